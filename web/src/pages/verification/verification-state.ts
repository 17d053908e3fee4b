import type { components } from '../../api/schema';

/** One submission as its seller sees it (GET /api/v1/supplier-verifications/mine, newest first). */
export type SellerVerification = components['schemas']['SupplierVerification'];

/** What the screen tells the seller about their badge. */
export type VerificationState =
  | { kind: 'none' }
  | { kind: 'pending'; since: string }
  | { kind: 'verified'; until: string | null; since: string | null; renewalRejected: string | null }
  | { kind: 'rejected'; reason: string | null; at: string | null }
  | { kind: 'expired'; at: string | null };

const time = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/**
 * A pending request is under review whatever came before. Otherwise an approval whose date has not
 * passed stands (the expiry job may not have run yet for one that has: it counts as expired), even
 * if a later renewal was rejected. Otherwise the latest decision tells.
 */
export function currentState(list: readonly SellerVerification[], now = Date.now()): VerificationState {
  const newest = [...list].sort((a, b) => time(b.submittedAt) - time(a.submittedAt));
  const pending = newest.find((v) => v.status === 'pending');
  if (pending) return { kind: 'pending', since: pending.submittedAt };

  const valid = newest
    .filter((v) => v.status === 'approved' && (v.expiresAt === null || time(v.expiresAt) > now))
    .sort((a, b) => (time(b.expiresAt) || Infinity) - (time(a.expiresAt) || Infinity))[0];
  const latest = newest[0];
  if (valid) {
    const rejectedLater =
      latest &&
      latest !== valid &&
      latest.status === 'rejected' &&
      time(latest.submittedAt) > time(valid.submittedAt);
    return {
      kind: 'verified',
      until: valid.expiresAt,
      since: valid.decidedAt,
      renewalRejected: rejectedLater ? (latest.reason ?? '') : null,
    };
  }
  if (!latest) return { kind: 'none' };
  if (latest.status === 'rejected') return { kind: 'rejected', reason: latest.reason, at: latest.decidedAt };
  return { kind: 'expired', at: latest.expiresAt };
}

/** The newest submission, whose details the screen repeats and the form starts from. */
export const latestOf = (list: readonly SellerVerification[]): SellerVerification | undefined =>
  [...list].sort((a, b) => time(b.submittedAt) - time(a.submittedAt))[0];

/** A new request is refused while one is under review (409 on the server). */
export const canSubmit = (state: VerificationState): boolean => state.kind !== 'pending';
