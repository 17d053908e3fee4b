import { Controller, Get, Inject, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import { Roles } from '@sokoni/platform/auth';
import { ProblemException } from '@sokoni/platform/errors';
import { contentRange, parseListQuery, type ListContract } from '@sokoni/platform/http';
import { SmsMessage, SMS_STATUSES } from './sms-message.entity.js';
import { SECRET_SMS_BODY, SECRET_SMS_KINDS } from './sms-queue.js';
import { SMS_CHANNELS, SMS_TRANSPORT, type SmsTransport } from './sms-transport.port.js';

const SMS_LIST: ListContract<
  'q' | 'to' | 'channel' | 'status' | 'kind' | 'userId',
  'id' | 'createdAt' | 'to' | 'status'
> = {
  resource: 'sms-messages',
  sortable: ['id', 'createdAt', 'to', 'status'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    q: 'string',
    to: 'string',
    channel: { enum: SMS_CHANNELS },
    status: { enum: SMS_STATUSES },
    kind: 'string',
    userId: 'uuid',
  },
};

const view = (m: SmsMessage, transport: SmsTransport['kind']) => ({
  id: m.id,
  eventId: m.eventId,
  userId: m.userId,
  kind: m.kind,
  channel: m.channel,
  to: m.to,
  body: SECRET_SMS_KINDS.has(m.kind) && transport !== 'stored' ? SECRET_SMS_BODY : m.body,
  status: m.status,
  transport: m.transport ?? null,
  providerMessageId: m.providerMessageId ?? null,
  attempts: m.attempts,
  error: m.error ?? null,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
});

/**
 * The text-message log for staff (ra-data-simple-rest): under the stored transport it is where
 * developers read what would have gone out. Notifications' bodies hold no secrets (a title and a
 * link), so staff see them under every transport; a phone code is shown under the stored one only.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/sms-messages')
export class AdminSmsController {
  constructor(
    private readonly orm: MikroORM,
    @Inject(SMS_TRANSPORT) private readonly transport: SmsTransport,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const q = parseListQuery(query, SMS_LIST);
    const f = q.filter;
    const and: FilterQuery<SmsMessage>[] = [];
    if (f.id) and.push({ id: { $in: f.id } });
    if (typeof f.to === 'string') and.push({ to: f.to.trim() });
    if (typeof f.q === 'string' && f.q.trim()) {
      const like = `%${f.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      and.push({ $or: [{ to: { $ilike: like } }, { body: { $ilike: like } }] });
    }
    if (typeof f.channel === 'string') and.push({ channel: f.channel as SmsMessage['channel'] });
    if (typeof f.status === 'string') and.push({ status: f.status as SmsMessage['status'] });
    if (typeof f.kind === 'string') and.push({ kind: f.kind });
    if (typeof f.userId === 'string') and.push({ userId: f.userId });
    const order = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const [items, total] = await this.orm.em
      .fork()
      .findAndCount(SmsMessage, and.length ? { $and: and } : {}, {
        orderBy: q.sort.field === 'id' ? { id: order } : { [q.sort.field]: order, id: 'desc' },
        offset: q.offset,
        limit: q.limit,
      });
    res.setHeader('Content-Range', contentRange(SMS_LIST.resource, q.offset, items.length, total));
    return items.map((m) => view(m, this.transport.kind));
  }

  @Get(':id')
  async get(@Param('id', new ParseUUIDPipe()) id: string) {
    const m = await this.orm.em.fork().findOne(SmsMessage, id);
    if (!m) throw ProblemException.notFound('notifications.sms_not_found');
    return view(m, this.transport.kind);
  }
}
