import type { RateLimiter } from '@sokoni/platform/cache';

export type SlotClaim = { slot: string } | { slot: null; retryAfterMs: number };

/**
 * A counter that is taken before the work it guards and can be given back afterwards, built from
 * the limiter's atomic `hit`: `size` keys that each allow one hit per window. A claim takes a free
 * key, so however many requests run at once, at most `size` hold one per window; `release` returns
 * a key (a sign-in that succeeded does not count against its address).
 */
export class AttemptSlots {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly prefix: string,
    private readonly size: number,
    private readonly windowMs: number,
  ) {}

  async claim(id: string): Promise<SlotClaim> {
    // Starting at a random key spreads concurrent claims, so few of them meet a taken key first.
    const start = Math.floor(Math.random() * this.size);
    let retryAfterMs = Infinity;
    for (let i = 0; i < this.size; i++) {
      const slot = `${this.prefix}:${id}:${(start + i) % this.size}`;
      const decision = await this.limiter.hit(slot, 1, this.windowMs);
      if (decision.allowed) return { slot };
      retryAfterMs = Math.min(retryAfterMs, decision.retryAfterMs);
    }
    return { slot: null, retryAfterMs };
  }

  release(slot: string): Promise<void> {
    return this.limiter.reset(slot);
  }

  async clear(id: string): Promise<void> {
    for (let i = 0; i < this.size; i++) await this.limiter.reset(`${this.prefix}:${id}:${i}`);
  }
}
