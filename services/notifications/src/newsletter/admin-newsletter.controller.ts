import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import { Roles } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { contentRange, parseListQuery, type ListContract } from '@sokoni/platform/http';
import { NewsletterSubscription, SUBSCRIPTION_STATUSES } from './newsletter-subscription.entity.js';
import { NewsletterSubscriptionResponse } from './newsletter-subscription.response.js';
import { toSubscriptionView, type SubscriptionView } from './newsletter-subscription.view.js';

const SUBSCRIPTIONS_LIST: ListContract<
  'q' | 'status' | 'locale',
  'id' | 'email' | 'status' | 'locale' | 'subscribedAt' | 'createdAt'
> = {
  resource: 'newsletter-subscriptions',
  sortable: ['id', 'email', 'status', 'locale', 'subscribedAt', 'createdAt'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: { q: 'string', status: { enum: SUBSCRIPTION_STATUSES }, locale: 'string' },
};

/** The newsletter list for staff, in the ra-data-simple-rest contract. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/newsletter-subscriptions')
export class AdminNewsletterController {
  constructor(private readonly orm: MikroORM) {}

  @Get()
  @ApiOkResponse({
    type: NewsletterSubscriptionResponse,
    isArray: true,
    description: 'simple-rest: `sort`, `range`, `filter` ({q, status, locale, id}); Content-Range header',
  })
  @ApiProblemResponses(400, 401, 403)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SubscriptionView[]> {
    const q = parseListQuery(query, SUBSCRIPTIONS_LIST);
    const f = q.filter;
    const and: FilterQuery<NewsletterSubscription>[] = [];
    if (f.id) and.push({ id: { $in: f.id } });
    if (typeof f.q === 'string' && f.q.trim()) {
      const like = `%${f.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      and.push({ email: { $ilike: like } });
    }
    if (typeof f.status === 'string') and.push({ status: f.status as NewsletterSubscription['status'] });
    if (typeof f.locale === 'string') and.push({ locale: f.locale });
    const order = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const [items, total] = await this.orm.em
      .fork()
      .findAndCount(NewsletterSubscription, and.length ? { $and: and } : {}, {
        orderBy: q.sort.field === 'id' ? { id: order } : { [q.sort.field]: order, id: 'desc' },
        offset: q.offset,
        limit: q.limit,
      });
    res.setHeader('Content-Range', contentRange(SUBSCRIPTIONS_LIST.resource, q.offset, items.length, total));
    return items.map(toSubscriptionView);
  }
}
