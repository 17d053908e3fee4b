/**
 * The payment step after placing: what the buyer is offered for the checkout's latest payment, and
 * where a provider's redirect goes. Pure, so it is tested without a browser.
 */
export type PaymentStatus = 'created' | 'pending' | 'succeeded' | 'failed' | 'refunded';

export interface PaymentLike {
  status: PaymentStatus;
  action: { kind: 'redirect' | 'stk_push'; redirectUrl?: string; customerMessage?: string } | null;
}

export type PaymentStep =
  /** Nothing to do for it: the checkout is paid, expired or cancelled. */
  | { kind: 'none' }
  /** The rates expired: re-confirm before any payment. */
  | { kind: 'reconfirm' }
  /** No payment, or the last one failed (declined, superseded by a re-confirmation): start one. */
  | { kind: 'start'; failed: boolean }
  /** Recorded, not handed to the provider yet: wait. */
  | { kind: 'preparing' }
  /** Go to the provider's page (or the sandbox page). */
  | { kind: 'redirect'; url: string }
  /** Approve the prompt on the phone; the page waits for the answer. */
  | { kind: 'phone'; message: string | null }
  /** Pending with nothing for the buyer to do: the provider's answer is awaited. */
  | { kind: 'waiting' };

export function paymentStep(
  checkoutStatus: string,
  lockExpired: boolean,
  payment: PaymentLike | null,
): PaymentStep {
  if (checkoutStatus !== 'pending_payment') return { kind: 'none' };
  // A payment under way keeps going whatever the clock says: the provider may already hold the money.
  if (payment?.status === 'pending') {
    if (payment.action?.kind === 'redirect' && payment.action.redirectUrl)
      return { kind: 'redirect', url: payment.action.redirectUrl };
    if (payment.action?.kind === 'stk_push')
      return { kind: 'phone', message: payment.action.customerMessage ?? null };
    return { kind: 'waiting' };
  }
  if (payment?.status === 'created') return { kind: 'preparing' };
  // A success is being settled (the checkout turns paid in a moment).
  if (payment?.status === 'succeeded') return { kind: 'waiting' };
  if (lockExpired) return { kind: 'reconfirm' };
  return { kind: 'start', failed: payment !== null };
}

/** Whether the page should keep asking for the checkout (the provider's answer may arrive any time). */
export const awaitsProvider = (step: PaymentStep) =>
  step.kind === 'preparing' || step.kind === 'waiting' || step.kind === 'phone' || step.kind === 'redirect';

export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string } | null;

/**
 * Where a payment's redirect goes: a path of this storefront (the sandbox page) by the router,
 * another site's https page by the browser; anything else (javascript:, data:) nowhere.
 */
export function redirectTarget(url: string, origin: string): RedirectTarget {
  let u: URL;
  try {
    u = new URL(url, origin);
  } catch {
    return null;
  }
  if (u.origin === origin) return { kind: 'internal', path: `${u.pathname}${u.search}${u.hash}` };
  if (u.protocol === 'https:' || (u.protocol === 'http:' && u.hostname === 'localhost'))
    return { kind: 'external', href: u.href };
  return null;
}

/** A payment's final statuses: the sandbox page stops polling at these. */
export const isFinalPayment = (status: PaymentStatus) =>
  status === 'succeeded' || status === 'failed' || status === 'refunded';
