import { parseMajor, refundSplit, toMinor, type MinorInput, type RefundSplit } from '../shared/money';
import type { DecisionBody, DisputeOutcome, RefundBody } from './trade-actions';

/** What the services accept as a reason (and keep in the audit log). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** Translation keys under app.trade.form (shown under the input). */
export type FieldError =
  | 'reason_too_short'
  | 'reason_too_long'
  | 'amount_empty'
  | 'amount_not_a_number'
  | 'amount_too_many_decimals'
  | 'amount_not_positive'
  | 'amount_unknown_currency'
  | 'amount_too_large'
  | 'amount_not_partial'
  | 'outcome_missing';

/** The inputs of the money forms: a dispute decision has all three, a refund no outcome. */
export type FormField = 'amount' | 'reason' | 'outcome';

export type Validated<B> =
  { ok: true; body: B } | { ok: false; errors: Partial<Record<FormField, FieldError>> };

function reasonError(reason: string): FieldError | undefined {
  const r = reason.trim();
  if (r.length < REASON_MIN) return 'reason_too_short';
  if (r.length > REASON_MAX) return 'reason_too_long';
  return undefined;
}

/** The amount typed, in minor units, or why it cannot be one; at most `max` minor units. */
function amountOf(text: string, currency: string, max: bigint): { minor: bigint } | { error: FieldError } {
  const parsed = parseMajor(text, currency);
  if (!parsed.ok) return { error: `amount_${parsed.error}` };
  if (parsed.minor > max) return { error: 'amount_too_large' };
  // JSON carries amounts as numbers: one beyond 2^53 could not be sent exactly (and no order is that big).
  if (parsed.minor > BigInt(Number.MAX_SAFE_INTEGER)) return { error: 'amount_too_large' };
  return { minor: parsed.minor };
}

/** An order as the admin API gives it, as far as a refund is concerned. */
export interface RefundableOrder {
  escrow?: { heldMinor: MinorInput } | null;
}

/**
 * What a staff refund may return: the order's open hold (trade refunds all of it, or a part with
 * the rest released to the seller). Nothing before the payment was captured and held, or once the
 * hold was released or refunded.
 */
export function refundableOf(order: RefundableOrder): bigint {
  const held = toMinor(order.escrow?.heldMinor ?? null);
  return held !== null && held > 0n ? held : 0n;
}

export interface RefundValues {
  amount: string;
  reason: string;
}

/**
 * A staff refund: an amount in the order's currency, above zero and no more than what is still
 * refundable, and a reason. The amount is always sent, even when it is everything left: the
 * service then refunds what staff saw, not what happens to be left when the request arrives.
 */
export function validateRefund(
  values: RefundValues,
  order: { currency: string; refundableMinor: bigint },
): Validated<RefundBody> {
  const errors: Partial<Record<'amount' | 'reason', FieldError>> = {};
  const amount = amountOf(values.amount, order.currency, order.refundableMinor);
  if ('error' in amount) errors.amount = amount.error;
  const reason = reasonError(values.reason);
  if (reason) errors.reason = reason;
  if (errors.amount || errors.reason || !('minor' in amount)) return { ok: false, errors };
  return { ok: true, body: { amountMinor: Number(amount.minor), reason: values.reason.trim() } };
}

/**
 * What a staff refund moves: the amount back to the buyer and, for a part, the rest released to
 * the seller with the fee pro rata (trade settles it as a dispute decision would). Null while the
 * amount is not a valid one.
 */
export function refundPreview(
  values: RefundValues,
  order: { currency: string; heldMinor: bigint; feeMinor: bigint },
): RefundSplit | null {
  const parsed = parseMajor(values.amount, order.currency);
  if (!parsed.ok || parsed.minor > order.heldMinor) return null;
  return refundSplit(order.heldMinor, order.feeMinor, parsed.minor);
}

export interface DecisionValues {
  outcome: DisputeOutcome | '';
  /** Only read for refund_partial. */
  amount: string;
  reason: string;
}

/**
 * A dispute decision: release to the seller, refund in full, or refund a part — strictly between
 * nothing and the whole order (the two ends are the other outcomes) — with a reason both parties read.
 */
export function validateDecision(
  values: DecisionValues,
  order: { currency: string; amountMinor: bigint },
): Validated<DecisionBody> {
  const errors: Partial<Record<FormField, FieldError>> = {};
  if (!values.outcome) errors.outcome = 'outcome_missing';
  let refundMinor: bigint | undefined;
  if (values.outcome === 'refund_partial') {
    const amount = amountOf(values.amount, order.currency, order.amountMinor);
    if ('error' in amount) errors.amount = amount.error;
    else if (amount.minor >= order.amountMinor) errors.amount = 'amount_not_partial';
    else refundMinor = amount.minor;
  }
  const reason = reasonError(values.reason);
  if (reason) errors.reason = reason;
  if (Object.keys(errors).length > 0 || !values.outcome) return { ok: false, errors };
  const body: DecisionBody = { outcome: values.outcome, reason: values.reason.trim() };
  if (refundMinor !== undefined) body.refundMinor = Number(refundMinor);
  return { ok: true, body };
}

/**
 * What each side gets under an outcome, to show before staff confirm: a partial refund releases
 * the rest to the seller with the fee pro rata (as the ledger's settle computes it). Null while
 * the partial amount is not a valid one.
 */
export function decisionPreview(
  values: DecisionValues,
  order: { currency: string; amountMinor: bigint; feeMinor: bigint },
): RefundSplit | null {
  switch (values.outcome) {
    case 'release':
      return refundSplit(order.amountMinor, order.feeMinor, 0n);
    case 'refund_full':
      return refundSplit(order.amountMinor, order.feeMinor, order.amountMinor);
    case 'refund_partial': {
      const parsed = parseMajor(values.amount, order.currency);
      if (!parsed.ok || parsed.minor >= order.amountMinor) return null;
      return refundSplit(order.amountMinor, order.feeMinor, parsed.minor);
    }
    default:
      return null;
  }
}
