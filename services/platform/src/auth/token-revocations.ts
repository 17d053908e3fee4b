import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { CACHE_STORE } from '../cache/cache.module.js';
import type { CacheStore } from '../cache/cache.port.js';
import { ProblemException } from '../errors/problem.exception.js';
import type { AuthUser, Role } from './auth-user.js';

/**
 * "Access tokens of this user issued before `at` are no longer valid", kept per user id in the
 * service's CacheStore. `role` is set when a role change caused it: the role the user has now.
 */
export interface RevocationRecord {
  /** When identity made the change (the event's occurred-at), ms since the epoch. */
  at: number;
  role?: Role;
}

export interface TokenRevocationOptions {
  /** Names the consumer group `<service>.token-revocation`. */
  service: string;
  /**
   * Follow identity's user events (default true). False in one-off commands: they must not join
   * the running service's consumer group and take its events.
   */
  consume?: boolean;
  /** The longest an access token lives, in seconds (identity issues them for 10 minutes). */
  tokenLifetimeSec?: number;
}

export const TOKEN_REVOCATION_OPTIONS = Symbol('sokoni:token-revocation-options');
/** identity's ACCESS_TOKEN_TTL_SECONDS: a longer lifetime there must be passed here too. */
export const DEFAULT_TOKEN_LIFETIME_SEC = 10 * 60;
/** Kept a little past the token lifetime, for the verifier's clock tolerance and a slow consumer. */
const KEEP_EXTRA_MS = 60_000;
const KEY_PREFIX = 'auth:revoked:';

/**
 * Whether an access token issued at `issuedAtSec` (its `iat`) to a user now carrying `role` is
 * refused by `record`.
 *
 * `iat` and `record.at` are both read from identity's clock (it signs the token and writes the
 * event, DESIGN §4), so comparing them is sound whichever host verifies; the verifying host's own
 * clock plays no part. Replicas of identity are NTP-synchronised, which is well inside the
 * one-second granularity handled here.
 *
 * `iat` has whole seconds, so a token from the very second of the change may be older or newer than
 * it. Such a token is refused unless it already carries the role the change gave: that one was
 * issued after the change (the refresh the front ends make on a 401), while one with the old role,
 * or any token of a suspended user, cannot be told apart from a stale one.
 */
export function isRevoked(record: RevocationRecord | undefined, issuedAtSec: unknown, role: Role): boolean {
  if (!record) return false;
  if (typeof issuedAtSec !== 'number' || !Number.isFinite(issuedAtSec)) return true;
  const cutSec = Math.floor(record.at / 1000);
  if (issuedAtSec !== cutSec) return issuedAtSec < cutSec;
  return record.role === undefined || record.role !== role;
}

/**
 * The record after another change: the later one wins (a redelivered or late older event changes
 * nothing). Two changes in the same millisecond keep a role only if both gave the same one.
 */
export function mergeRevocation(
  current: RevocationRecord | undefined,
  next: RevocationRecord,
): RevocationRecord {
  if (!current || next.at > current.at) return next;
  if (next.at < current.at) return current;
  return current.role !== undefined && current.role === next.role ? current : { at: current.at };
}

/** Records revocations (from identity's events) and checks verified tokens against them. */
@Injectable()
export class TokenRevocations {
  private readonly log = new Logger(TokenRevocations.name);
  private readonly keepMs: number;

  constructor(
    @Inject(CACHE_STORE) private readonly cache: CacheStore,
    @Inject(TOKEN_REVOCATION_OPTIONS) options: TokenRevocationOptions,
  ) {
    this.keepMs = (options.tokenLifetimeSec ?? DEFAULT_TOKEN_LIFETIME_SEC) * 1000 + KEEP_EXTRA_MS;
  }

  /**
   * Refuses the user's tokens issued before `at` (`role`: the role a role change gave). Idempotent,
   * so a redelivered event is harmless. A change older than the token lifetime is not recorded:
   * every token it could refuse has expired.
   */
  async revoke(userId: string, at: Date, role?: Role): Promise<void> {
    const next: RevocationRecord = role ? { at: at.getTime(), role } : { at: at.getTime() };
    const key = KEY_PREFIX + userId;
    const record = mergeRevocation(await this.cache.get<RevocationRecord>(key), next);
    const ttlMs = record.at + this.keepMs - Date.now();
    if (ttlMs <= 0) return;
    await this.cache.set(key, record, ttlMs);
  }

  /** One cache read; throws 401 `auth.token_revoked`, or 503 when the store cannot answer. */
  async assertNotRevoked(user: AuthUser, issuedAtSec: unknown): Promise<void> {
    let record: RevocationRecord | undefined;
    try {
      record = await this.cache.get<RevocationRecord>(KEY_PREFIX + user.id);
    } catch (err) {
      // Failing open would let a suspended user back in whenever the cache is away.
      this.log.error(`cannot read token revocations: ${err instanceof Error ? err.message : String(err)}`);
      throw new ProblemException({
        status: HttpStatus.SERVICE_UNAVAILABLE,
        code: 'auth.unavailable',
        headers: { 'Retry-After': '5' },
        cause: err,
      });
    }
    if (isRevoked(record, issuedAtSec, user.role)) throw tokenRevoked();
  }
}

/** 401, so that the front ends refresh: identity refuses a suspended user, and gives a new role. */
export function tokenRevoked(): ProblemException {
  return new ProblemException({
    status: HttpStatus.UNAUTHORIZED,
    code: 'auth.token_revoked',
    headers: {
      'WWW-Authenticate': 'Bearer error="invalid_token", error_description="The access token was revoked"',
    },
  });
}
