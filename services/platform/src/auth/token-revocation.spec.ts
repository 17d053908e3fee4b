import { Controller, Get, Global, type INestApplication, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Role as ProtoRole, type PayloadInit, type TopicName } from '@sokoni/contracts';
import { CacheModule } from '../cache/cache.module.js';
import { ErrorsModule } from '../errors/errors.module.js';
import { EVENT_TRANSPORT } from '../events/events.options.js';
import { InProcessTransport } from '../events/transport/in-process.transport.js';
import { LoggingModule } from '../observability/logging.module.js';
import { publishAs } from '../testing/publish-event.js';
import { AuthModule } from './auth.module.js';
import type { AuthUser, Role } from './auth-user.js';
import { CurrentUser } from './current-user.decorator.js';
import { Public } from './public.decorator.js';
import { Roles } from './roles.decorator.js';
import { TokenRevocationModule } from './token-revocation.module.js';

const ISSUER = 'https://sokoni.test/identity';
const AUDIENCE = 'sokoni-api';

@Controller('api/v1')
class TestController {
  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return user;
  }
  @Get('admin/stats')
  @Roles('admin')
  stats() {
    return { ok: true };
  }
  @Get('catalogue')
  @Public()
  catalogue(@CurrentUser() user?: AuthUser) {
    return { personalisedFor: user?.id ?? null };
  }
}

/**
 * JwtAuthGuard with TokenRevocationModule, fed over a real in-process bus the way identity's relay
 * feeds it: two services on one bus, each in its own consumer group, each refusing on its own.
 */
