import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { OrderDocument } from '../orders/order-document.entity.js';
import { TradeOrder } from '../orders/order.entities.js';
import { OrderProblems } from '../orders/order.problems.js';
import { isUuid } from '../orders/order-transitions.js';
import {
  Dispute,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  DisputeResponse,
} from './dispute.entities.js';
import { DisputeProblems } from './dispute.problems.js';
import { toDisputeView, type DisputeView } from './dispute.view.js';

export const DISPUTES_LIST: ListContract<
  'status' | 'reason' | 'outcome' | 'orderId' | 'buyerId' | 'sellerId' | 'from' | 'to',
  'id' | 'openedAt' | 'decidedAt' | 'amountMinor' | 'status'
> = {
  resource: 'disputes',
  sortable: ['id', 'openedAt', 'decidedAt', 'amountMinor', 'status'],
  defaultSort: { field: 'openedAt', order: 'DESC' },
  filters: {
    status: { enum: DISPUTE_STATUSES },
    reason: { enum: DISPUTE_REASONS },
    outcome: { enum: DISPUTE_OUTCOMES },
    orderId: 'uuid',
    buyerId: 'uuid',
    sellerId: 'uuid',
    from: 'date',
    to: 'dateUpTo',
  },
};
type Query = ListQuery<keyof typeof DISPUTES_LIST.filters, (typeof DISPUTES_LIST.sortable)[number]>;

/** Disputes as the order's parties see them, and as staff list and read them in the back office. */
@Injectable()
export class DisputeReader {
  constructor(private readonly orm: MikroORM) {}

  /** The disputes of an order (at most one), for its buyer, its seller or staff; 404 for anyone else. */
  async ofOrder(user: AuthUser, orderId: string): Promise<DisputeView[]> {
    if (!isUuid(orderId)) throw OrderProblems.notFound();
    const em = this.orm.em.fork();
    const order = await em.findOne(TradeOrder, orderId.toLowerCase(), { fields: ['buyerId', 'sellerId'] });
    const me = user.id.toLowerCase();
    if (!order || (user.role !== 'admin' && me !== order.buyerId && me !== order.sellerId))
      throw OrderProblems.notFound();
    const disputes = await em.find(Dispute, { orderId: order.id }, { orderBy: { openedAt: 'asc' } });
    return this.views(em, disputes);
  }

  async one(id: string): Promise<DisputeView> {
    if (!isUuid(id)) throw DisputeProblems.notFound();
    const em = this.orm.em.fork();
    const dispute = await em.findOne(Dispute, id.toLowerCase());
    if (!dispute) throw DisputeProblems.notFound();
    return (await this.views(em, [dispute]))[0]!;
  }

  async list(query: Query): Promise<{ items: DisputeView[]; total: number }> {
    const f = query.filter;
    const where: FilterQuery<Dispute> = {};
    if (f.id) where.id = { $in: f.id };
    if (typeof f.status === 'string') where.status = f.status as Dispute['status'];
    if (typeof f.reason === 'string') where.reason = f.reason as Dispute['reason'];
    if (typeof f.outcome === 'string') where.outcome = f.outcome as Dispute['outcome'];
    for (const key of ['orderId', 'buyerId', 'sellerId'] as const)
      if (typeof f[key] === 'string') where[key] = f[key].toLowerCase();
    if (f.from instanceof Date || f.to instanceof Date)
      where.openedAt = {
        ...(f.from instanceof Date ? { $gte: f.from } : {}),
        ...(f.to instanceof Date ? { $lte: f.to } : {}),
      };
    const field = query.sort.field === 'id' ? 'openedAt' : query.sort.field;
    const order = query.sort.order === 'ASC' ? 'asc' : 'desc';
    const em = this.orm.em.fork();
    const [disputes, total] = await em.findAndCount(Dispute, where, {
      orderBy: { [field]: order, id: order },
      offset: query.offset,
      limit: query.limit,
    });
    return { items: await this.views(em, disputes), total };
  }

  private async views(em: EntityManager, disputes: Dispute[]): Promise<DisputeView[]> {
    if (disputes.length === 0) return [];
    const ids = disputes.map((d) => d.id);
    const [evidence, responses] = [
      await em.find(OrderDocument, { disputeId: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      await em.find(
        DisputeResponse,
        { disputeId: { $in: ids } },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      ),
    ];
    return disputes.map((d) =>
      toDisputeView(
        d,
        evidence.filter((e) => e.disputeId === d.id),
        responses.filter((r) => r.disputeId === d.id),
      ),
    );
  }
}
