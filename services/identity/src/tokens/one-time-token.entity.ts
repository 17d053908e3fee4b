import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { uuidv7 } from '@sokoni/platform/db';

export const TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** E-mail verification, password-reset and e-mail change tokens: stored hashed, single use, expiring. */
export const OneTimeToken = defineEntity({
  name: 'OneTimeToken',
  tableName: 'one_time_tokens',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => uuidv7()),
    userId: p.uuid().index(),
    purpose: p.enum(TOKEN_PURPOSES),
    tokenHash: p.string().unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    /** change_email: the address the account moves to when the link is used. */
    newEmail: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type OneTimeToken = InferEntity<typeof OneTimeToken>;
