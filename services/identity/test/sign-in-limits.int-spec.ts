import { randomInt } from 'node:crypto';
import { PASSWORD, startIdentity, testDatabaseOrSkip, type IdentityTestApp } from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity sign-in limits (integration)');
const slowDb = db && (await testDatabaseOrSkip('identity sign-in limits, short delays (integration)'));
const redisDb =
  process.env.REDIS_URL && db ? await testDatabaseOrSkip('identity sign-in limits on Redis') : null;
const suite = db ? describe : describe.skip;
if (db && !process.env.REDIS_URL) console.warn('SKIP identity sign-in limits on Redis: REDIS_URL is not set');
const redisSuite = redisDb ? describe : describe.skip;

/** Addresses of this run only (198.18.0.0/15, the benchmarking range), sent as the gateway would. */
const net = `198.${18 + randomInt(2)}.${randomInt(256)}`;
const address = (i: number) => `${net}.${i % 256}`;

const login = (app: IdentityTestApp, email: string, password: string, from: string) =>
  app.api('/api/v1/auth/login', {
    method: 'POST',
    json: { email, password },
    headers: { 'x-forwarded-for': from },
  });

/**
 * Sign-in anti-automation over HTTP (OWASP ASVS 2.2): attempts are counted before the password is
 * checked, per client address and per account, and a busy account is slowed, never locked.
 */
suite('identity: sign-in limits (PostgreSQL)', () => {
  let t: IdentityTestApp;
  let slow: IdentityTestApp;

  beforeAll(async () => {
    // A first delay of 5 s: a run of sequential tries on a loaded machine then stays inside it, so
    // the tests see the delay's pattern, not where the machine's pace happened to cross it.
    t = await startIdentity(db!, { SIGN_IN_ACCOUNT_FIRST_DELAY_MS: '5000' });
    // Two free failures, then at most a second between tries.
    slow = await startIdentity(slowDb!, {
      SIGN_IN_ACCOUNT_FREE_FAILURES: '2',
      SIGN_IN_ACCOUNT_MAX_DELAY_MS: '1000',
    });
  });
  afterAll(async () => {
    await slow?.close();
    await t?.close();
  });

  it('checks at most 10 of 30 simultaneous wrong passwords from one address; the rest get 429 and Retry-After', async () => {
    const accounts = await Promise.all(Array.from({ length: 3 }, () => t.register()));
    const from = address(1);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(t, i < 3 ? accounts[i]!.email : `nobody${i}.${net}@example.org`, 'not the password', from),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    for (const r of answers.filter((a) => a.status === 429)) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await r.json()) as any).code).toBe('identity.too_many_attempts');
    }
    // Another address is not affected.
    expect((await login(t, accounts[0]!.email, accounts[0]!.password, address(2))).status).toBe(200);
  });

  it('checks only the free attempts when one account is guessed from 20 addresses at once', async () => {
    const victim = await t.register();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(t, victim.email, 'not the password', address(10 + i))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('slows the owner after failures but never locks them out: after the wait the right password gets in', async () => {
    const owner = await slow.register();
    let wrong = 0;
    for (let i = 0; wrong < 10; i++) {
      const res = await login(slow, owner.email, 'not the password', address(40 + i));
      if (res.status === 401) {
        wrong++;
        continue;
      }
      expect(res.status).toBe(429);
      const wait = Number(res.headers.get('retry-after'));
      // The delay is capped (here at a second): never a lock-out to sit through.
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(1);
      await new Promise((r) => setTimeout(r, wait * 1000 + 50));
    }
    let res = await login(slow, owner.email, PASSWORD, address(99));
    if (res.status === 429) {
      expect(res.headers.get('retry-after')).toBe('1');
      await new Promise((r) => setTimeout(r, 1_050));
      res = await login(slow, owner.email, PASSWORD, address(99));
    }
    expect(res.status).toBe(200);
  });

  it('answers an unknown address exactly as a known account, 429s and Retry-After included', async () => {
    const known = await t.register();
    // Its own per try: a retried test must not start from what the first try counted.
    const unknown = `ghost.${randomInt(1e9)}.${net}@example.org`;
    const sequence = async (email: string, base: number) => {
      const seen: string[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await login(t, email, 'not the password', address(base + i));
        const body: any = await res.json();
        seen.push(`${res.status} ${body.code} ${res.headers.get('retry-after') ?? '-'}`);
      }
      return seen;
    };
    const forKnown = await sequence(known.email, 120);
    const forUnknown = await sequence(unknown, 140);
    expect(forKnown).toEqual(forUnknown);
    expect(forKnown.slice(0, 5)).toEqual(Array(5).fill('401 identity.bad_credentials -'));
    expect(forKnown[5]).toBe('429 identity.too_many_attempts 5');
  });

  it('does not hold successful sign-ins against their address (an office behind one address)', async () => {
    const colleague = await t.register();
    for (let i = 0; i < 15; i++) {
      expect((await login(t, colleague.email, colleague.password, address(200))).status).toBe(200);
    }
  });

  it('tells a short wait in seconds, in the caller’s language', async () => {
    const victim = await t.register();
    for (let i = 0; i < 5; i++) await login(t, victim.email, 'not the password', address(210 + i));
    const res = await t.api('/api/v1/auth/login', {
      method: 'POST',
      json: { email: victim.email, password: 'not the password' },
      headers: { 'x-forwarded-for': address(220), 'accept-language': 'fr' },
    });
    expect(res.status).toBe(429);
    expect(((await res.json()) as any).detail).toMatch(/Patientez 5 seconde/);
  });
});

/** The same counting through Redis, as replicas share it: its script makes each count atomic. */
redisSuite('identity: sign-in limits shared through Redis', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentity(redisDb!, { REDIS_URL: process.env.REDIS_URL! });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('checks at most 10 of 30 simultaneous wrong passwords from one address', async () => {
    const from = address(230);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(t, `redis${i}.${net}@example.org`, 'not the password', from),
      ),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(20);
  });

  it('checks only the free attempts when one account is guessed from 20 addresses at once', async () => {
    const victim = await t.register();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(t, victim.email, 'not the password', `${net}.${i}`)),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(5);
  });
});
