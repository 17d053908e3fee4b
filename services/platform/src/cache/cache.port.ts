/**
 * Ports for the short-lived shared state a service needs besides its database: a JSON cache, rate
 * limits and pub/sub fan-out. Each has a Redis adapter (distributed run) and an in-memory adapter
 * (standalone run); both pass `cache.contract.ts`, so business code never knows which it got.
 */

/** JSON values with an optional time to live. Values come back as copies (JSON round trip). */
export interface CacheStore {
  get<T>(key: string): Promise<T | undefined>;
  /** `ttlMs` must be a positive number of milliseconds; omitted → kept until deleted or evicted. */
  set<T>(key: string, value: T, ttlMs?: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits still allowed in the current window after this call. */
  remaining: number;
  /** 0 when allowed; otherwise how long until a hit would be allowed again. */
  retryAfterMs: number;
}

/**
 * Sliding-window limiter: a key allows at most `limit` counted hits in any `windowMs` span. Refused
 * hits are not counted, so hammering a locked key does not extend the lock. The same key should be
 * used with the same `limit`/`windowMs` each time.
 */
export interface RateLimiter {
  /** Counts a hit if it is allowed. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  /** Answers what `hit` would, without counting (e.g. "is this account locked?" before checking a password). */
  check(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  reset(key: string): Promise<void>;
}

export type MessageListener = (message: string, channel: string) => void | Promise<void>;

/** Fire-and-forget fan-out: subscribers connected at publish time each get the message once; nothing is stored. */
export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once messages published from now on will be delivered; the result unsubscribes (idempotent). */
  subscribe(channel: string, listener: MessageListener): Promise<() => Promise<void>>;
}

/** Where adapters report errors they cannot hand to a caller (a throwing listener, a dropped connection). */
export type ErrorReporter = (error: unknown, context: string) => void;
