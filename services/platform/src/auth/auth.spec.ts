import { Controller, Get, type INestApplication, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorsModule } from '../errors/errors.module.js';
import { getRequestContext } from '../observability/request-context.js';
import { LoggingModule } from '../observability/logging.module.js';
import { AuthModule } from './auth.module.js';
import { roleSatisfies, type AuthUser, type Role } from './auth-user.js';
import { CurrentUser } from './current-user.decorator.js';
import { Public } from './public.decorator.js';
import { Roles } from './roles.decorator.js';

const ISSUER = 'https://sokoni.test/identity';
const AUDIENCE = 'sokoni-api';

@Controller('api/v1')
class TestController {
  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return { user, actorId: getRequestContext()?.actorId };
  }
  @Get('admin/stats')
  @Roles('admin')
  stats(@CurrentUser('id') id: string) {
    return { id };
  }
  @Get('seller/products')
  @Roles('seller')
  products() {
    return { ok: true };
  }
  @Get('catalogue')
  @Public()
  catalogue(@CurrentUser() user?: AuthUser) {
    return { personalisedFor: user?.id ?? null };
  }
}

describe('auth guards', () => {
  let app: INestApplication;
  let base: string;
  let signingKey: CryptoKey;
  let foreignKey: CryptoKey;
  let jwks: JSONWebKeySet;
  let loads = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    signingKey = pair.privateKey;
    foreignKey = (await generateKeyPair('ES256')).privateKey;
    jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }] };

    @Module({
      imports: [
        LoggingModule.forRoot({ service: 'auth-test', level: 'silent' }),
        ErrorsModule.forRoot(),
        AuthModule.forRoot({
          issuer: ISSUER,
          audience: AUDIENCE,
          jwks: () => {
            loads++;
            return Promise.resolve(jwks);
          },
          refreshCooldownMs: 0,
        }),
      ],
      controllers: [TestController],
    })
    class AppModule {}

    const ref = await Test.createTestingModule({ imports: [AppModule] }).compile();
    app = ref.createNestApplication({ logger: false });
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  function token(
    claims: Partial<{
      role: Role;
      sub: string;
      exp: number | string;
      iss: string;
      aud: string;
      kid: string;
    }> = {},
    key = signingKey,
  ) {
    return new SignJWT({
      role: claims.role ?? 'buyer',
      email: 'amina@duka.co.ke',
      email_verified: true,
      sid: 'sess-1',
    })
      .setProtectedHeader({ alg: 'ES256', kid: claims.kid ?? 'k1' })
      .setSubject(claims.sub ?? 'user-1')
      .setIssuer(claims.iss ?? ISSUER)
      .setAudience(claims.aud ?? AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? '5m')
      .sign(key);
  }

  async function get(path: string, bearer?: string, lang = 'en') {
    const headers: Record<string, string> = { 'accept-language': lang };
    if (bearer) headers['authorization'] = `Bearer ${bearer}`;
    const res = await fetch(base + path, { headers });
    return { res, body: (await res.json()) as Record<string, unknown> };
  }

  it('401s without a token, as problem+json with a Bearer challenge', async () => {
    const { res, body } = await get('/api/v1/me', undefined, 'fr');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(body).toMatchObject({
      code: 'auth.unauthenticated',
      type: 'https://sokoni.africa/problems/auth.unauthenticated',
      status: 401,
    });
    expect(body['detail']).toMatch(/Vous devez vous connecter/);
  });

  it('401s an expired token with its own code', async () => {
    const { res, body } = await get('/api/v1/me', await token({ exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect(body).toMatchObject({
      code: 'auth.token_expired',
      detail: 'Your session has expired. Please sign in again.',
    });
  });

  it('401s a token signed with another key, another issuer or audience, or garbage', async () => {
    for (const bad of [
      await token({}, foreignKey),
      await token({ kid: 'unknown' }, foreignKey),
      await token({ iss: 'https://evil.test' }),
      await token({ aud: 'another-api' }),
      'not.a.jwt',
    ]) {
      const { res, body } = await get('/api/v1/me', bad);
      expect(res.status).toBe(401);
      expect(body['code']).toBe('auth.unauthenticated');
    }
  });

  it('refuses a role claim it does not know', async () => {
    const { res } = await get('/api/v1/me', await token({ role: 'superuser' as Role }));
    expect(res.status).toBe(401);
  });

  it('lets a valid token through and exposes the user, also to the request context', async () => {
    const { res, body } = await get('/api/v1/me', await token({ role: 'both', sub: 'user-42' }));
    expect(res.status).toBe(200);
    expect(body).toEqual({
      user: { id: 'user-42', role: 'both', email: 'amina@duka.co.ke', verified: true, sessionId: 'sess-1' },
      actorId: 'user-42',
    });
  });

  it('403s the wrong role, 200s the right one', async () => {
    const buyer = await get('/api/v1/admin/stats', await token({ role: 'buyer' }), 'sw');
    expect(buyer.res.status).toBe(403);
    expect(buyer.body).toMatchObject({ code: 'auth.forbidden', detail: 'Huruhusiwi kufanya hivi.' });
    const admin = await get('/api/v1/admin/stats', await token({ role: 'admin', sub: 'staff-1' }));
    expect(admin.res.status).toBe(200);
    expect(admin.body).toEqual({ id: 'staff-1' });
  });

  it("counts 'both' as a seller, and an admin as nothing but an admin", async () => {
    expect((await get('/api/v1/seller/products', await token({ role: 'both' }))).res.status).toBe(200);
    expect((await get('/api/v1/seller/products', await token({ role: 'seller' }))).res.status).toBe(200);
    expect((await get('/api/v1/seller/products', await token({ role: 'admin' }))).res.status).toBe(403);
    expect((await get('/api/v1/seller/products', await token({ role: 'buyer' }))).res.status).toBe(403);
  });

  it('opens @Public routes, reading a valid token and ignoring a bad one', async () => {
    expect((await get('/api/v1/catalogue')).body).toEqual({ personalisedFor: null });
    expect((await get('/api/v1/catalogue', await token({ sub: 'user-7' }))).body).toEqual({
      personalisedFor: 'user-7',
    });
    const stale = await get('/api/v1/catalogue', await token({ exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(stale.res.status).toBe(200);
    expect(stale.body).toEqual({ personalisedFor: null });
  });

  it('picks up a rotated key by reloading the key set', async () => {
    const next = await generateKeyPair('ES256');
    jwks = { keys: [...jwks.keys, { ...(await exportJWK(next.publicKey)), kid: 'k2', alg: 'ES256' }] };
    const before = loads;
    const { res } = await get('/api/v1/me', await token({ kid: 'k2' }, next.privateKey));
    expect(res.status).toBe(200);
    expect(loads).toBe(before + 1);
  });
});

describe('roleSatisfies', () => {
  it.each([
    ['buyer', 'buyer', true],
    ['both', 'buyer', true],
    ['both', 'seller', true],
    ['seller', 'buyer', false],
    ['admin', 'buyer', false],
    ['both', 'admin', false],
    ['admin', 'admin', true],
    ['analyst', 'analyst', true],
    ['analyst', 'admin', false],
    ['analyst', 'buyer', false],
    ['analyst', 'seller', false],
    ['analyst', 'both', false],
    ['admin', 'analyst', false],
    ['both', 'analyst', false],
  ] as const)('%s satisfies %s: %s', (actual, required, expected) => {
    expect(roleSatisfies(actual, required)).toBe(expected);
  });
});
