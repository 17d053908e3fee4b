/**
 * The rate lock of a checkout: trade converts at the rates of the moment and holds them until
 * `expiresAt` (FX_LOCK_MINUTES); once past, the buyer re-confirms at today's rates before paying.
 * The browser's clock may be off from the server's, so the skew measured on the answer (its Date
 * header) is taken off, and the server's own `expired` always wins.
 */

export interface FxLockLike {
  expiresAt: string;
  /** The server's verdict when it answered. */
  expired: boolean;
}

export interface LockState {
  expired: boolean;
  /** Whole milliseconds left (0 once expired). */
  remainingMs: number;
  /** Under a minute: time to hurry. */
  ending: boolean;
  /** "14:59", or "1:02:03" past the hour. */
  clock: string;
}

export const ENDING_MS = 60_000;

/** Milliseconds as a countdown clock; rounded up, so "0:00" shows only once it is over. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * Where the lock stands at `nowMs` (the browser's clock). `skewMs` is server time minus browser time
 * (see clockSkew): a browser running five minutes fast must not call a fresh lock expired.
 */
export function lockState(lock: FxLockLike, nowMs: number, skewMs = 0): LockState {
  const end = Date.parse(lock.expiresAt);
  const remaining = Number.isNaN(end) ? 0 : end - (nowMs + skewMs);
  const expired = lock.expired || remaining <= 0;
  const remainingMs = expired ? 0 : remaining;
  return {
    expired,
    remainingMs,
    ending: !expired && remainingMs <= ENDING_MS,
    clock: formatRemaining(remainingMs),
  };
}

/**
 * Server time minus browser time, from an answer's Date header (whole seconds, so differences under
 * two seconds are noise and count as none). Unknown without the header.
 */
export function clockSkew(dateHeader: string | null | undefined, receivedAtMs: number): number {
  if (!dateHeader) return 0;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return 0;
  const skew = server - receivedAtMs;
  return Math.abs(skew) < 2000 ? 0 : skew;
}

/** Milliseconds until the countdown's next change of second (for a timer that ticks on the second). */
export function nextTickMs(state: LockState): number {
  if (state.expired) return Infinity;
  const rest = state.remainingMs % 1000;
  return rest === 0 ? 1000 : rest;
}
