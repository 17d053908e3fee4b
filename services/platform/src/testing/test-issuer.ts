import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../auth/auth.options.js';

export interface TestTokenClaims {
  sub: string;
  role: string;
  email?: string;
  verified?: boolean;
  /** jose duration ('5m') or seconds since the epoch; default '10m'. */
  expiresIn?: string | number;
  /** Sign with another key under the same kid: a forged token. */
  key?: CryptoKey;
}

export interface TestIssuer {
  /** Where a service under test fetches the keys, as it fetches identity's. */
  jwksUrl: string;
  kid: string;
  /** An access token as identity signs it (ES256, its issuer and audience). */
  sign(claims: TestTokenClaims): Promise<string>;
  close(): Promise<void>;
}

/**
 * Stands in for identity in a service's tests: serves a JWKS over HTTP and signs access tokens with
 * its key, so the service verifies them exactly as in production.
 */
export async function startTestIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const kid = `test-${randomUUID()}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    if (req.url !== '/.well-known/jwks.json') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    kid,
    sign: (c) =>
      new SignJWT({
        role: c.role,
        email: c.email ?? `${c.role}-${c.sub.slice(-6)}@example.org`,
        verified: c.verified ?? true,
      })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'at+jwt' })
        .setSubject(c.sub)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(c.expiresIn ?? '10m')
        .sign(c.key ?? privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
