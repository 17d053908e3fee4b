import { Injectable } from '@nestjs/common';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { ConversationReport, REPORT_REASONS, REPORT_STATUSES } from '../messaging.entities.js';

export const REPORTS_LIST: ListContract<
  'status' | 'reason' | 'conversationId' | 'reporterId',
  'id' | 'createdAt' | 'status' | 'reason'
> = {
  resource: 'conversation-reports',
  sortable: ['id', 'createdAt', 'status', 'reason'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    status: { enum: REPORT_STATUSES },
    reason: { enum: REPORT_REASONS },
    conversationId: 'uuid',
    reporterId: 'uuid',
  },
};

type Query = ListQuery<keyof typeof REPORTS_LIST.filters, (typeof REPORTS_LIST.sortable)[number]>;

/** Reports for staff, newest first by default; the id breaks ties so pages never overlap. */
@Injectable()
export class ListReports {
  constructor(private readonly orm: MikroORM) {}

  async execute(query: Query): Promise<{ items: ConversationReport[]; total: number }> {
    const f = query.filter;
    const where: FilterQuery<ConversationReport> = {};
    if (f.id) where.id = { $in: f.id };
    if (typeof f.status === 'string') where.status = f.status as ConversationReport['status'];
    if (typeof f.reason === 'string') where.reason = f.reason as ConversationReport['reason'];
    if (typeof f.conversationId === 'string') where.conversationId = f.conversationId.toLowerCase();
    if (typeof f.reporterId === 'string') where.reporterId = f.reporterId.toLowerCase();
    const order = query.sort.order === 'ASC' ? 'asc' : 'desc';
    const field = query.sort.field === 'id' ? 'createdAt' : query.sort.field;
    const [items, total] = await this.orm.em.fork().findAndCount(ConversationReport, where, {
      orderBy: { [field]: order, id: order },
      offset: query.offset,
      limit: query.limit,
    });
    return { items, total };
  }
}
