export const IDEMPOTENCY_OPTIONS = Symbol('IDEMPOTENCY_OPTIONS');

export interface IdempotencyModuleOptions {
  /** How long a key is remembered after its first use (IDEMPOTENCY_RETENTION_HOURS). Default 24. */
  retentionHours?: number;
  /**
   * How long a claim may stay in flight before another request with the key may take it over
   * (IDEMPOTENCY_LOCK_TIMEOUT_SECONDS): what frees the key of a request whose process died. Keep it
   * above the longest an idempotent handler takes. Default 60.
   */
  lockTimeoutSeconds?: number;
  /** Whether this app prunes expired keys (false for one-off commands). Default true. */
  prune?: boolean;
  /** How often to prune. Default one hour. */
  pruneIntervalMs?: number;
}

export interface IdempotencySettingsResolved {
  retentionSeconds: number;
  lockTimeoutSeconds: number;
}

export function resolveIdempotencyOptions(o: IdempotencyModuleOptions): IdempotencySettingsResolved {
  const retentionHours = o.retentionHours ?? 24;
  const lockTimeoutSeconds = o.lockTimeoutSeconds ?? 60;
  if (!(retentionHours > 0) || !(lockTimeoutSeconds > 0)) {
    throw new Error('idempotency retention and lock timeout must be positive');
  }
  return { retentionSeconds: retentionHours * 3600, lockTimeoutSeconds };
}
