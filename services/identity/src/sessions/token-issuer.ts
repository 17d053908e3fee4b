import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '@sokoni/platform/http';
import { SigningKey } from './signing-key.entity.js';
import type { User } from '../users/user.entity.js';

export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
const ALG = 'ES256';

/**
 * Signs short-lived access tokens with the current ES256 key and publishes the public halves as a
 * JWKS, which the gateway and every service use to verify tokens without calling identity.
 */
@Injectable()
export class TokenIssuer implements OnModuleInit {
  private current?: { kid: string; key: Awaited<ReturnType<typeof importJWK>> };

  constructor(private readonly orm: MikroORM) {}

  async onModuleInit(): Promise<void> {
    const em = this.orm.em.fork();
    let active = await em.findOne(SigningKey, { retiredAt: null }, { orderBy: { createdAt: 'desc' } });
    if (!active) {
      const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
      const kid = randomUUID();
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
      // Two replicas starting together may both create a key; both stay valid in the JWKS.
      active = em.create(SigningKey, { kid, privateJwk: { ...(await exportJWK(privateKey)) }, publicJwk });
      await em.flush();
    }
    this.current = { kid: active.kid, key: await importJWK(active.privateJwk as JWK, ALG) };
  }

  async sign(
    user: Pick<User, 'id' | 'role' | 'email' | 'emailVerifiedAt'>,
    sessionId: string,
  ): Promise<string> {
    if (!this.current) throw new Error('token issuer not initialised');
    return new SignJWT({
      role: user.role,
      email: user.email,
      verified: user.emailVerifiedAt != null,
      sid: sessionId,
    })
      .setProtectedHeader({ alg: ALG, kid: this.current.kid, typ: 'at+jwt' })
      .setSubject(user.id)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .setJti(randomUUID())
      .sign(this.current.key);
  }

  /** Every non-retired public key, plus keys retired within the access-token lifetime. */
  async jwks(): Promise<{ keys: Record<string, unknown>[] }> {
    const since = new Date(Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000);
    const keys = await this.orm.em
      .fork()
      .find(SigningKey, { $or: [{ retiredAt: null }, { retiredAt: { $gt: since } }] });
    return { keys: keys.map((k) => k.publicJwk) };
  }
}
