import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { createHmac } from 'node:crypto';
import { open, seal, SealedBoxError } from '@sokoni/platform/crypto';
import { uuidv7 } from '@sokoni/platform/db';
import { SCHEMA } from '../identity.schema.js';
import { hashToken, newSecretToken } from '../tokens/secret-token.js';
import { RefreshToken, Session } from './session.entity.js';
import { SessionEvents } from './session-events.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './signing-keys.js';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

export type RotateResult =
  | { ok: true; session: Session; refreshToken: string; replayed: boolean }
  | { ok: false; reason: 'unknown' | 'reused' | 'revoked' | 'expired'; session?: Session };

/** Session ends a user asks for (the admin's suspension goes through revokeAllForUser). */
type EndAllReason = 'password_reset' | 'password_changed' | 'account_deleted';

@Injectable()
export class SessionStore {
  constructor(private readonly events: SessionEvents) {}

  async start(
    em: EntityManager,
    userId: string,
    client: { ip?: string; userAgent?: string; country?: string | null },
  ): Promise<{ session: Session; refreshToken: string }> {
    const session = em.create(Session, {
      id: uuidv7(),
      userId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
      country: client.country ?? null,
    });
    // Flushed first: the token row references the session, and the two share no mapped relation.
    await em.flush();
    const refreshToken = this.mint(em, session.id);
    await em.flush();
    return { session, refreshToken };
  }

  /**
   * Exchanges a refresh token for a new one in the same session. The token just exchanged is
   * accepted again for `reuseIntervalMs` and answered with the same successor (two tabs, or a
   * retried request, refreshing at once). Later, presenting it means two parties hold it: the
   * session is revoked for both.
   */
  async rotate(em: EntityManager, token: string, reuseIntervalMs: number): Promise<RotateResult> {
    const found = await em.findOne(
      RefreshToken,
      { tokenHash: hashToken(token) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!found) return { ok: false, reason: 'unknown' };
    const session = await em.findOneOrFail(Session, found.sessionId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    if (session.revokedAt) return { ok: false, reason: 'revoked', session };
    if (session.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired', session };
    if (found.usedAt) {
      const successor = await this.successorWithinInterval(em, found, token, reuseIntervalMs);
      if (successor) return { ok: true, session, refreshToken: successor, replayed: true };
      this.revokeSession(session, 'refresh_token_reuse');
      await em.flush();
      await this.events.revoked(em, session.userId, [session.id], 'reuse_detected');
      return { ok: false, reason: 'reused', session };
    }
    const now = new Date();
    found.usedAt = now;
    session.lastUsedAt = now;
    const refreshToken = this.mint(em, session.id);
    // Only the holder of the old token can open this again, to hand the same successor to a twin request.
    found.successorSealed = seal(successorKey(token), refreshToken, found.id);
    await em.flush();
    return { ok: true, session, refreshToken, replayed: false };
  }

  /** Sign-out: ends the session the token belongs to. Unknown tokens are ignored (already out). */
  async revokeByToken(em: EntityManager, token: string): Promise<Session | null> {
    const found = await em.findOne(RefreshToken, { tokenHash: hashToken(token) });
    if (!found) return null;
    const session = await em.findOne(Session, found.sessionId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (session && !session.revokedAt) {
      this.revokeSession(session, 'sign_out');
      await em.flush();
      await this.events.revoked(em, session.userId, [session.id], 'signed_out');
    }
    return session;
  }

  /**
   * Ends every session of the user and announces the ones that may still have live access tokens
   * (not expired longer ago than a token lives), so every service refuses those tokens at once.
   */
  async endAllForUser(em: EntityManager, userId: string, reason: EndAllReason): Promise<string[]> {
    const liveSince = new Date(Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000);
    // One statement, so a session started meanwhile is either ended and listed, or left alone.
    const ended = await em.execute<{ id: string }[]>(
      `update ${SCHEMA}.sessions set revoked_at = now(), revoked_reason = ?
        where user_id = ? and revoked_at is null and expires_at > ? returning id`,
      [reason, userId, liveSince],
    );
    await em.nativeUpdate(
      Session,
      { userId, revokedAt: null },
      { revokedAt: new Date(), revokedReason: reason },
    );
    const ids = ended.map((r) => r.id);
    await this.events.revoked(em, userId, ids, reason);
    return ids;
  }

  /**
   * The owner signs one of their sessions out from the sessions list. Another user's session, or
   * one already ended, is answered like one that does not exist (null): ids are not probed.
   */
  async revokeOwn(em: EntityManager, userId: string, sessionId: string): Promise<Session | null> {
    const session = await em.findOne(
      Session,
      { id: sessionId, userId, revokedAt: null, expiresAt: { $gt: new Date() } },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!session) return null;
    this.revokeSession(session, 'revoked_by_user');
    await em.flush();
    await this.events.revoked(em, userId, [session.id], 'revoked_by_user');
    return session;
  }

  /** "Sign out everywhere else": every session of the owner but the one asking. */
  async revokeOthers(
    em: EntityManager,
    userId: string,
    keepSessionId: string | undefined,
  ): Promise<string[]> {
    const ended = await em.execute<{ id: string }[]>(
      `update ${SCHEMA}.sessions set revoked_at = now(), revoked_reason = 'revoked_by_user'
        where user_id = ? and revoked_at is null and expires_at > now() and id is distinct from ?
        returning id`,
      [userId, keepSessionId ?? null],
    );
    const ids = ended.map((r) => r.id);
    await this.events.revoked(em, userId, ids, 'revoked_by_user');
    return ids;
  }

  /** Suspension: the user's tokens are refused through identity.user.suspended.v1 instead. */
  async revokeAllForUser(em: EntityManager, userId: string, reason: string): Promise<number> {
    return em.nativeUpdate(
      Session,
      { userId, revokedAt: null },
      { revokedAt: new Date(), revokedReason: reason },
    );
  }

  private async successorWithinInterval(
    em: EntityManager,
    used: RefreshToken,
    token: string,
    reuseIntervalMs: number,
  ): Promise<string | null> {
    if (reuseIntervalMs <= 0 || !used.usedAt || !used.successorSealed) return null;
    if (Date.now() - used.usedAt.getTime() > reuseIntervalMs) return null;
    let successor: string;
    try {
      successor = open(successorKey(token), used.successorSealed, used.id);
    } catch (err) {
      if (err instanceof SealedBoxError) return null;
      throw err;
    }
    // Only the token just before the live one: if the successor was exchanged too, this is reuse.
    const next = await em.findOne(RefreshToken, { tokenHash: hashToken(successor) });
    return next && !next.usedAt && next.sessionId === used.sessionId ? successor : null;
  }

  private mint(em: EntityManager, sessionId: string): string {
    const token = newSecretToken();
    em.create(RefreshToken, { sessionId, tokenHash: hashToken(token) });
    return token;
  }

  private revokeSession(session: Session, reason: string): void {
    session.revokedAt = new Date();
    session.revokedReason = reason;
  }
}

/**
 * The key that seals a token's successor, derived from the token itself: the database holds only
 * the token's SHA-256, so a database reader cannot open the successor.
 */
function successorKey(token: string): Buffer {
  return createHmac('sha256', token).update('sokoni refresh-token successor v1').digest();
}
