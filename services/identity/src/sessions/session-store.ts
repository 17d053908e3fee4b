import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { RefreshToken, Session } from './session.entity.js';
import { uuidv7 } from '@sokoni/platform/db';
import { hashToken, newSecretToken } from '../tokens/secret-token.js';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

export type RotateResult =
  | { ok: true; session: Session; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'revoked' | 'expired'; session?: Session };

@Injectable()
export class SessionStore {
  async start(
    em: EntityManager,
    userId: string,
    client: { ip?: string; userAgent?: string },
  ): Promise<{ session: Session; refreshToken: string }> {
    const session = em.create(Session, {
      id: uuidv7(),
      userId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
    });
    // Flushed first: the token row references the session, and the two share no mapped relation.
    await em.flush();
    const refreshToken = this.mint(em, session.id);
    await em.flush();
    return { session, refreshToken };
  }

  /**
   * Exchanges a refresh token for a new one in the same session. Presenting a token that was
   * already exchanged means two parties hold it: the session is revoked for both.
   */
  async rotate(em: EntityManager, token: string): Promise<RotateResult> {
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
    if (found.usedAt) {
      this.revokeSession(session, 'refresh_token_reuse');
      await em.flush();
      return { ok: false, reason: 'reused', session };
    }
    if (session.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired', session };
    found.usedAt = new Date();
    session.lastUsedAt = new Date();
    const refreshToken = this.mint(em, session.id);
    await em.flush();
    return { ok: true, session, refreshToken };
  }

  /** Sign-out: ends the session the token belongs to. Unknown tokens are ignored (already out). */
  async revokeByToken(em: EntityManager, token: string): Promise<Session | null> {
    const found = await em.findOne(RefreshToken, { tokenHash: hashToken(token) });
    if (!found) return null;
    const session = await em.findOne(Session, found.sessionId);
    if (session && !session.revokedAt) this.revokeSession(session, 'sign_out');
    await em.flush();
    return session;
  }

  async revokeAllForUser(em: EntityManager, userId: string, reason: string): Promise<number> {
    return em.nativeUpdate(
      Session,
      { userId, revokedAt: null },
      { revokedAt: new Date(), revokedReason: reason },
    );
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
