import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
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

describe('TokenVerifier: verified tokens are remembered, not trusted beyond their time', () => {
  const now = Date.UTC(2026, 10, 24, 9, 0, 0);
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  let keyLookups = 0;
  let verifier: TokenVerifier;
  const token = (expSec: number) =>
    new SignJWT({ role: 'buyer', email: 'b@x.co', email_verified: true })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'ed1' })
      .setSubject('u2')
      .setIssuer(opts.issuer)
      .setAudience(opts.audience)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(expSec)
      .sign(privateKey);

  beforeEach(async () => {
    jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const pair = await generateKeyPair('EdDSA');
    privateKey = pair.privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'ed1', alg: 'EdDSA' };
    keyLookups = 0;
    const local = createLocalJWKSet({ keys: [publicJwk] });
    verifier = new TokenVerifier({
      ...opts,
      clockToleranceSec: 0,
      getKey: (header, input) => {
        keyLookups++;
        return local(header, input);
      },
    });
  });
  afterEach(() => jest.useRealTimers());

  it('checks the signature of a token once, then answers the same user from memory', async () => {
    const t = await token(Math.floor(now / 1000) + 600);
    const first = await verifier.verify(t);
    expect(await verifier.verify(t)).toEqual(first);
    expect(keyLookups).toBe(1);
  });

  it('still refuses an altered token, and a remembered one once it has expired', async () => {
    const t = await token(Math.floor(now / 1000) + 30);
    await verifier.verify(t);
    const [h, p, sig] = t.split('.');
    const tampered = `${h}.${p}.${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`;
    await expect(verifier.verify(tampered)).rejects.toBeInstanceOf(ProblemException);
    jest.setSystemTime(now + 31_000);
    const err = (await verifier.verify(t).catch((e: unknown) => e)) as ProblemException;
    expect(err).toBeInstanceOf(ProblemException);
    expect(err.getStatus()).toBe(401);
  });

  it('checks the signature again after a minute, so a withdrawn key stops being honoured', async () => {
    const t = await token(Math.floor(now / 1000) + 600);
    await verifier.verify(t);
    jest.setSystemTime(now + 61_000);
    await verifier.verify(t);
    expect(keyLookups).toBe(2);
  });
});
