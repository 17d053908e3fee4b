import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import type { CacheStore } from '../cache/cache.port.js';
import { MemoryCacheStore } from '../cache/memory-cache.adapter.js';
import { ProblemException } from '../errors/problem.exception.js';
import type { AuthUser } from './auth-user.js';
import { LocalRevocations } from './local-revocations.js';
import { isRevoked, mergeRevocation, type RevocationRecord } from './revocation-records.js';
import { TokenRevocations } from './token-revocations.js';

// 2026-03-01T10:00:00.400Z: a change made 400 ms into a second.
const T = Date.UTC(2026, 2, 1, 10, 0, 0, 400);
const T_SEC = Math.floor(T / 1000);

describe('isRevoked', () => {
  const suspended: RevocationRecord = { at: T };
  const demoted: RevocationRecord = { at: T, role: 'buyer' };

  it('lets every token through when the user has no record', () => {
    expect(isRevoked(undefined, T_SEC - 100, 'admin')).toBe(false);
    expect(isRevoked(undefined, undefined, 'buyer')).toBe(false);
  });

  it('refuses tokens issued in an earlier second, whatever role they carry', () => {
    for (const record of [suspended, demoted]) {
      expect(isRevoked(record, T_SEC - 1, 'admin')).toBe(true);
      expect(isRevoked(record, T_SEC - 1, 'buyer')).toBe(true);
      expect(isRevoked(record, T_SEC - 540, 'buyer')).toBe(true);
    }
  });

  it('accepts tokens issued in a later second', () => {
    for (const record of [suspended, demoted]) {
      expect(isRevoked(record, T_SEC + 1, 'admin')).toBe(false);
      expect(isRevoked(record, T_SEC + 1, 'buyer')).toBe(false);
    }
  });

  it('in the second of the change, accepts only a token that already carries the new role', () => {
    expect(isRevoked(demoted, T_SEC, 'buyer')).toBe(false);
    expect(isRevoked(demoted, T_SEC, 'admin')).toBe(true);
    // A suspended user gets no new token at all, so nothing from that second can be told apart.
    expect(isRevoked(suspended, T_SEC, 'buyer')).toBe(true);
  });

  it('refuses a token without a usable iat once the user has a record', () => {
    expect(isRevoked(suspended, undefined, 'buyer')).toBe(true);
    expect(isRevoked(demoted, '1700000000', 'buyer')).toBe(true);
    expect(isRevoked(demoted, Number.NaN, 'buyer')).toBe(true);
  });
});

describe('mergeRevocation', () => {
  it('keeps the later change, whichever order they arrive in', () => {
    const early: RevocationRecord = { at: T, role: 'seller' };
    const late: RevocationRecord = { at: T + 5_000 };
    expect(mergeRevocation(undefined, early)).toEqual(early);
    expect(mergeRevocation(early, late)).toEqual(late);
    expect(mergeRevocation(late, early)).toEqual(late);
  });

  it('drops the role when two changes of the same millisecond disagree on it', () => {
    expect(mergeRevocation({ at: T, role: 'seller' }, { at: T, role: 'seller' })).toEqual({
      at: T,
      role: 'seller',
    });
    expect(mergeRevocation({ at: T, role: 'seller' }, { at: T })).toEqual({ at: T });
    expect(mergeRevocation({ at: T }, { at: T, role: 'buyer' })).toEqual({ at: T });
  });
});

