/**
 * How a failed delivery is treated. Two kinds, and the difference decides whether an event can be
 * lost to an outage:
 *
 * - poison: the record itself is wrong (it does not decode, its payload is invalid, the handler
 *   refused it as a client error would be refused). Retrying cannot help, so it is dead-lettered
 *   at once and the group goes on.
 * - transient: anything else — a database or Redis connection, the network, a timeout, and also an
 *   error nobody classified. It is retried with growing pauses for as long as it takes, holding
 *   back that partition only (per-key order forbids skipping it). Unknown errors count as transient
 *   because dead-lettering them would lose an audit entry or an e-mail to a one-second blip, while
 *   retrying a real bug costs only a stalled partition, which the consumer lag metric and the log
 *   line per failed attempt show, and which a fix and a restart release with nothing lost.
 */
export class PoisonMessageError extends Error {
  override readonly name = 'PoisonMessageError';
  /** Marks the error across module copies, where `instanceof` may not hold. */
  readonly poison = true as const;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export function isPoisonMessage(error: unknown): boolean {
  return (
    error instanceof PoisonMessageError ||
    (typeof error === 'object' && error !== null && (error as { poison?: unknown }).poison === true)
  );
}

export type FailureKind = 'poison' | 'transient';

export interface RetryPolicy {
  /**
   * Attempts in all for a transiently failing record before it is dead-lettered anyway
   * (`transient_exhausted`). Default: no limit — see above why.
   */
  maxAttempts: number;
  /** Pause after the first failure; it doubles with each further one, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: Number.POSITIVE_INFINITY,
  backoffMs: 200,
  maxBackoffMs: 30_000,
};

export function retryPolicy(partial: Partial<RetryPolicy> | undefined): RetryPolicy {
  const policy = { ...DEFAULT_RETRY, ...partial };
  if (!(policy.maxAttempts >= 1)) throw new Error('subscribe: retry.maxAttempts must be at least 1');
  if (!(policy.backoffMs >= 0) || !(policy.maxBackoffMs >= policy.backoffMs))
    throw new Error('subscribe: retry needs 0 <= backoffMs <= maxBackoffMs');
  return policy;
}

/**
 * The pause after failed attempt `attempt` (1-based): exponential, capped, with "equal jitter"
 * (between half and all of the step), so consumers that failed together do not all come back in
 * the same millisecond, yet every pause still grows.
 */
export function retryDelay(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const step = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(step / 2 + (random() * step) / 2);
}

/**
 * `publish()` refused a record for what it is (too large, an invalid or forbidden topic), so
 * sending it again cannot work. The outbox relay sets such a row aside instead of retrying it
 * forever in front of the rows behind it. Every other publish error is an outage: try again.
 */
export class RecordRejectedError extends Error {
  override readonly name = 'RecordRejectedError';
  readonly rejected = true as const;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export function isRecordRejected(error: unknown): boolean {
  return (
    error instanceof RecordRejectedError ||
    (typeof error === 'object' && error !== null && (error as { rejected?: unknown }).rejected === true)
  );
}
