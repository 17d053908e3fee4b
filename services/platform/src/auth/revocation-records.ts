import type { Role } from './auth-user.js';

/**
 * "Access tokens of this user issued before `at` are no longer valid", kept per user id. `role` is
 * set when a role change caused it: the role the user has now.
 */
export interface RevocationRecord {
  /** When identity made the change (the event's occurred-at), ms since the epoch. */
  at: number;
  role?: Role;
}

/**
 * Whether an access token issued at `issuedAtSec` (its `iat`) to a user now carrying `role` is
 * refused by `record`.
 *
 * `iat` and `record.at` are both read from identity's clock (it signs the token and writes the
 * event, DESIGN §4), so comparing them is sound whichever host verifies; the verifying host's own
 * clock plays no part. Replicas of identity are NTP-synchronised, which is well inside the
 * one-second granularity handled here.
 *
 * `iat` has whole seconds, so a token from the very second of the change may be older or newer than
 * it. Such a token is refused unless it already carries the role the change gave: that one was
 * issued after the change (the refresh the front ends make on a 401), while one with the old role,
 * or any token of a suspended user, cannot be told apart from a stale one.
 */
export function isRevoked(record: RevocationRecord | undefined, issuedAtSec: unknown, role: Role): boolean {
  if (!record) return false;
  if (typeof issuedAtSec !== 'number' || !Number.isFinite(issuedAtSec)) return true;
  const cutSec = Math.floor(record.at / 1000);
  if (issuedAtSec !== cutSec) return issuedAtSec < cutSec;
  return record.role === undefined || record.role !== role;
}

/**
 * The record after another change: the later one wins (a redelivered or late older event changes
 * nothing). Two changes in the same millisecond keep a role only if both gave the same one.
 */
export function mergeRevocation(
  current: RevocationRecord | undefined,
  next: RevocationRecord,
): RevocationRecord {
  if (!current || next.at > current.at) return next;
  if (next.at < current.at) return current;
  return current.role !== undefined && current.role === next.role ? current : { at: current.at };
}

/** Either record, merged when both exist (the shared store's and this process's copy). */
export function mergeKnown(
  a: RevocationRecord | undefined,
  b: RevocationRecord | undefined,
): RevocationRecord | undefined {
  return b ? mergeRevocation(a, b) : a;
}
