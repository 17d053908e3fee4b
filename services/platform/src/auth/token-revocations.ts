import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { CACHE_STORE } from '../cache/cache.tokens.js';
import type { CacheStore } from '../cache/cache.port.js';
import { ProblemException } from '../errors/problem.exception.js';
import type { AuthUser, Role } from './auth-user.js';
import { LocalRevocations } from './local-revocations.js';
import { isRevoked, mergeKnown, mergeRevocation, type RevocationRecord } from './revocation-records.js';

export interface TokenRevocationOptions {
  /** Names the consumer group `<service>.token-revocation`. */
  service: string;
  /**
   * Follow identity's user and session events (default true). False in one-off commands: they must
   * not join the running service's consumer group and take its events.
   */
  consume?: boolean;
  /**
   * Also follow the events in a consumer group of this process alone, so that its local copy holds
   * every revocation and not only those of the partitions it owns in the shared group (members of
   * a group share the partitions). Default: on over Kafka, where a service runs several replicas;
   * off in-process, where the one process already gets every event.
   */
  replicaGroup?: boolean;
  /** The longest an access token lives, in seconds (identity issues them for 10 minutes). */
  tokenLifetimeSec?: number;
}

/** A session that ended: every access token carrying its id as `sid` is refused. */
interface SessionRecord {
  at: number;
}

/** Where a revocation goes: the shared store and this process's copy, or (replica group) the copy only. */
export interface RevokeOptions {
  store?: boolean;
}

export const TOKEN_REVOCATION_OPTIONS = Symbol('sokoni:token-revocation-options');
/** identity's ACCESS_TOKEN_TTL_SECONDS: a longer lifetime there must be passed here too. */
export const DEFAULT_TOKEN_LIFETIME_SEC = 10 * 60;
/** Kept a little past the token lifetime, for the verifier's clock tolerance and a slow consumer. */
const KEEP_EXTRA_MS = 60_000;
const USER_PREFIX = 'auth:revoked:';
const SESSION_PREFIX = 'auth:revoked-session:';

/**
 * Records revocations (from identity's events) and checks verified tokens against them: per user
 * ("tokens issued before T are void": suspension, role change) and per session (its tokens are void:
 * sign-out, password change, refresh-token reuse). Each record goes to the service's CacheStore
 * (shared by the replicas through Redis) and to this process's own copy; a check reads both, and the
 * copy alone while the store cannot answer, so a Redis outage neither lets revoked tokens back in
 * nor turns every request into an error.
 */
@Injectable()
export class TokenRevocations {
  private readonly log = new Logger(TokenRevocations.name);
  private readonly keepMs: number;
  private readonly local = new LocalRevocations();
  /** This process follows the events, so its copy is a full stand-in for the store. */
  private readonly fedLocally: boolean;
  private storeDown = false;

  constructor(
    @Inject(CACHE_STORE) private readonly cache: CacheStore,
    @Inject(TOKEN_REVOCATION_OPTIONS) options: TokenRevocationOptions,
  ) {
    this.keepMs = (options.tokenLifetimeSec ?? DEFAULT_TOKEN_LIFETIME_SEC) * 1000 + KEEP_EXTRA_MS;
    this.fedLocally = options.consume ?? true;
  }

  /**
   * Refuses the user's tokens issued before `at` (`role`: the role a role change gave). Idempotent,
   * so a redelivered event is harmless. A change older than the token lifetime is not recorded:
   * every token it could refuse has expired. A store that cannot be written is logged, not thrown:
   * the local copy has the record, and a retried event would not write it any sooner.
   */
  async revoke(userId: string, at: Date, role?: Role, options: RevokeOptions = {}): Promise<void> {
    const next: RevocationRecord = role ? { at: at.getTime(), role } : { at: at.getTime() };
    const until = next.at + this.keepMs;
    if (until <= Date.now()) return;
    this.local.recordUser(userId, next, until);
    if (options.store === false) return;
    await this.writeStore(async () => {
      const key = USER_PREFIX + userId;
      const record = mergeRevocation(await this.cache.get<RevocationRecord>(key), next);
      const ttlMs = record.at + this.keepMs - Date.now();
      if (ttlMs > 0) await this.cache.set(key, record, ttlMs);
    });
  }

  /**
   * Refuses every token of these sessions (their `sid`) until the last one could have expired. No
   * time comparison: a session that ended gets no new token, so any token naming it is stale.
   */
  async revokeSessions(sessionIds: string[], at: Date, options: RevokeOptions = {}): Promise<void> {
    const until = at.getTime() + this.keepMs;
    const ttlMs = until - Date.now();
    if (ttlMs <= 0) return;
    const ids = [...new Set(sessionIds.filter((id) => id !== ''))];
    for (const id of ids) this.local.recordSession(id, until);
    if (options.store === false || ids.length === 0) return;
    const record: SessionRecord = { at: at.getTime() };
    await this.writeStore(async () => {
      await Promise.all(ids.map((id) => this.cache.set(SESSION_PREFIX + id, record, ttlMs)));
    });
  }

  /**
   * Throws 401 `auth.token_revoked` (the user was suspended or changed role since `iat`) or 401
   * `auth.session_revoked` (the token's session ended). Reads the store (one or two keys) and this
   * process's copy; without the store, the copy alone, or 503 `auth.unavailable` in a process that
   * does not follow the events (a copy that is not fed is no stand-in: failing open would let a
   * suspended user back in).
   */
  async assertNotRevoked(user: AuthUser, issuedAtSec: unknown): Promise<void> {
    const sid = user.sessionId;
    let stored: RevocationRecord | undefined;
    let storedSession: SessionRecord | undefined;
    try {
      [stored, storedSession] = await Promise.all([
        this.cache.get<RevocationRecord>(USER_PREFIX + user.id),
        sid === undefined ? undefined : this.cache.get<SessionRecord>(SESSION_PREFIX + sid),
      ]);
      this.storeAnswered();
    } catch (err) {
      if (!this.fedLocally) {
        this.log.error(`cannot read token revocations: ${message(err)}`);
        throw new ProblemException({
          status: HttpStatus.SERVICE_UNAVAILABLE,
          code: 'auth.unavailable',
          headers: { 'Retry-After': '5' },
          cause: err,
        });
      }
      this.storeFailed(err);
    }
    if (isRevoked(mergeKnown(stored, this.local.user(user.id)), issuedAtSec, user.role)) throw tokenRevoked();
    if (sid !== undefined && (storedSession !== undefined || this.local.sessionRevoked(sid)))
      throw sessionRevoked();
  }

  private async writeStore(write: () => Promise<void>): Promise<void> {
    try {
      await write();
      this.storeAnswered();
    } catch (err) {
      this.storeFailed(err);
    }
  }

  // Once per outage, not per request: the cache adapters log the Redis side of it too.
  private storeFailed(err: unknown): void {
    if (this.storeDown) return;
    this.storeDown = true;
    this.log.warn(
      `token revocation store unreachable (${message(err)}): checking tokens against this process's copy of the revocation events`,
    );
  }

  private storeAnswered(): void {
    if (!this.storeDown) return;
    this.storeDown = false;
    this.log.log('token revocation store answers again');
  }
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
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

/** 401: the session ended (signed out, password changed); its refresh token is refused too. */
export function sessionRevoked(): ProblemException {
  return new ProblemException({
    status: HttpStatus.UNAUTHORIZED,
    code: 'auth.session_revoked',
    headers: {
      'WWW-Authenticate': 'Bearer error="invalid_token", error_description="The session has ended"',
    },
  });
}
