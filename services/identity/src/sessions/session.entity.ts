import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidv7 } from '@sokoni/platform/db';

/**
 * A sign-in: the family of refresh tokens rotated from it. Reusing a rotated token revokes the
 * whole family, which ends a thief's copy and the victim's session alike (they sign in again).
 */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => uuidv7()),
    userId: p.uuid().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    revokedReason: p.string().nullable(),
    ip: p.string().nullable(),
    userAgent: p.string().nullable(),
    /** ISO 3166-1 alpha-2, from the header the operator trusts (CLIENT_COUNTRY_HEADER); else null. */
    country: p.string().length(2).nullable(),
  },
});
export type Session = InferEntity<typeof Session>;

export const RefreshToken = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => uuidv7()),
    sessionId: p.uuid().index(),
    /** SHA-256 of the token; the token itself exists only in the user's cookie. */
    tokenHash: p.string().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    usedAt: p.datetime().nullable(),
    /**
     * The token this one was exchanged for, sealed with a key derived from this token (which only
     * its holder has): lets a twin refresh within the reuse interval get the same successor.
     */
    successorSealed: p.text().nullable().hidden(),
  },
});
export type RefreshToken = InferEntity<typeof RefreshToken>;
