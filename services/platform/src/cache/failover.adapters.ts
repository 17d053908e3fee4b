import type { CacheStore, RateLimitDecision, RateLimiter } from './cache.port.js';
import type { MemoryCacheStore } from './memory-cache.adapter.js';
import type { RedisLink } from './redis-link.js';

/** Keys changed while Redis was away that recovery writes back; past this, the rest expire on their own. */
const DEFAULT_MAX_PENDING = 10_000;

/**
 * Keys written, deleted or reset while Redis was away, oldest first, to be replayed on Redis before
 * the link reports it up again: otherwise a delete made during the outage would be undone by Redis's
 * older copy when it comes back, and a value set meanwhile would vanish.
 */
class PendingKeys {
  private readonly keys = new Set<string>();
  private dropped = 0;

  constructor(private readonly max: number) {}

  add(key: string): void {
    this.keys.delete(key);
    if (this.keys.size >= this.max) {
      this.dropped += 1;
      return;
    }
    this.keys.add(key);
  }

  /** Replays every key (each removed once done, so a failure midway resumes there); returns how many were dropped. */
  async replay(write: (key: string) => Promise<void>): Promise<number> {
    for (const key of [...this.keys]) {
      await write(key);
      this.keys.delete(key);
    }
    const dropped = this.dropped;
    this.dropped = 0;
    return dropped;
  }
}

/**
 * The CacheStore of the distributed run: Redis while it answers, this process's memory while it does
 * not (a miss for whatever only Redis held). Back on Redis, what was set or deleted meanwhile is
 * written there first, and the memory copy is emptied so that a later outage starts clean rather
 * than serving values Redis has since replaced.
 */
export class FailoverCacheStore implements CacheStore {
  private readonly pending: PendingKeys;

  constructor(
    private readonly redis: CacheStore,
    private readonly memory: MemoryCacheStore,
    private readonly link: RedisLink,
    onDropped: (count: number) => void,
    maxPending = DEFAULT_MAX_PENDING,
  ) {
    this.pending = new PendingKeys(maxPending);
    link.onRecover(async () => {
      const dropped = await this.pending.replay(async (key) => {
        const entry = this.memory.peek(key);
        if (entry) await this.redis.set(key, entry.value, entry.ttlMs);
        else await this.redis.delete(key);
      });
      this.memory.clear();
      if (dropped > 0) onDropped(dropped);
    });
  }

  get<T>(key: string): Promise<T | undefined> {
    return this.link.run(
      () => this.redis.get<T>(key),
      () => this.memory.get<T>(key),
    );
  }

  set<T>(key: string, value: T, ttlMs?: number): Promise<void> {
    return this.link.run(
      () => this.redis.set(key, value, ttlMs),
      async () => {
        await this.memory.set(key, value, ttlMs);
        this.pending.add(key);
      },
    );
  }

  delete(key: string): Promise<void> {
    return this.link.run(
      () => this.redis.delete(key),
      async () => {
        await this.memory.delete(key);
        this.pending.add(key);
      },
    );
  }
}

/**
 * The RateLimiter of the distributed run: Redis's shared windows while it answers, a per-process
 * window while it does not (as rate-limiter-flexible's "insurance" limiter): each replica then
 * allows up to the limit on its own, which is looser but never open. Every hit is also counted in
 * the per-process window, in arrival order, before Redis is asked: when Redis stops answering in the
 * middle of a burst (a command timed out under load), the calls it did not answer get the decision
 * this process's own count gives, not a fresh window's, so a burst can never pass `limit` twice.
 * Resets made meanwhile are replayed on Redis when it is back, so an account unlocked during the
 * outage stays unlocked.
 */
export class FailoverRateLimiter implements RateLimiter {
  private readonly resets: PendingKeys;

  constructor(
    private readonly redis: RateLimiter,
    private readonly memory: RateLimiter,
    private readonly link: RedisLink,
    maxPending = DEFAULT_MAX_PENDING,
  ) {
    this.resets = new PendingKeys(maxPending);
    link.onRecover(async () => {
      await this.resets.replay((key) => this.redis.reset(key));
    });
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    const local = await this.memory.hit(key, limit, windowMs);
    return this.link.run(
      () => this.redis.hit(key, limit, windowMs),
      () => Promise.resolve(local),
    );
  }

  check(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    return this.link.run(
      () => this.redis.check(key, limit, windowMs),
      () => this.memory.check(key, limit, windowMs),
    );
  }

  reset(key: string): Promise<void> {
    return this.link.run(
      // The memory window too: hits counted in an earlier outage must not lock the key in the next.
      async () => {
        await Promise.all([this.redis.reset(key), this.memory.reset(key)]);
      },
      async () => {
        await this.memory.reset(key);
        this.resets.add(key);
      },
    );
  }
}
