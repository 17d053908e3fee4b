/** Names of the raw facts (analytics.event.name): what the storefront sends and what domain events become. */
export const BROWSER_EVENT_NAMES = [
  'page_view',
  'product_view',
  'search',
  'add_to_cart',
  'begin_checkout',
  'purchase',
  'sign_up',
  'rfq_submit',
  'experiment_exposure',
] as const;
export type BrowserEventName = (typeof BROWSER_EVENT_NAMES)[number];

export const SERVER_EVENT_NAMES = [
  'user_registered',
  'product_published',
  'rfq_posted',
  'quote_submitted',
  'message_sent',
  'inquiry',
  'checkout_placed',
  'payment_succeeded',
  'payment_failed',
  'order_paid',
  'order_cancelled',
  'fee_revenue',
  'membership_revenue',
  'escrow_held',
  'escrow_released',
  'escrow_refunded',
  'dispute_opened',
  'search_performed',
  'cart_item_added',
  'cart_item_removed',
] as const;
export type ServerEventName = (typeof SERVER_EVENT_NAMES)[number];

export type EventName = BrowserEventName | ServerEventName;

/** One raw fact, as inserted into analytics.event. Optional fields default to "unknown"/none. */
export interface EventRow {
  /** uuidv7; made by the writer when absent. */
  id?: string;
  occurredAt: Date;
  source: 'browser' | 'server';
  name: EventName;
  anonymousId?: string | null;
  userId?: string | null;
  /** ISO 3166 alpha-2 of the user (browser) or the buyer (orders); '' unknown. */
  country?: string;
  /** Top-level category slug; '' none. */
  category?: string;
  sellerId?: string | null;
  productId?: string | null;
  /** US cents. */
  amountUsd?: number;
  /** Validated properties; never personal data. */
  props?: Record<string, unknown>;
}
