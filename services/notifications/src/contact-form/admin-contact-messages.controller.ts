import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import { Roles } from '@sokoni/platform/auth';
import { ApiProblemResponses, ProblemException } from '@sokoni/platform/errors';
import { contentRange, parseListQuery, type ListContract } from '@sokoni/platform/http';
import { CONTACT_TOPICS, ContactMessage } from './contact-message.entity.js';
import { ContactMessageResponse } from './contact-message.response.js';
import { toContactMessageView, type ContactMessageView } from './contact-message.view.js';

const MESSAGES_LIST: ListContract<
  'q' | 'topic' | 'email' | 'locale',
  'id' | 'createdAt' | 'name' | 'email' | 'topic'
> = {
  resource: 'contact-messages',
  sortable: ['id', 'createdAt', 'name', 'email', 'topic'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: { q: 'string', topic: { enum: CONTACT_TOPICS }, email: 'string', locale: 'string' },
};

/** Contact-form messages for staff, in the ra-data-simple-rest contract (list and show). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/contact-messages')
export class AdminContactMessagesController {
  constructor(private readonly orm: MikroORM) {}

  @Get()
  @ApiOkResponse({
    type: ContactMessageResponse,
    isArray: true,
    description:
      'simple-rest: `sort`, `range`, `filter` ({q, topic, email, locale, id}); Content-Range header',
  })
  @ApiProblemResponses(400, 401, 403)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ContactMessageView[]> {
    const q = parseListQuery(query, MESSAGES_LIST);
    const f = q.filter;
    const and: FilterQuery<ContactMessage>[] = [];
    if (f.id) and.push({ id: { $in: f.id } });
    if (typeof f.q === 'string' && f.q.trim()) {
      const like = `%${f.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      and.push({
        $or: [
          { name: { $ilike: like } },
          { email: { $ilike: like } },
          { company: { $ilike: like } },
          { message: { $ilike: like } },
        ],
      });
    }
    if (typeof f.topic === 'string') and.push({ topic: f.topic as ContactMessage['topic'] });
    if (typeof f.email === 'string')
      and.push({ email: { $ilike: f.email.trim().replace(/[\\%_]/g, (c) => `\\${c}`) } });
    if (typeof f.locale === 'string') and.push({ locale: f.locale });
    const order = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const [items, total] = await this.orm.em
      .fork()
      .findAndCount(ContactMessage, and.length ? { $and: and } : {}, {
        orderBy: q.sort.field === 'id' ? { id: order } : { [q.sort.field]: order, id: 'desc' },
        offset: q.offset,
        limit: q.limit,
      });
    res.setHeader('Content-Range', contentRange(MESSAGES_LIST.resource, q.offset, items.length, total));
    return items.map(toContactMessageView);
  }

  @Get(':id')
  @ApiOkResponse({ type: ContactMessageResponse })
  @ApiProblemResponses(401, 403, 404)
  async get(@Param('id', new ParseUUIDPipe()) id: string): Promise<ContactMessageView> {
    const m = await this.orm.em.fork().findOne(ContactMessage, id);
    if (!m) throw ProblemException.notFound('notifications.contact_message_not_found');
    return toContactMessageView(m);
  }
}
