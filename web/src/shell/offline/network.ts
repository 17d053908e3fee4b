import { ApiError } from '../../api/problem';

/**
 * The two rules the screens need before the outbox itself loads (outbox-send.ts is fetched only
 * once something is queued or after the first paint, so it stays out of the entry chunk).
 */

/** The queue a person's actions belong to: theirs when signed in, the visitor's otherwise. */
export const ownerOf = (userId: string | null | undefined): string => (userId ? `user:${userId}` : 'guest');

/**
 * A request that got no answer at all (offline, connection dropped): worth queueing. An answer, even
 * an error, means the server was reached. fetch rejects with a TypeError for these; `navigator.onLine`
 * also covers the few browsers that reject otherwise while offline.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}
