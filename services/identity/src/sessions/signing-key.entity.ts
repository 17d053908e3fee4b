import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Access-token signing keys (ES256). Kept in identity's schema so every replica signs with the same
 * key and publishes the same JWKS; retired keys stay listed until tokens signed with them expire.
 */
export const SigningKey = defineEntity({
  name: 'SigningKey',
  tableName: 'signing_keys',
  properties: {
    kid: p.string().primary(),
    privateJwk: p.json<Record<string, unknown>>().hidden(),
    publicJwk: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    retiredAt: p.datetime().nullable(),
  },
});
export type SigningKey = InferEntity<typeof SigningKey>;
