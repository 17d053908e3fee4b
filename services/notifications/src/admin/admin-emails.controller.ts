import { Controller, Get, Inject, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import { Roles } from '@sokoni/platform/auth';
import { ProblemException } from '@sokoni/platform/errors';
import { contentRange, parseListQuery, type ListContract } from '@sokoni/platform/http';
import { DELIVERY_STATUSES, EmailDelivery } from '../email/email-delivery.entity.js';
import { TEMPLATES } from '../email/email-renderer.js';
import { MAIL_TRANSPORT, type MailTransport } from '../email/mail-transport.port.js';

const EMAILS_LIST: ListContract<
  'q' | 'to' | 'template' | 'status' | 'locale' | 'userId',
  'id' | 'createdAt' | 'to' | 'template' | 'status'
> = {
  resource: 'emails',
  sortable: ['id', 'createdAt', 'to', 'template', 'status'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    q: 'string',
    to: 'string',
    template: { enum: TEMPLATES },
    status: { enum: DELIVERY_STATUSES },
    locale: 'string',
    userId: 'uuid',
  },
};

const view = (d: EmailDelivery, withBody: boolean) => ({
  id: d.id,
  eventId: d.eventId,
  userId: d.userId ?? null,
  to: d.to,
  template: d.template,
  locale: d.locale,
  subject: d.subject,
  status: d.status,
  transport: d.transport ?? null,
  attempts: d.attempts,
  error: d.error ?? null,
  createdAt: d.createdAt.toISOString(),
  sentAt: d.sentAt?.toISOString() ?? null,
  messageId: d.messageId ?? null,
  ...(withBody ? { text: d.text ?? null, html: d.html ?? null, raw: d.raw ?? null } : {}),
});

/** The e-mail delivery log for staff, in the ra-data-simple-rest contract. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/emails')
export class AdminEmailsController {
  constructor(
    private readonly orm: MikroORM,
    @Inject(MAIL_TRANSPORT) private readonly mail: MailTransport,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const q = parseListQuery(query, EMAILS_LIST);
    const f = q.filter;
    const and: FilterQuery<EmailDelivery>[] = [];
    if (f.id) and.push({ id: { $in: f.id } });
    if (typeof f.to === 'string') and.push({ to: f.to.trim().toLowerCase() });
    if (typeof f.q === 'string' && f.q.trim()) {
      const like = `%${f.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      and.push({ $or: [{ to: { $ilike: like } }, { subject: { $ilike: like } }] });
    }
    if (typeof f.template === 'string') and.push({ template: f.template });
    if (typeof f.status === 'string') and.push({ status: f.status as EmailDelivery['status'] });
    if (typeof f.locale === 'string') and.push({ locale: f.locale });
    if (typeof f.userId === 'string') and.push({ userId: f.userId });
    const order = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const [items, total] = await this.orm.em
      .fork()
      .findAndCount(EmailDelivery, and.length ? { $and: and } : {}, {
        // react-admin sorts by id unless told otherwise; ids are UUIDv7, so that is creation order.
        orderBy: q.sort.field === 'id' ? { id: order } : { [q.sort.field]: order, id: 'desc' },
        offset: q.offset,
        limit: q.limit,
      });
    res.setHeader('Content-Range', contentRange(EMAILS_LIST.resource, q.offset, items.length, total));
    return items.map((d) => view(d, false));
  }

  /**
   * One delivery, with its body only when it is a dev-mailbox message. An SMTP delivery keeps its body
   * only while it waits for a retry, and that body may be a user's reset or verification link: staff
   * must not be able to read it (and take over the account), so it is never shown.
   */
  @Get(':id')
  async get(@Param('id', new ParseUUIDPipe()) id: string) {
    const d = await this.orm.em.fork().findOne(EmailDelivery, id, { populate: ['text', 'html', 'raw'] });
    if (!d) throw ProblemException.notFound('notifications.email_not_found');
    const devMailbox = d.transport === 'dev' || (d.transport == null && this.mail.kind === 'dev');
    return devMailbox ? view(d, true) : { ...view(d, false), text: null, html: null, raw: null };
  }
}
