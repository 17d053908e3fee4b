/**
 * Trade's statuses and kinds as the service names them (services/trade: order-lifecycle.ts,
 * payment.entities.ts, dispute.entities.ts, ledger/account.ts), with the chip colour of each.
 * Labels live under app.<namespace>.<value>.
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

export const ORDER_COLOURS = {
  pending_payment: 'default',
  paid: 'info',
  accepted: 'info',
  shipped: 'primary',
  delivered: 'primary',
  completed: 'success',
  declined: 'warning',
  cancelled: 'default',
  expired: 'default',
  disputed: 'error',
  refunded: 'warning',
} as const;

/** Where a staff refund is allowed (trade's staff_refund rule): paid and not released yet. */
export const STAFF_REFUNDABLE = ['paid', 'accepted', 'shipped', 'delivered'] as const;

export const PAYMENT_STATUSES = ['created', 'pending', 'succeeded', 'failed', 'refunded'] as const;
export const PAYMENT_COLOURS = {
  created: 'default',
  pending: 'info',
  succeeded: 'success',
  failed: 'error',
  refunded: 'warning',
} as const;

export const PAYMENT_PROVIDERS = ['sandbox', 'paystack', 'flutterwave', 'mpesa'] as const;

export const DISPUTE_STATUSES = ['open', 'decided'] as const;
export const DISPUTE_COLOURS = { open: 'error', decided: 'success' } as const;
export const DISPUTE_REASONS = [
  'not_received',
  'not_as_described',
  'damaged',
  'wrong_item',
  'quantity_short',
  'other',
] as const;

export const ACCOUNT_KINDS = [
  'provider_clearing',
  'escrow',
  'seller_payable',
  'platform_fees',
  'payouts_in_transit',
] as const;

export const LEDGER_OPERATIONS = [
  'capture',
  'hold',
  'release',
  'void',
  'settle',
  'refund',
  'freeze',
  'unfreeze',
  'payout',
  'payout_settled',
  'payout_failed',
] as const;

export const PAYOUT_STATUSES = ['requested', 'pending', 'succeeded', 'failed'] as const;
export const PAYOUT_COLOURS = {
  requested: 'default',
  pending: 'info',
  settled: 'success',
  failed: 'error',
} as const;

/** Refunds to buyers (order_refund): failed and manual ones wait for staff to pay back by hand. */
export const REFUND_STATUSES = ['requested', 'pending', 'succeeded', 'failed', 'manual'] as const;
export const REFUND_COLOURS = {
  requested: 'default',
  pending: 'info',
  succeeded: 'success',
  failed: 'error',
  manual: 'warning',
} as const;
export const REFUND_CAUSES = ['decline', 'cancel', 'staff_refund', 'dispute'] as const;

/** The currencies a buyer may pay in (trade's SUPPORTED_CURRENCIES), for filters. */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CNY',
  'NGN',
  'ZAR',
  'KES',
  'GHS',
  'EGP',
  'MAD',
  'TND',
  'ETB',
  'UGX',
  'TZS',
] as const;

export const choicesOf = (values: readonly string[], namespace: string) =>
  values.map((id) => ({ id, name: `app.${namespace}.${id}` }));

export const currencyChoices = CURRENCIES.map((id) => ({ id, name: id }));
