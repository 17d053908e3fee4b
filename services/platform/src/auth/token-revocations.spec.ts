import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import type { CacheStore } from '../cache/cache.port.js';
import { MemoryCacheStore } from '../cache/memory-cache.adapter.js';
import { ProblemException } from '../errors/problem.exception.js';
import type { AuthUser } from './auth-user.js';
import { isRevoked, mergeRevocation, TokenRevocations, type RevocationRecord } from './token-revocations.js';

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

  it('answers 503, not a pass, when the store cannot be read', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const broken: CacheStore = {
      get: () => Promise.reject(new Error('redis away')),
      set: () => Promise.resolve(),
      delete: () => Promise.resolve(),
    };
    const checks = new TokenRevocations(broken, { service: 'test' });
    expect(await outcome(checks.assertNotRevoked(user('u1'), nowSec()))).toBe('503 auth.unavailable');
  });
});
