import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OneTimeToken, type TokenPurpose } from './one-time-token.entity.js';
import { hashToken, newSecretToken } from './secret-token.js';

export type ConsumeResult = { ok: true; token: OneTimeToken } | { ok: false; reason: 'invalid' | 'expired' };

@Injectable()
export class OneTimeTokens {
  /** Issues a new token; earlier unused ones of the same purpose stop working, so only the latest link does. */
  async issue(
    em: EntityManager,
    userId: string,
    purpose: TokenPurpose,
    ttlMs: number,
    newEmail?: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    const now = new Date();
    await em.nativeUpdate(OneTimeToken, { userId, purpose, usedAt: null }, { usedAt: now });
    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + ttlMs);
    em.create(OneTimeToken, {
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt,
      newEmail: newEmail ?? null,
    });
    await em.flush();
    return { token, expiresAt };
  }

  /** Ends every unused token of the user (all purposes, or the one given): their links stop working. */
  async revokeAll(em: EntityManager, userId: string, purpose?: TokenPurpose): Promise<void> {
    await em.nativeUpdate(
      OneTimeToken,
      purpose ? { userId, purpose, usedAt: null } : { userId, usedAt: null },
      { usedAt: new Date() },
    );
  }

  /** Marks the token used if it is valid; the caller's transaction makes use and effect one step. */
  async consume(em: EntityManager, token: string, purpose: TokenPurpose): Promise<ConsumeResult> {
    const found = await em.findOne(
      OneTimeToken,
      { tokenHash: hashToken(token), purpose },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!found || found.usedAt) return { ok: false, reason: 'invalid' };
    if (found.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    found.usedAt = new Date();
    await em.flush();
    return { ok: true, token: found };
  }
}
