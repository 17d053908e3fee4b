import { money, toMinorNumber } from '../money/index.js';
import type { OrderEscrow } from '../ledger/index.js';
import { toCheckoutOrderView, type CheckoutOrderView } from '../checkout/checkout.view.js';
import type { Checkout, OrderEvent, OrderLine, Shipment, TradeOrder } from './order.entities.js';
import { sellerNetMinor } from './order-summary.view.js';

/** An order in a list: its amounts, rate, lines and where it stands. */
export interface OrderSummaryView extends CheckoutOrderView {
  checkoutId: string;
  buyerId: string;
  /** What the seller receives on release (0 once declined, cancelled or expired). */
  netMinor: number;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderTimelineEntry {
  action: string;
  fromStatus: string | null;
  toStatus: string;
  actorRole: string;
  note: string | null;
  at: string;
}

/** The order's money in escrow, as the ledger holds it (minor units of the order's currency). */
export interface OrderEscrowView {
  currency: string;
  capturedMinor: number;
  heldMinor: number;
  releasedMinor: number;
  refundedMinor: number;
  availableMinor: number;
  frozen: boolean;
}

export interface OrderDetailView extends OrderSummaryView {
  shippingAddress: Record<string, string>;
  incoterm: string | null;
  note: string | null;
  shipment: Shipment | null;
  deliveredAt: string | null;
  releaseDueAt: string | null;
  closedAt: string | null;
  timeline: OrderTimelineEntry[];
  /** null before the payment was captured. */
  escrow: OrderEscrowView | null;
}

export interface OrderPage {
  items: OrderSummaryView[];
  total: number;
  page: number;
  pageSize: number;
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const minor = (m: { amountMinor: bigint; currency: string }): number =>
  toMinorNumber(money(m.amountMinor, m.currency));

export function toOrderSummary(order: TradeOrder, lines: readonly OrderLine[]): OrderSummaryView {
  return {
    ...toCheckoutOrderView(order, lines),
    checkoutId: order.checkoutId,
    buyerId: order.buyerId,
    netMinor: sellerNetMinor(order),
    paidAt: iso(order.paidAt),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

export function toOrderDetail(
  order: TradeOrder,
  lines: readonly OrderLine[],
  checkout: Checkout,
  events: readonly OrderEvent[],
  escrow: OrderEscrow | undefined,
): OrderDetailView {
  return {
    ...toOrderSummary(order, lines),
    shippingAddress: checkout.shippingAddress,
    incoterm: checkout.incoterm ?? null,
    note: checkout.note ?? null,
    shipment: order.shipment ?? null,
    deliveredAt: iso(order.deliveredAt),
    releaseDueAt: iso(order.releaseDueAt),
    closedAt: iso(order.closedAt),
    timeline: events.map((e) => ({
      action: e.action,
      fromStatus: e.fromStatus ?? null,
      toStatus: e.toStatus,
      actorRole: e.actorRole,
      note: e.note ?? null,
      at: e.at.toISOString(),
    })),
    escrow: escrow
      ? {
          currency: escrow.captured.currency,
          capturedMinor: minor(escrow.captured),
          heldMinor: minor(escrow.held),
          releasedMinor: minor(escrow.released),
          refundedMinor: minor(escrow.refunded),
          availableMinor: minor(escrow.available),
          frozen: escrow.frozen,
        }
      : null,
  };
}
