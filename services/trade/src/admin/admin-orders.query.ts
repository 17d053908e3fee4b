import { Injectable } from '@nestjs/common';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { Dispute } from '../disputes/dispute.entities.js';
import { LedgerBalances } from '../ledger/index.js';
import { formatRate, fxRate, parseRate, rateDecimal, type FxRate } from '../money/index.js';
import type { OrderEscrowView } from '../orders/order-read.view.js';
import { ORDER_STATUSES } from '../orders/order-lifecycle.js';
import { Checkout, OrderEvent, OrderLine, TradeOrder } from '../orders/order.entities.js';
import { OrderProblems } from '../orders/order.problems.js';
import { OrderRefund } from '../orders/order-refund.entity.js';
import { minorNumber, toOrderSummaryView, type OrderSummaryView } from '../orders/order-summary.view.js';
import { isUuid } from '../orders/order-transitions.js';
import { dateRange, escapeLike, listPage } from './admin-list.js';

export const ADMIN_ORDERS_LIST: ListContract<
  'q' | 'status' | 'buyerId' | 'sellerId' | 'checkoutId' | 'currency' | 'from' | 'to',
  'id' | 'createdAt' | 'updatedAt' | 'amountMinor' | 'status' | 'reference'
> = {
  resource: 'orders',
  sortable: ['id', 'createdAt', 'updatedAt', 'amountMinor', 'status', 'reference'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    q: 'string',
    status: { enum: ORDER_STATUSES },
    buyerId: 'uuid',
    sellerId: 'uuid',
    checkoutId: 'uuid',
    currency: 'string',
    from: 'date',
    to: 'dateUpTo',
  },
};
type Query = ListQuery<keyof typeof ADMIN_ORDERS_LIST.filters, (typeof ADMIN_ORDERS_LIST.sortable)[number]>;

/** A product line as priced at checkout, in minor units of the order's sellerCurrency. */
export interface AdminOrderLineView {
  productId: string;
  title: string;
  unit: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
}

export interface AdminOrderTimelineEntry {
  action: string;
  fromStatus: string | null;
  toStatus: string;
  actorId: string | null;
  actorRole: string;
  note: string | null;
  at: string;
}

export interface AdminOrderRefundView {
  id: string;
  amountMinor: number;
  status: string;
  cause: string;
  reason: string;
  failureReason: string | null;
  createdAt: string;
}

/**
 * One order for staff, complete on its own: the money (with the FX rate locked at checkout), its
 * checkout's address, lines with their totals, timeline with actors, escrow, refunds and dispute.
 */
export interface AdminOrderView extends OrderSummaryView {
  /** Units of `currency` per unit of `sellerCurrency`: for display (8 places) and exact ("n/d"). */
  fxRate: string;
  fxRateExact: string;
  shippingAddress: Record<string, string>;
  incoterm: string | null;
  note: string | null;
  lines: AdminOrderLineView[];
  timeline: AdminOrderTimelineEntry[];
  escrow: OrderEscrowView | null;
  refunds: AdminOrderRefundView[];
  disputeId: string | null;
}

/** Orders for staff: every order, filtered; one in full (lines, timeline, escrow, refunds, dispute). */
@Injectable()
export class AdminOrders {
  constructor(
    private readonly orm: MikroORM,
    private readonly balances: LedgerBalances,
  ) {}

  async list(query: Query): Promise<{ items: OrderSummaryView[]; total: number }> {
    const f = query.filter;
    const where: FilterQuery<TradeOrder> = {};
    if (f.id) where.id = { $in: f.id.map((id) => id.toLowerCase()) };
    if (typeof f.q === 'string' && f.q.trim()) where.reference = { $ilike: `%${escapeLike(f.q.trim())}%` };
    if (typeof f.status === 'string') where.status = f.status as TradeOrder['status'];
    for (const key of ['buyerId', 'sellerId', 'checkoutId'] as const)
      if (typeof f[key] === 'string') where[key] = f[key].toLowerCase();
    if (typeof f.currency === 'string') where.currency = f.currency.toUpperCase();
    const created = dateRange(f.from, f.to);
    if (created) where.createdAt = created;
    const { items, total } = await listPage(this.orm.em.fork(), TradeOrder, where, query, {
      defaultField: 'createdAt',
      tieBreak: 'id',
    });
    return { items: items.map(toOrderSummaryView), total };
  }

  async one(id: string): Promise<AdminOrderView> {
    if (!isUuid(id)) throw OrderProblems.notFound();
    const em = this.orm.em.fork();
    const order = await em.findOne(TradeOrder, id.toLowerCase());
    if (!order) throw OrderProblems.notFound();
    const checkout = await em.findOneOrFail(Checkout, order.checkoutId);
    const lines = await em.find(OrderLine, { orderId: order.id }, { orderBy: { id: 'asc' } });
    const events = await em.find(OrderEvent, { orderId: order.id }, { orderBy: { at: 'asc', id: 'asc' } });
    const refunds = await em.find(OrderRefund, { orderId: order.id }, { orderBy: { createdAt: 'asc' } });
    const dispute = await em.findOne(Dispute, { orderId: order.id }, { fields: ['id'] });
    const [escrow] = await this.balances.order(em, order.id);
    const rate = lockedRate(order);
    return {
      ...toOrderSummaryView(order),
      fxRate: rateDecimal(rate, 8),
      fxRateExact: formatRate(rate),
      shippingAddress: checkout.shippingAddress,
      incoterm: checkout.incoterm ?? null,
      note: checkout.note ?? null,
      lines: lines.map((l) => ({
        productId: l.productId,
        title: l.title,
        unit: l.unit,
        quantity: l.quantity,
        unitPriceMinor: minorNumber(l.unitPriceMinor),
        lineTotalMinor: minorNumber(l.lineTotalMinor),
      })),
      timeline: events.map((e) => ({
        action: e.action,
        fromStatus: e.fromStatus ?? null,
        toStatus: e.toStatus,
        actorId: e.actorId ?? null,
        actorRole: e.actorRole,
        note: e.note ?? null,
        at: new Date(e.at).toISOString(),
      })),
      escrow: escrow
        ? {
            currency: escrow.captured.currency,
            capturedMinor: minorNumber(escrow.captured.amountMinor),
            heldMinor: minorNumber(escrow.held.amountMinor),
            releasedMinor: minorNumber(escrow.released.amountMinor),
            refundedMinor: minorNumber(escrow.refunded.amountMinor),
            availableMinor: minorNumber(escrow.available.amountMinor),
            frozen: escrow.frozen,
          }
        : null,
      refunds: refunds.map((r) => ({
        id: r.id,
        amountMinor: minorNumber(r.amountMinor),
        status: r.status,
        cause: r.cause,
        reason: r.reason,
        failureReason: r.failureReason ?? null,
        createdAt: new Date(r.createdAt).toISOString(),
      })),
      disputeId: dispute?.id ?? null,
    };
  }
}

/**
 * The rate the order was locked at. Checkout stores the exact ratio ("12935/1542"); a plain decimal
 * ("1") is read too, as the column's definition allows it, so staff still see an order written so.
 */
function lockedRate(order: TradeOrder): FxRate {
  return order.fxRate.includes('/')
    ? parseRate(order.sellerCurrency, order.currency, order.fxRate)
    : fxRate(order.sellerCurrency, order.currency, order.fxRate);
}
