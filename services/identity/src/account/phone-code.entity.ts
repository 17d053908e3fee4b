import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The one code waiting to prove an account's phone number (a new one replaces it). Only an HMAC of
 * the code under a salt of its own is kept; it is good for the number it was texted to only.
 */
export const PhoneCode = defineEntity({
  name: 'PhoneCode',
  tableName: 'phone_codes',
  properties: {
    userId: p.uuid().primary(),
    phone: p.string(),
    salt: p.string(),
    codeHash: p.string(),
    expiresAt: p.datetime(),
    /** Wrong codes typed; at PHONE_CODE_MAX_ATTEMPTS the code no longer works. */
    attempts: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PhoneCode = InferEntity<typeof PhoneCode>;
