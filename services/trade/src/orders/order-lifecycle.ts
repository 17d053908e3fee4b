/**
 * The order state machine (issue 11): one table of who may move an order from where to where, so a
 * use-case asks `transition(...)` instead of re-deciding the rules in each controller.
 *
 *   pending_payment ─paid→ paid ─accept→ accepted ─ship→ shipped ─deliver→ delivered ─release→ completed
 *        │ expire/cancel      │ decline/cancel  │ cancel                 ╰──── dispute ────╯
 *        ▼                    ▼                 ▼                              ▼
 *    expired/cancelled     declined/cancelled (refunded)                  disputed ─decide→ completed | refunded
 *
 * Money follows the status, never the other way round: "paid" means the ledger captured the
 * payment into this order's escrow; "completed" means the escrow was released to the seller;
 * "refunded" and "declined" mean it was voided back to the buyer.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'accepted',
  'shipped',
  'delivered',
  'completed',
  'declined',
  'cancelled',
  'expired',
  'disputed',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderAction =
  | 'pay'
  | 'accept'
  | 'decline'
  | 'ship'
  | 'deliver'
  | 'confirm_receipt'
  | 'auto_release'
  | 'cancel'
  | 'expire'
  | 'dispute'
  | 'decide_release'
  | 'decide_refund'
  | 'staff_refund';

/** Who acts: the order's buyer, its seller, staff, or the system (payments, scheduled jobs). */
export type OrderActor = 'buyer' | 'seller' | 'staff' | 'system';

interface Rule {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly OrderActor[];
}

const RULES: Record<OrderAction, Rule> = {
  pay: { from: ['pending_payment'], to: 'paid', by: ['system'] },
  accept: { from: ['paid'], to: 'accepted', by: ['seller'] },
  // A paid order the seller cannot fulfil: the buyer gets everything back.
  decline: { from: ['paid'], to: 'declined', by: ['seller'] },
  ship: { from: ['accepted'], to: 'shipped', by: ['seller'] },
  // The seller (carrier proof) or the buyer may say it arrived; either starts the release clock.
  deliver: { from: ['shipped'], to: 'delivered', by: ['seller', 'buyer'] },
  // Confirming receipt of a shipped order also counts as delivery: the goods are in the buyer's hands.
  confirm_receipt: { from: ['shipped', 'delivered'], to: 'completed', by: ['buyer'] },
  auto_release: { from: ['delivered'], to: 'completed', by: ['system'] },
  // Before shipment only; an unpaid order is simply dropped, a paid one is refunded.
  cancel: { from: ['pending_payment', 'paid', 'accepted'], to: 'cancelled', by: ['buyer'] },
  expire: { from: ['pending_payment'], to: 'expired', by: ['system'] },
  dispute: { from: ['shipped', 'delivered'], to: 'disputed', by: ['buyer'] },
  decide_release: { from: ['disputed'], to: 'completed', by: ['staff'] },
  // A full or partial refund decided on a dispute: what is not refunded goes to the seller.
  decide_refund: { from: ['disputed'], to: 'refunded', by: ['staff'] },
  // Staff refunds outside a dispute (a support case): any paid, not yet released order.
  staff_refund: { from: ['paid', 'accepted', 'shipped', 'delivered'], to: 'refunded', by: ['staff'] },
};

export type TransitionRefusal = 'not_allowed_for_actor' | 'wrong_status';

export type TransitionResult = { ok: true; to: OrderStatus } | { ok: false; reason: TransitionRefusal };

export function transition(from: OrderStatus, action: OrderAction, actor: OrderActor): TransitionResult {
  const rule = RULES[action];
  if (!rule.by.includes(actor)) return { ok: false, reason: 'not_allowed_for_actor' };
  if (!rule.from.includes(from)) return { ok: false, reason: 'wrong_status' };
  return { ok: true, to: rule.to };
}

/** Statuses whose escrow still holds the buyer's money (paid, not yet released or refunded). */
export const HOLDING_ESCROW: ReadonlySet<OrderStatus> = new Set([
  'paid',
  'accepted',
  'shipped',
  'delivered',
  'disputed',
]);

/** Statuses that end an order: nothing moves it again. */
export const FINAL: ReadonlySet<OrderStatus> = new Set([
  'completed',
  'declined',
  'cancelled',
  'expired',
  'refunded',
]);

/** Actions that return the buyer's money when taken on a paid order. */
export function refundsOnTransition(from: OrderStatus, action: OrderAction): boolean {
  return (
    HOLDING_ESCROW.has(from) &&
    (action === 'decline' || action === 'cancel' || action === 'staff_refund' || action === 'decide_refund')
  );
}

/** Actions that release the escrow to the seller. */
export function releasesOnTransition(action: OrderAction): boolean {
  return action === 'confirm_receipt' || action === 'auto_release' || action === 'decide_release';
}
