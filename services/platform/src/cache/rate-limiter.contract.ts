import { sleep, type Subject, unique } from './cache-contract.helpers.js';

/** Part of cacheContract: an exact sliding window, atomic under concurrency. */
export function rateLimiterContract(adapters: Subject): void {
  describe('RateLimiter', () => {
    const MINUTE = 60_000;

    it('allows exactly `limit` hits, then refuses until the oldest leaves the window', async () => {
      const key = unique('exact');
      const decisions = [];
      for (let i = 0; i < 4; i++) decisions.push(await adapters().rateLimiter.hit(key, 3, MINUTE));
      expect(decisions.slice(0, 3)).toEqual([
        { allowed: true, remaining: 2, retryAfterMs: 0 },
        { allowed: true, remaining: 1, retryAfterMs: 0 },
        { allowed: true, remaining: 0, retryAfterMs: 0 },
      ]);
      expect(decisions[3]).toMatchObject({ allowed: false, remaining: 0 });
      expect(decisions[3]!.retryAfterMs).toBeGreaterThan(MINUTE - 5_000);
      expect(decisions[3]!.retryAfterMs).toBeLessThanOrEqual(MINUTE);
    });

    it('check() answers like hit() without counting', async () => {
      const key = unique('check');
      for (let i = 0; i < 5; i++)
        expect(await adapters().rateLimiter.check(key, 2, MINUTE)).toEqual({
          allowed: true,
          remaining: 2,
          retryAfterMs: 0,
        });
      expect((await adapters().rateLimiter.hit(key, 2, MINUTE)).allowed).toBe(true);
      expect(await adapters().rateLimiter.check(key, 2, MINUTE)).toEqual({
        allowed: true,
        remaining: 1,
        retryAfterMs: 0,
      });
      expect((await adapters().rateLimiter.hit(key, 2, MINUTE)).allowed).toBe(true);
      const locked = await adapters().rateLimiter.check(key, 2, MINUTE);
      expect(locked.allowed).toBe(false);
      expect(locked.retryAfterMs).toBeGreaterThan(0);
    });

    it('locks an account after 10 failed sign-ins in 15 minutes', async () => {
      const key = unique('signin');
      const window = 15 * MINUTE;
      for (let i = 0; i < 10; i++) {
        expect((await adapters().rateLimiter.check(key, 10, window)).allowed).toBe(true);
        await adapters().rateLimiter.hit(key, 10, window);
      }
      const locked = await adapters().rateLimiter.check(key, 10, window);
      expect(locked.allowed).toBe(false);
      expect(locked.retryAfterMs).toBeGreaterThan(window - 5_000);
      // Refused attempts are not counted, so they do not push the unlock time back.
      await adapters().rateLimiter.hit(key, 10, window);
      expect((await adapters().rateLimiter.check(key, 10, window)).retryAfterMs).toBeLessThanOrEqual(
        locked.retryAfterMs,
      );
    });

    it('allows hits again once retryAfterMs has passed', async () => {
      const key = unique('reset-after-window');
      await adapters().rateLimiter.hit(key, 2, 300);
      await adapters().rateLimiter.hit(key, 2, 300);
      const refused = await adapters().rateLimiter.hit(key, 2, 300);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(300);
      await sleep(refused.retryAfterMs + 50);
      expect(await adapters().rateLimiter.hit(key, 2, 300)).toEqual({
        allowed: true,
        remaining: 1,
        retryAfterMs: 0,
      });
    });

    it('slides: each hit leaves the window on its own schedule', async () => {
      const key = unique('sliding');
      await adapters().rateLimiter.hit(key, 2, 600);
      await sleep(300);
      await adapters().rateLimiter.hit(key, 2, 600);
      const first = await adapters().rateLimiter.hit(key, 2, 600);
      expect(first.allowed).toBe(false);
      // Only the first hit has to age out: about 300 ms, not a whole window.
      expect(first.retryAfterMs).toBeGreaterThan(0);
      expect(first.retryAfterMs).toBeLessThan(350);
      await sleep(first.retryAfterMs + 50);
      expect(await adapters().rateLimiter.hit(key, 2, 600)).toMatchObject({ allowed: true, remaining: 0 });
      const second = await adapters().rateLimiter.hit(key, 2, 600);
      expect(second.allowed).toBe(false);
      expect(second.retryAfterMs).toBeLessThan(600);
    });

    it('keeps keys independent', async () => {
      const a = unique('key-a');
      const b = unique('key-b');
      await adapters().rateLimiter.hit(a, 1, MINUTE);
      expect((await adapters().rateLimiter.hit(a, 1, MINUTE)).allowed).toBe(false);
      expect(await adapters().rateLimiter.hit(b, 1, MINUTE)).toEqual({
        allowed: true,
        remaining: 0,
        retryAfterMs: 0,
      });
    });

    it('reset() clears a key', async () => {
      const key = unique('reset');
      await adapters().rateLimiter.hit(key, 1, MINUTE);
      expect((await adapters().rateLimiter.hit(key, 1, MINUTE)).allowed).toBe(false);
      await adapters().rateLimiter.reset(key);
      await adapters().rateLimiter.reset(unique('never-used'));
      expect(await adapters().rateLimiter.hit(key, 1, MINUTE)).toEqual({
        allowed: true,
        remaining: 0,
        retryAfterMs: 0,
      });
    });

    it('allows exactly `limit` of many concurrent hits', async () => {
      const key = unique('concurrent');
      const decisions = await Promise.all(
        Array.from({ length: 50 }, () => adapters().rateLimiter.hit(key, 10, MINUTE)),
      );
      const allowed = decisions.filter((d) => d.allowed);
      expect(allowed).toHaveLength(10);
      expect(allowed.map((d) => d.remaining).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const refused of decisions.filter((d) => !d.allowed)) {
        expect(refused.remaining).toBe(0);
        expect(refused.retryAfterMs).toBeGreaterThan(0);
      }
    });

    it('refuses nonsensical limits and windows', async () => {
      const key = unique('invalid');
      await expect(adapters().rateLimiter.hit(key, 0, MINUTE)).rejects.toThrow(RangeError);
      await expect(adapters().rateLimiter.hit(key, 1.5, MINUTE)).rejects.toThrow(RangeError);
      await expect(adapters().rateLimiter.check(key, 1, 0)).rejects.toThrow(RangeError);
      await expect(adapters().rateLimiter.hit(key, 1, Number.POSITIVE_INFINITY)).rejects.toThrow(RangeError);
    });
  });
}