describe('token revocation through the guard', () => {
  const transport = new InProcessTransport();
  const apps: INestApplication[] = [];
  const bases: string[] = [];
  let signingKey: CryptoKey;
  let jwks: JSONWebKeySet;

  async function startService(service: string, consume = true): Promise<string> {
    @Global()
    @Module({ providers: [{ provide: EVENT_TRANSPORT, useValue: transport }], exports: [EVENT_TRANSPORT] })
    class BusModule {}

    @Module({
      imports: [
        LoggingModule.forRoot({ service, level: 'silent' }),
        ErrorsModule.forRoot(),
        CacheModule.forRoot({ keyPrefix: `sokoni:${service}:` }),
        BusModule,
        TokenRevocationModule.forRoot({ service, consume }),
        AuthModule.forRoot({ issuer: ISSUER, audience: AUDIENCE, jwks: () => Promise.resolve(jwks) }),
      ],
      controllers: [TestController],
    })
    class AppModule {}

    const ref = await Test.createTestingModule({ imports: [AppModule] }).compile();
    const app = ref.createNestApplication({ logger: false });
    await app.listen(0, '127.0.0.1');
    apps.push(app);
    return `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    signingKey = pair.privateKey;
    jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }] };
    await transport.connect();
    bases.push(await startService('catalogue'), await startService('notifications'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await transport.disconnect();
  });

  let n = 0;
  const newUser = () => `user-${++n}-${Date.now()}`;
  const nowSec = () => Math.floor(Date.now() / 1000);

  function token(sub: string, role: Role, issuedAtSec: number, sid?: string): Promise<string> {
    return new SignJWT({ role, email: `${sub}@example.org`, email_verified: true, ...(sid ? { sid } : {}) })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAtSec)
      .setExpirationTime(issuedAtSec + 600)
      .sign(signingKey);
  }

  async function get(base: string, path: string, bearer: string, lang = 'en') {
    const res = await fetch(base + path, {
      headers: { authorization: `Bearer ${bearer}`, 'accept-language': lang },
    });
    return { status: res.status, res, body: (await res.json()) as Record<string, unknown> };
  }

  /** As identity's relay would publish it; resolves once every subscribed group has handled it. */
  function identityEvent<T extends TopicName>(topic: T, payload: PayloadInit<T>, occurredAt: Date) {
    return publishAs(transport, topic, payload, { producer: 'identity', occurredAt });
  }

  it('refuses a suspended user’s earlier token in every service, with a localized 401 problem', async () => {
    const sub = newUser();
    const other = newUser();
    const old = await token(sub, 'seller', nowSec() - 60);
    const bystander = await token(other, 'seller', nowSec() - 60);
    for (const base of bases) expect((await get(base, '/api/v1/me', old)).status).toBe(200);

    await identityEvent(
      'identity.user.suspended.v1',
      { userId: sub, email: `${sub}@example.org`, reason: 'fraud' },
      new Date(Date.now() - 5_000),
    );

    for (const base of bases) {
      const { status, res, body } = await get(base, '/api/v1/me', old, 'fr');
      expect(status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
      expect(body).toMatchObject({
        type: 'https://sokoni.africa/problems/auth.token_revoked',
        code: 'auth.token_revoked',
        status: 401,
      });
      expect(body['detail']).toMatch(/Veuillez vous reconnecter/);
      expect((await get(base, '/api/v1/me', bystander)).status).toBe(200);
    }
    const arabic = await get(bases[0]!, '/api/v1/me', old, 'ar');
    expect(arabic.body['detail']).toMatch(/تسجيل الدخول/);
    const swahili = await get(bases[0]!, '/api/v1/me', old, 'sw');
    expect(swahili.body['detail']).toMatch(/Tafadhali ingia tena/);

    // A token issued after the suspension (after a reinstatement, say) is fine.
    expect((await get(bases[1]!, '/api/v1/me', await token(sub, 'seller', nowSec()))).status).toBe(200);
  });

  it('keeps the old tokens refused after a reinstatement: the user signs in again', async () => {
    const sub = newUser();
    const old = await token(sub, 'buyer', nowSec() - 60);
    await identityEvent(
      'identity.user.suspended.v1',
      { userId: sub, email: 'x@example.org', reason: '' },
      new Date(Date.now() - 10_000),
    );
    await identityEvent(
      'identity.user.reinstated.v1',
      { userId: sub, email: 'x@example.org', reason: 'appeal upheld' },
      new Date(Date.now() - 5_000),
    );
    expect((await get(bases[0]!, '/api/v1/me', old)).status).toBe(401);
  });

  it('takes a demoted admin’s rights away at once; the refreshed token has the new role', async () => {
    const sub = newUser();
    const adminToken = await token(sub, 'admin', nowSec() - 30);
    expect((await get(bases[0]!, '/api/v1/admin/stats', adminToken)).status).toBe(200);

    const changedAt = new Date();
    await identityEvent(
      'identity.user.role_changed.v1',
      { userId: sub, email: 'x@example.org', oldRole: ProtoRole.ADMIN, newRole: ProtoRole.BUYER },
      changedAt,
    );

    const refused = await get(bases[0]!, '/api/v1/admin/stats', adminToken);
    expect(refused.status).toBe(401);
    expect(refused.body['code']).toBe('auth.token_revoked');
    // Even a token from the second of the change still carrying the old role.
    const sameSecondOld = await token(sub, 'admin', Math.floor(changedAt.getTime() / 1000));
    expect((await get(bases[0]!, '/api/v1/me', sameSecondOld)).status).toBe(401);

    // What identity's refresh hands out right after: the new role, maybe within the same second.
    const refreshed = await token(sub, 'buyer', Math.floor(changedAt.getTime() / 1000));
    expect((await get(bases[0]!, '/api/v1/me', refreshed)).body).toMatchObject({ id: sub, role: 'buyer' });
    expect((await get(bases[0]!, '/api/v1/admin/stats', refreshed)).status).toBe(403);
    expect((await get(bases[1]!, '/api/v1/me', refreshed)).status).toBe(200);
  });

  it('lets the same-second token of an admin made analyst through, with the analyst’s rights only', async () => {
    const sub = newUser();
    const changedAt = new Date();
    await identityEvent(
      'identity.user.role_changed.v1',
      { userId: sub, email: 'x@example.org', oldRole: ProtoRole.ADMIN, newRole: ProtoRole.ANALYST },
      changedAt,
    );
    const sameSecond = Math.floor(changedAt.getTime() / 1000);
    expect((await get(bases[0]!, '/api/v1/me', await token(sub, 'admin', sameSecond))).status).toBe(401);
    const analyst = await token(sub, 'analyst', sameSecond);
    expect((await get(bases[0]!, '/api/v1/me', analyst)).body).toMatchObject({ id: sub, role: 'analyst' });
    expect((await get(bases[0]!, '/api/v1/admin/stats', analyst)).status).toBe(403);
  });

  it('treats a revoked token on a public route as no token at all', async () => {
    const sub = newUser();
    const old = await token(sub, 'buyer', nowSec() - 60);
    expect((await get(bases[0]!, '/api/v1/catalogue', old)).body).toEqual({ personalisedFor: sub });
    await identityEvent(
      'identity.user.suspended.v1',
      { userId: sub, email: 'x@example.org', reason: '' },
      new Date(Date.now() - 5_000),
    );
    const after = await get(bases[0]!, '/api/v1/catalogue', old);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ personalisedFor: null });
  });

  it('refuses every token of a revoked session in every service at once, and only that session', async () => {
    const sub = newUser();
    const ended = await token(sub, 'buyer', nowSec(), `${sub}-phone`);
    const sameSecond = await token(sub, 'buyer', nowSec() + 1, `${sub}-phone`);
    const laptop = await token(sub, 'buyer', nowSec() - 60, `${sub}-laptop`);
    for (const base of bases) expect((await get(base, '/api/v1/me', ended)).status).toBe(200);

    await identityEvent(
      'identity.session.revoked.v1',
      { userId: sub, sessionIds: [`${sub}-phone`], reason: 'signed_out' },
      new Date(),
    );

    for (const base of bases) {
      for (const refused of [ended, sameSecond]) {
        const { status, res, body } = await get(base, '/api/v1/me', refused, 'sw');
        expect(status).toBe(401);
        expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
        expect(body).toMatchObject({ code: 'auth.session_revoked', status: 401 });
        expect(body['detail']).toMatch(/Kipindi hiki kimeisha/);
      }
      expect((await get(base, '/api/v1/me', laptop)).body).toMatchObject({ id: sub });
    }
    const french = await get(bases[0]!, '/api/v1/me', ended, 'fr');
    expect(french.body['detail']).toMatch(/Cette session a pris fin/);
    // On a public route the ended session's token is ignored, not an error.
    expect((await get(bases[0]!, '/api/v1/catalogue', ended)).body).toEqual({ personalisedFor: null });
  });

  it('ends several sessions of one event (a password change signs out everywhere)', async () => {
    const sub = newUser();
    const tokens = await Promise.all(
      ['a', 'b', 'c'].map((s) => token(sub, 'seller', nowSec(), `${sub}-${s}`)),
    );
    await identityEvent(
      'identity.session.revoked.v1',
      { userId: sub, sessionIds: [`${sub}-a`, `${sub}-b`, `${sub}-c`], reason: 'password_changed' },
      new Date(),
    );
    for (const t of tokens) expect((await get(bases[1]!, '/api/v1/me', t)).status).toBe(401);
  });

  it('dead-letters a record that does not decode at once, and goes on with the next', async () => {
    const dead: string[] = [];
    const observer = await transport.subscribe({
      group: 'test.dlq-observer',
      topics: ['identity.session.revoked.v1.dlq'],
      handler: (r) => Promise.resolve(void dead.push(r.headers['x-dlq-group'] ?? '')),
    });
    try {
      // Resolves once every group has finished the record: a retried one would never let it.
      await transport.publish([
        { topic: 'identity.session.revoked.v1', key: 'garbage', value: new Uint8Array([0xff, 0xff, 0xff]) },
      ]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(dead.sort()).toEqual(['catalogue.token-revocation', 'notifications.token-revocation']);
      const sub = newUser();
      const ended = await token(sub, 'buyer', nowSec(), `${sub}-s`);
      await identityEvent(
        'identity.session.revoked.v1',
        { userId: sub, sessionIds: [`${sub}-s`], reason: 'signed_out' },
        new Date(),
      );
      expect((await get(bases[0]!, '/api/v1/me', ended)).status).toBe(401);
    } finally {
      await observer.close();
    }
  });

  it('does not consume when told not to (one-off commands)', async () => {
    const base = await startService('cli', false);
    const sub = newUser();
    const old = await token(sub, 'buyer', nowSec() - 60);
    await identityEvent(
      'identity.user.suspended.v1',
      { userId: sub, email: 'x@example.org', reason: '' },
      new Date(Date.now() - 5_000),
    );
    expect((await get(base, '/api/v1/me', old)).status).toBe(200);
    expect((await get(bases[0]!, '/api/v1/me', old)).status).toBe(401);
  });
});