describe('TokenRevocations', () => {
  let cache: MemoryCacheStore;
  let revocations: TokenRevocations;
  const user = (id: string, role: AuthUser['role'] = 'seller'): AuthUser => ({
    id,
    role,
    email: `${id}@example.org`,
    verified: true,
  });
  const nowSec = () => Math.floor(Date.now() / 1000);
  const outcome = (p: Promise<void>) =>
    p.then(
      () => 'ok',
      (e: unknown) => (e instanceof ProblemException ? `${e.getStatus()} ${e.code}` : String(e)),
    );

  beforeEach(() => {
    cache = new MemoryCacheStore();
    revocations = new TokenRevocations(cache, { service: 'test' });
  });
  afterEach(() => cache.close());

  it('refuses the user’s older tokens only, and no other user’s', async () => {
    await revocations.revoke('u1', new Date(Date.now() - 2_000));
    expect(await outcome(revocations.assertNotRevoked(user('u1'), nowSec() - 60))).toBe(
      '401 auth.token_revoked',
    );
    expect(await outcome(revocations.assertNotRevoked(user('u1'), nowSec()))).toBe('ok');
    expect(await outcome(revocations.assertNotRevoked(user('u2'), nowSec() - 60))).toBe('ok');
  });

  it('keeps the record a little longer than a token lives, and no longer', async () => {
    const set = jest.spyOn(cache, 'set');
    const at = new Date(Date.now() - 1_000);
    await revocations.revoke('u1', at);
    const ttl = set.mock.calls[0]![2]!;
    expect(ttl).toBeGreaterThan(600_000 - 1_000);
    expect(ttl).toBeLessThanOrEqual(660_000 - 1_000 + 50);
  });

  it('records nothing for a change older than any token still alive (a replay from the log)', async () => {
    await revocations.revoke('u1', new Date(Date.now() - 11 * 60_000));
    expect(cache.size).toBe(0);
    expect(await outcome(revocations.assertNotRevoked(user('u1'), nowSec() - 700))).toBe('ok');
  });

  it('is not undone by a redelivered older event', async () => {
    const first = new Date(Date.now() - 3_000);
    const second = new Date(Date.now() - 1_000);
    await revocations.revoke('u1', second);
    await revocations.revoke('u1', first, 'admin');
    expect(await cache.get('auth:revoked:u1')).toEqual({ at: second.getTime() });
  });

  const broken: CacheStore = {
    get: () => Promise.reject(new Error('redis away')),
    set: () => Promise.reject(new Error('redis away')),
    delete: () => Promise.reject(new Error('redis away')),
  };

  it('without the store, checks against its own copy of the events: refuses the revoked, passes the rest', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const checks = new TokenRevocations(broken, { service: 'test' });
    // The store write fails too; the revocation is kept all the same.
    await checks.revoke('u1', new Date(Date.now() - 2_000));
    await checks.revokeSessions(['s-gone'], new Date());
    expect(await outcome(checks.assertNotRevoked(user('u1'), nowSec() - 60))).toBe('401 auth.token_revoked');
    expect(await outcome(checks.assertNotRevoked(user('u2'), nowSec() - 60))).toBe('ok');
    expect(
      await outcome(checks.assertNotRevoked({ ...user('u3'), sessionId: 's-gone' }, nowSec() - 60)),
    ).toBe('401 auth.session_revoked');
    expect(await outcome(checks.assertNotRevoked({ ...user('u3'), sessionId: 's-live' }, nowSec()))).toBe(
      'ok',
    );
    // Logged once for the outage, not once per request.
    for (let i = 0; i < 5; i++) await checks.assertNotRevoked(user('u2'), nowSec());
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('answers 503, not a pass, when the store cannot be read and nothing feeds its own copy', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const checks = new TokenRevocations(broken, { service: 'test', consume: false });
    expect(await outcome(checks.assertNotRevoked(user('u1'), nowSec()))).toBe('503 auth.unavailable');
  });

  it('still refuses what only its own copy knows once the store answers again', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    let away = true;
    const flaky: CacheStore = {
      get: (k) => (away ? Promise.reject(new Error('redis away')) : cache.get(k)),
      set: (k, v, t) => (away ? Promise.reject(new Error('redis away')) : cache.set(k, v, t)),
      delete: (k) => cache.delete(k),
    };
    const checks = new TokenRevocations(flaky, { service: 'test' });
    await checks.revoke('u1', new Date(Date.now() - 2_000));
    await checks.revokeSessions(['s1'], new Date());
    away = false;
    expect(await cache.get('auth:revoked:u1')).toBeUndefined();
    expect(await outcome(checks.assertNotRevoked(user('u1'), nowSec() - 60))).toBe('401 auth.token_revoked');
    expect(await outcome(checks.assertNotRevoked({ ...user('u9'), sessionId: 's1' }, nowSec()))).toBe(
      '401 auth.session_revoked',
    );
  });
});

