import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Access-token signing keys (ES256). Kept in identity's schema so every replica signs with the same
 * key and publishes the same JWKS. The private half is stored sealed (SigningKeyVault) and erased
 * when the key retires; the public half stays listed until the last token it signed has expired.
 */
export const SigningKey = defineEntity({
  name: 'SigningKey',
  tableName: 'signing_keys',
  properties: {
    kid: p.string().primary(),
    /** Plaintext private JWK of keys made before encryption at rest; sealed and emptied at start. */
    privateJwk: p.json<Record<string, unknown>>().nullable().hidden(),
    /** The private JWK, AES-256-GCM sealed; null once the key has retired. */
    privateJwkSealed: p.text().nullable().hidden(),
    publicJwk: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    retiredAt: p.datetime().nullable(),
  },
});
export type SigningKey = InferEntity<typeof SigningKey>;
