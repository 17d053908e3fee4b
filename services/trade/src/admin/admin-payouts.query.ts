import { Injectable } from '@nestjs/common';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import { ProblemException } from '@sokoni/platform/errors';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { OrderRefund, REFUND_STATUSES } from '../orders/order-refund.entity.js';
import { minorNumber } from '../orders/order-summary.view.js';
import { isUuid } from '../orders/order-transitions.js';
import { Payout, PAYOUT_STATUSES } from '../payouts/payout.entity.js';
import { toPayoutView, type PayoutView } from '../payouts/payout.view.js';
import { dateRange, listPage } from './admin-list.js';

export const ADMIN_PAYOUTS_LIST: ListContract<
  'status' | 'sellerId' | 'currency' | 'provider' | 'from' | 'to',
  'id' | 'createdAt' | 'amountMinor' | 'status'
> = {
  resource: 'payouts',
  sortable: ['id', 'createdAt', 'amountMinor', 'status'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    status: { enum: PAYOUT_STATUSES },
    sellerId: 'uuid',
    currency: 'string',
    provider: 'string',
    from: 'date',
    to: 'dateUpTo',
  },
};

export const ADMIN_REFUNDS_LIST: ListContract<
  'status' | 'orderId' | 'cause' | 'provider' | 'from' | 'to',
  'id' | 'createdAt' | 'amountMinor' | 'status'
> = {
  resource: 'refunds',
  sortable: ['id', 'createdAt', 'amountMinor', 'status'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    status: { enum: REFUND_STATUSES },
    orderId: 'uuid',
    cause: { enum: ['decline', 'cancel', 'staff_refund', 'dispute'] },
    provider: 'string',
    from: 'date',
    to: 'dateUpTo',
  },
};

export interface AdminRefundView {
  id: string;
  orderId: string;
  paymentId: string | null;
  provider: string;
  amountMinor: number;
  currency: string;
  reason: string;
  cause: string;
  status: string;
  providerReference: string | null;
  failureReason: string | null;
  attempts: number;
  requestedBy: string | null;
  createdAt: string;
  settledAt: string | null;
}

type PayoutsQuery = ListQuery<
  keyof typeof ADMIN_PAYOUTS_LIST.filters,
  (typeof ADMIN_PAYOUTS_LIST.sortable)[number]
>;
type RefundsQuery = ListQuery<
  keyof typeof ADMIN_REFUNDS_LIST.filters,
  (typeof ADMIN_REFUNDS_LIST.sortable)[number]
>;

/** Sellers' payouts and buyers' refunds for staff: what went out, what is stuck, what staff must do by hand. */
@Injectable()
export class AdminMoneyOut {
  constructor(private readonly orm: MikroORM) {}

  async payouts(query: PayoutsQuery): Promise<{ items: PayoutView[]; total: number }> {
    const f = query.filter;
    const where: FilterQuery<Payout> = {};
    if (f.id) where.id = { $in: f.id };
    if (typeof f.status === 'string') where.status = f.status as Payout['status'];
    if (typeof f.sellerId === 'string') where.sellerId = f.sellerId.toLowerCase();
    if (typeof f.currency === 'string') where.currency = f.currency.toUpperCase();
    if (typeof f.provider === 'string') where.provider = f.provider;
    const created = dateRange(f.from, f.to);
    if (created) where.createdAt = created;
    const { items, total } = await listPage(this.orm.em.fork(), Payout, where, query, {
      defaultField: 'createdAt',
      tieBreak: 'id',
    });
    return { items: items.map(toPayoutView), total };
  }

  async payout(id: string): Promise<PayoutView> {
    const payout = isUuid(id) ? await this.orm.em.fork().findOne(Payout, id.toLowerCase()) : null;
    if (!payout) throw ProblemException.notFound('payouts.not_found');
    return toPayoutView(payout);
  }

  async refunds(query: RefundsQuery): Promise<{ items: AdminRefundView[]; total: number }> {
    const f = query.filter;
    const where: FilterQuery<OrderRefund> = {};
    if (f.id) where.id = { $in: f.id };
    if (typeof f.status === 'string') where.status = f.status as OrderRefund['status'];
    if (typeof f.orderId === 'string') where.orderId = f.orderId.toLowerCase();
    if (typeof f.cause === 'string') where.cause = f.cause;
    if (typeof f.provider === 'string') where.provider = f.provider;
    const created = dateRange(f.from, f.to);
    if (created) where.createdAt = created;
    const { items, total } = await listPage(this.orm.em.fork(), OrderRefund, where, query, {
      defaultField: 'createdAt',
      tieBreak: 'id',
    });
    return { items: items.map(refundView), total };
  }

  async refund(id: string): Promise<AdminRefundView> {
    const refund = isUuid(id) ? await this.orm.em.fork().findOne(OrderRefund, id.toLowerCase()) : null;
    if (!refund) throw ProblemException.notFound('admin.refund_not_found');
    return refundView(refund);
  }
}

export function refundView(r: OrderRefund): AdminRefundView {
  return {
    id: r.id,
    orderId: r.orderId,
    paymentId: r.paymentId ?? null,
    provider: r.provider,
    amountMinor: minorNumber(r.amountMinor),
    currency: r.currency,
    reason: r.reason,
    cause: r.cause,
    status: r.status,
    providerReference: r.providerReference ?? null,
    failureReason: r.failureReason ?? null,
    attempts: r.attempts,
    requestedBy: r.requestedBy ?? null,
    createdAt: new Date(r.createdAt).toISOString(),
    settledAt: r.settledAt ? new Date(r.settledAt).toISOString() : null,
  };
}
