/**
 * What the order screens offer whom, from the order's status — the same table as trade's state
 * machine (services/trade/src/orders/order-lifecycle.ts), which still decides: a button shown a
 * moment too late gets a 409 the page explains. Pure, so it is tested without rendering.
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

export type BuyerAction = 'cancel' | 'deliver' | 'confirm_receipt' | 'dispute';
export type SellerAction = 'accept' | 'decline' | 'ship' | 'deliver';

const BUYER: Record<BuyerAction, readonly OrderStatus[]> = {
  // Before shipment only: an unpaid order is dropped, a paid one refunded.
  cancel: ['pending_payment', 'paid', 'accepted'],
  deliver: ['shipped'],
  confirm_receipt: ['shipped', 'delivered'],
  dispute: ['shipped', 'delivered'],
};

const SELLER: Record<SellerAction, readonly OrderStatus[]> = {
  accept: ['paid'],
  decline: ['paid'],
  ship: ['accepted'],
  deliver: ['shipped'],
};

export function buyerActions(status: OrderStatus): BuyerAction[] {
  return (Object.keys(BUYER) as BuyerAction[]).filter((a) => BUYER[a].includes(status));
}

export function sellerActions(status: OrderStatus): SellerAction[] {
  return (Object.keys(SELLER) as SellerAction[]).filter((a) => SELLER[a].includes(status));
}

/** Statuses that end an order. */
export const FINAL: ReadonlySet<OrderStatus> = new Set([
  'completed',
  'declined',
  'cancelled',
  'expired',
  'refunded',
]);

/** antd Tag colours: waiting (gold), under way (blue), done (green), stopped (red/default). */
export function statusColor(status: OrderStatus): string {
  switch (status) {
    case 'pending_payment':
      return 'gold';
    case 'paid':
    case 'accepted':
      return 'blue';
    case 'shipped':
    case 'delivered':
      return 'cyan';
    case 'completed':
      return 'green';
    case 'disputed':
      return 'volcano';
    case 'refunded':
      return 'purple';
    case 'declined':
    case 'cancelled':
      return 'red';
    case 'expired':
      return 'default';
  }
}

/** The happy path, for the progress steps of an order. */
export const MAIN_PATH = [
  'pending_payment',
  'paid',
  'accepted',
  'shipped',
  'delivered',
  'completed',
] as const;

export interface Progress {
  /** Index into MAIN_PATH of the step the order is at (or stopped at). */
  current: number;
  /** The order left the main path there: declined, cancelled, expired, refunded or disputed. */
  stop: OrderStatus | null;
}

/**
 * Where on the main path an order is. An order that left it stopped at the furthest main status
 * its timeline reached (a dispute after delivery stops at "delivered").
 */
export function progressOf(status: OrderStatus, reached: readonly string[]): Progress {
  const onPath = (MAIN_PATH as readonly string[]).indexOf(status);
  if (onPath >= 0) return { current: onPath, stop: null };
  let furthest = 0;
  for (const s of reached) furthest = Math.max(furthest, (MAIN_PATH as readonly string[]).indexOf(s));
  return { current: furthest, stop: status };
}

/** Orders whose list a seller works through first: waiting for them. */
export const SELLER_TODO: readonly OrderStatus[] = ['paid', 'accepted', 'disputed'];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
