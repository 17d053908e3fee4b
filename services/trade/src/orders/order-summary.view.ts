import type { OrderStatus } from './order-lifecycle.js';
import type { Shipment, TradeOrder } from './order.entities.js';

const ENDED_UNPAID: ReadonlySet<string> = new Set(['declined', 'cancelled', 'expired']);

/**
 * What the seller receives on release: amount − fee; nothing once the order ended without being
 * paid out (declined or cancelled: the buyer refunded in full; expired unpaid).
 */
export function sellerNetMinor(o: Pick<TradeOrder, 'status' | 'amountMinor' | 'feeMinor'>): number {
  return ENDED_UNPAID.has(o.status) ? 0 : minorNumber(BigInt(o.amountMinor) - BigInt(o.feeMinor));
}

/**
 * One order as its parties see it after an action and in the seller's list: amounts in integer
 * minor units of `currency` (the buyer's), the seller's subtotal in `sellerCurrency`.
 */

export interface OrderSummaryView {
  id: string;
  reference: string;
  checkoutId: string;
  buyerId: string;
  sellerId: string;
  status: OrderStatus;
  currency: string;
  amountMinor: number;
  feeMinor: number;
  feeBasisPoints: number;
  /**
   * What the seller receives on release: amount − fee; nothing once the order ended without
   * being paid out (declined or cancelled: the buyer refunded in full; expired unpaid).
   */
  netMinor: number;
  sellerCurrency: string;
  sellerSubtotalMinor: number;
  shipment: Shipment | null;
  paidAt: string | null;
  deliveredAt: string | null;
  releaseDueAt: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
/** Order amounts are checked to be safe integers when written (MAX_MINOR); JSON carries them as numbers. */
export function minorNumber(v: bigint | number | string): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${String(v)} exceeds a safe integer`);
  return n;
}
const minor = minorNumber;

export function toOrderSummaryView(o: TradeOrder): OrderSummaryView {
  return {
    id: o.id,
    reference: o.reference,
    checkoutId: o.checkoutId,
    buyerId: o.buyerId,
    sellerId: o.sellerId,
    status: o.status,
    currency: o.currency,
    amountMinor: minor(o.amountMinor),
    feeMinor: minor(o.feeMinor),
    feeBasisPoints: o.feeBasisPoints,
    netMinor: sellerNetMinor(o),
    sellerCurrency: o.sellerCurrency,
    sellerSubtotalMinor: minor(o.sellerSubtotalMinor),
    shipment: o.shipment ?? null,
    paidAt: iso(o.paidAt),
    deliveredAt: iso(o.deliveredAt),
    releaseDueAt: iso(o.releaseDueAt),
    closedAt: iso(o.closedAt),
    createdAt: iso(o.createdAt)!,
    updatedAt: iso(o.updatedAt)!,
  };
}
