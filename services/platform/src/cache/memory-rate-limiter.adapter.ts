import type { RateLimitDecision, RateLimiter } from './cache.port.js';
import { assertLimit, settle } from './cache.util.js';

export interface MemoryRateLimiterOptions {
  /** How often keys with no hit left inside their window are forgotten. Default 60 s. */
  sweepIntervalMs?: number;
  /** Monotonic milliseconds; injectable for tests. */
  now?: () => number;
}

interface Window {
  /** Times of counted hits, oldest first. */
  hits: number[];
  windowMs: number;
}

/**
 * Sliding-window log, the same algorithm as the Redis adapter. Every call runs to completion on the
 * event loop, so concurrent hits are already serialised.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout;

  constructor(options: MemoryRateLimiterOptions = {}) {
    this.now = options.now ?? (() => performance.now());
    this.timer = setInterval(() => this.sweep(), options.sweepIntervalMs ?? 60_000);
    this.timer.unref();
  }

  get size(): number {
    return this.windows.size;
  }

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    return settle(() => this.decide(key, limit, windowMs, true));
  }

  check(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    return settle(() => this.decide(key, limit, windowMs, false));
  }

  reset(key: string): Promise<void> {
    return settle(() => {
      this.windows.delete(key);
    });
  }

  /** Forgets keys whose hits have all left their window. */
  sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      prune(window.hits, now - window.windowMs);
      if (window.hits.length === 0) this.windows.delete(key);
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.windows.clear();
  }

  private decide(key: string, limit: number, rawWindowMs: number, count: boolean): RateLimitDecision {
    const windowMs = assertLimit(limit, rawWindowMs);
    const now = this.now();
    const window = this.windows.get(key) ?? { hits: [], windowMs };
    prune(window.hits, now - windowMs);
    let used = window.hits.length;
    if (used < limit) {
      if (count) {
        window.hits.push(now);
        window.windowMs = windowMs;
        this.windows.set(key, window);
        used += 1;
      }
      return { allowed: true, remaining: limit - used, retryAfterMs: 0 };
    }
    // The hit that must age out before one more fits (the oldest, unless the limit was lowered).
    const blocking = window.hits[used - limit] ?? now;
    return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, Math.ceil(blocking + windowMs - now)) };
  }
}

/** Removes hits at or before `cutoff` from the front of an ascending list. */
function prune(hits: number[], cutoff: number): void {
  let stale = 0;
  while (stale < hits.length && (hits[stale] ?? Infinity) <= cutoff) stale += 1;
  if (stale > 0) hits.splice(0, stale);
}
