import { Injectable } from '@nestjs/common';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '@sokoni/platform/auth';
import { ACCESS_TOKEN_TTL_SECONDS, ALG, SigningKeys } from './signing-keys.js';
import type { User } from '../users/user.entity.js';

export { ACCESS_TOKEN_TTL_SECONDS };

/**
 * Signs short-lived access tokens with the current ES256 key and publishes the public halves as a
 * JWKS, which the gateway and every service use to verify tokens without calling identity. The key
 * is loaded at start by SigningKeyRotation.
 */
@Injectable()
export class TokenIssuer {
  constructor(private readonly keys: SigningKeys) {}

  async sign(
    user: Pick<User, 'id' | 'role' | 'email' | 'emailVerifiedAt'>,
    sessionId: string,
  ): Promise<string> {
    const { kid, key } = this.keys.current();
    return new SignJWT({
      role: user.role,
      email: user.email,
      verified: user.emailVerifiedAt != null,
      sid: sessionId,
    })
      .setProtectedHeader({ alg: ALG, kid, typ: 'at+jwt' })
      .setSubject(user.id)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .setJti(randomUUID())
      .sign(key);
  }

  async jwks(): Promise<{ keys: Record<string, unknown>[] }> {
    return { keys: await this.keys.publicKeys() };
  }
}