describe('session revocations', () => {
  let cache: MemoryCacheStore;
  let revocations: TokenRevocations;
  const session = (id: string, sessionId?: string): AuthUser => ({
    id,
    role: 'buyer',
    email: `${id}@example.org`,
    verified: true,
    ...(sessionId ? { sessionId } : {}),
  });
  const nowSec = () => Math.floor(Date.now() / 1000);
  const outcome = (p: Promise<void>) =>
    p.then(
      () => 'ok',
      (e: unknown) => (e instanceof ProblemException ? `${e.getStatus()} ${e.code}` : String(e)),
    );

  beforeEach(() => {
    cache = new MemoryCacheStore();
    revocations = new TokenRevocations(cache, { service: 'test' });
  });
  afterEach(() => cache.close());

  it('refuses every token of a revoked session, even one issued a moment ago, and no other session', async () => {
    await revocations.revokeSessions(['s1', 's2'], new Date());
    for (const iat of [nowSec() - 300, nowSec(), nowSec() + 1])
      expect(await outcome(revocations.assertNotRevoked(session('u1', 's1'), iat))).toBe(
        '401 auth.session_revoked',
      );
    expect(await outcome(revocations.assertNotRevoked(session('u1', 's2'), nowSec()))).toBe(
      '401 auth.session_revoked',
    );
    expect(await outcome(revocations.assertNotRevoked(session('u1', 's3'), nowSec()))).toBe('ok');
    // A token without a session claim is judged by the user's record alone.
    expect(await outcome(revocations.assertNotRevoked(session('u1'), nowSec()))).toBe('ok');
  });

  it('answers with a problem of its own, 401 with an invalid_token challenge', async () => {
    await revocations.revokeSessions(['s1'], new Date());
    const error = await revocations.assertNotRevoked(session('u1', 's1'), nowSec()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemException);
    expect((error as ProblemException).code).toBe('auth.session_revoked');
    expect((error as ProblemException).headers['WWW-Authenticate']).toMatch(/^Bearer error="invalid_token"/);
  });

  it('keeps a session record in the store for the token lifetime plus a minute, one key per session', async () => {
    const set = jest.spyOn(cache, 'set');
    await revocations.revokeSessions(['s1', 's1', ''], new Date(Date.now() - 1_000));
    expect(set).toHaveBeenCalledTimes(1);
    expect(set.mock.calls[0]![0]).toBe('auth:revoked-session:s1');
    const ttl = set.mock.calls[0]![2]!;
    expect(ttl).toBeGreaterThan(660_000 - 1_000 - 50);
    expect(ttl).toBeLessThanOrEqual(660_000 - 1_000);
  });

  it('records nothing for a session revoked longer ago than any token lives', async () => {
    await revocations.revokeSessions(['s-old'], new Date(Date.now() - 11 * 60_000));
    expect(cache.size).toBe(0);
    expect(await outcome(revocations.assertNotRevoked(session('u1', 's-old'), nowSec() - 700))).toBe('ok');
  });

  it("another replica's record in the shared store is enough", async () => {
    const other = new TokenRevocations(cache, { service: 'test' });
    await other.revokeSessions(['s1'], new Date());
    expect(await outcome(revocations.assertNotRevoked(session('u1', 's1'), nowSec()))).toBe(
      '401 auth.session_revoked',
    );
  });

  it('a replica-group record stays in this process and never touches the store', async () => {
    const set = jest.spyOn(cache, 'set');
    await revocations.revokeSessions(['s1'], new Date(), { store: false });
    await revocations.revoke('u2', new Date(Date.now() - 2_000), undefined, { store: false });
    expect(set).not.toHaveBeenCalled();
    expect(await outcome(revocations.assertNotRevoked(session('u1', 's1'), nowSec()))).toBe(
      '401 auth.session_revoked',
    );
    expect(await outcome(revocations.assertNotRevoked(session('u2'), nowSec() - 60))).toBe(
      '401 auth.token_revoked',
    );
  });
});

describe('LocalRevocations', () => {
  let now = Date.UTC(2026, 2, 1, 10, 0, 0);
  const clock = () => now;

  it('forgets a record once its tokens have all expired, so memory stays bounded', () => {
    const local = new LocalRevocations(clock);
    local.recordUser('u1', { at: now }, now + 660_000);
    local.recordSession('s1', now + 660_000);
    now += 659_000;
    expect(local.user('u1')).toEqual({ at: now - 659_000 });
    expect(local.sessionRevoked('s1')).toBe(true);
    now += 1_000;
    expect(local.user('u1')).toBeUndefined();
    expect(local.sessionRevoked('s1')).toBe(false);
    expect(local.size).toBe(0);
  });

  it('sweeps expired records it is never asked about again', () => {
    const local = new LocalRevocations(clock);
    for (let i = 0; i < 1_000; i++) local.recordSession(`s${i}`, now + 660_000);
    expect(local.size).toBe(1_000);
    now += 661_000;
    local.recordSession('fresh', now + 660_000);
    expect(local.size).toBe(1);
  });

  it('keeps the later of two user records, whatever order they come in', () => {
    const local = new LocalRevocations(clock);
    local.recordUser('u1', { at: now, role: 'buyer' }, now + 660_000);
    local.recordUser('u1', { at: now - 5_000 }, now - 5_000 + 660_000);
    expect(local.user('u1')).toEqual({ at: now, role: 'buyer' });
  });
});
