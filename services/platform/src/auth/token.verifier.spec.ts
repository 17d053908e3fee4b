import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProblemException } from '../errors/problem.exception.js';
import { TokenVerifier } from './token.verifier.js';

const opts = { issuer: 'https://id.test', audience: 'api' };

describe('TokenVerifier with a remote JWKS', () => {
  let server: Server;
  let url: string;
  let fetches = 0;
  let failing = false;
  jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  let jwks: JSONWebKeySet;
  let sign: (kid?: string) => Promise<string>;

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA');
    jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'ed1', alg: 'EdDSA' }] };
    sign = (kid = 'ed1') =>
      new SignJWT({ role: 'seller', email: 's@x.co', email_verified: false })
        .setProtectedHeader({ alg: 'EdDSA', kid })
        .setSubject('u1')
        .setIssuer(opts.issuer)
        .setAudience(opts.audience)
        .setExpirationTime('1m')
        .sign(privateKey);
    server = createServer((_req, res) => {
      fetches++;
      if (failing) {
        res.statusCode = 500;
        return void res.end('oops');
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(jwks));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('verifies EdDSA tokens and caches the key set', async () => {
    const verifier = new TokenVerifier({ ...opts, jwksUrl: url });
    expect(await verifier.verify(await sign())).toEqual({
      id: 'u1',
      role: 'seller',
      email: 's@x.co',
      verified: false,
    });
    await verifier.verify(await sign());
    expect(fetches).toBe(1);
  });

  it('answers 503, not 401, when the key set cannot be fetched', async () => {
    const verifier = new TokenVerifier({ ...opts, jwksUrl: 'http://127.0.0.1:1/jwks.json' });
    const err = await verifier.verify(await sign()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProblemException);
    expect((err as ProblemException).getStatus()).toBe(503);
    expect((err as ProblemException).code).toBe('auth.unavailable');
  });

  it('answers 503 when the JWKS endpoint fails', async () => {
    failing = true;
    const verifier = new TokenVerifier({ ...opts, jwksUrl: url });
    const err = await verifier.verify(await sign()).catch((e: unknown) => e);
    failing = false;
    expect((err as ProblemException).getStatus()).toBe(503);
  });

  it('insists on exactly one key source', () => {
    expect(() => new TokenVerifier({ ...opts })).toThrow(/exactly one/);
    expect(() => new TokenVerifier({ ...opts, jwksUrl: url, jwks: () => Promise.resolve(jwks) })).toThrow(
      /exactly one/,
    );
  });
});
