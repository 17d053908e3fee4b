import { MemoryRateLimiter } from '@sokoni/platform/cache';
import type { IdentityConfig } from '../identity.config.js';
import { SignInThrottle, type Admission } from './sign-in-throttle.js';

const settings = {
  SIGN_IN_ADDRESS_LIMIT: 10,
  SIGN_IN_ADDRESS_WINDOW_MS: 15 * 60_000,
  SIGN_IN_ACCOUNT_FREE_FAILURES: 5,
  SIGN_IN_ACCOUNT_FIRST_DELAY_MS: 1_000,
  SIGN_IN_ACCOUNT_MAX_DELAY_MS: 60_000,
} as IdentityConfig;

describe('SignInThrottle', () => {
  let clock: number;
  let limiter: MemoryRateLimiter;
  let throttle: SignInThrottle;
  beforeEach(() => {
    clock = 1_000_000;
    limiter = new MemoryRateLimiter({ now: () => clock });
    throttle = new SignInThrottle(limiter, settings);
  });
  afterEach(() => limiter.close());

  const admitted = (a: Admission): Extract<Admission, { admitted: true }> => {
    if (!a.admitted) throw new Error(`refused, retry after ${a.retryAfterMs} ms`);
    return a;
  };
  /** One whole wrong guess: admitted, then failed. */
  const fail = async (email: string, ip: string) => {
    const a = await throttle.admit(email, ip);
    if (a.admitted) await a.failed();
    return a;
  };

  it('admits no more than the address limit of concurrent guesses from one address', async () => {
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) => throttle.admit(`victim${i}@example.org`, '198.51.100.7')),
    );
    expect(all.filter((a) => a.admitted)).toHaveLength(10);
    const refused = all.filter((a) => !a.admitted);
    expect(refused.every((a) => a.retryAfterMs > 0 && a.retryAfterMs <= 15 * 60_000)).toBe(true);
  });

  it('gives a successful attempt back to its address, so an office behind one address is not locked out', async () => {
    for (let i = 0; i < 25; i++)
      await admitted(await throttle.admit(`staff${i}@example.org`, '203.0.113.5')).succeeded();
    expect((await throttle.admit('one.more@example.org', '203.0.113.5')).admitted).toBe(true);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 10; i++) await fail(`x${i}@example.org`, `2001:db8:1:2::${i.toString(16)}`);
    expect((await throttle.admit('y@example.org', '2001:db8:1:2:ffff::1')).admitted).toBe(false);
    expect((await throttle.admit('y@example.org', '2001:db8:1:3::1')).admitted).toBe(true);
  });

  it('lets through only the free attempts of one account when guesses come from many addresses at once', async () => {
    const all = await Promise.all(
      Array.from({ length: 30 }, (_, i) => throttle.admit('owner@example.org', `192.0.2.${i + 1}`)),
    );
    expect(all.filter((a) => a.admitted)).toHaveLength(5);
  });

  it('then makes each further attempt on the account wait a doubling delay, capped at a minute', async () => {
    for (let i = 0; i < 5; i++) expect((await fail('owner@example.org', `192.0.2.${i}`)).admitted).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const refused = await throttle.admit('owner@example.org', `198.51.100.${i}`);
      expect(refused.admitted).toBe(false);
      if (refused.admitted) return;
      waits.push(refused.retryAfterMs);
      // Parallel attempts during the wait are refused too: one attempt per delay.
      const twins = await Promise.all(
        [1, 2, 3].map(() => throttle.admit('owner@example.org', '198.51.100.200')),
      );
      expect(twins.some((a) => a.admitted)).toBe(false);
      clock += refused.retryAfterMs;
      const after = await Promise.all(
        [1, 2, 3].map(() => throttle.admit('owner@example.org', '198.51.100.201')),
      );
      const through = after.filter((a) => a.admitted);
      expect(through).toHaveLength(1);
      await admitted(through[0]!).failed();
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('never locks the owner out: after the wait the right password gets in, and the failures are forgotten', async () => {
    for (let failures = 0, i = 0; failures < 20; i++) {
      const a = await fail('owner@example.org', `192.0.2.${i % 200}`);
      if (a.admitted) failures++;
      else clock += a.retryAfterMs;
    }
    const refused = await throttle.admit('owner@example.org', '203.0.113.9');
    expect(refused.admitted).toBe(false);
    if (refused.admitted) return;
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    clock += refused.retryAfterMs;
    await admitted(await throttle.admit('owner@example.org', '203.0.113.9')).succeeded();
    // A fresh start: the free attempts are back.
    for (let i = 0; i < 5; i++) expect((await fail('owner@example.org', '203.0.113.9')).admitted).toBe(true);
  });

  it('forgets an account’s failures after an hour', async () => {
    for (let i = 0; i < 8; i++) {
      const a = await fail('owner@example.org', `192.0.2.${i}`);
      if (!a.admitted) clock += a.retryAfterMs;
    }
    clock += 3600 * 1000 + 1;
    for (let i = 0; i < 5; i++) expect((await fail('owner@example.org', '192.0.2.99')).admitted).toBe(true);
  });

  it('gives an abandoned attempt back to both its address and its account', async () => {
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) => throttle.admit(`a${i}@example.org`, '198.51.100.1')),
    );
    for (const a of all) await admitted(a).abandoned();
    expect((await throttle.admit('b@example.org', '198.51.100.1')).admitted).toBe(true);
  });
});
