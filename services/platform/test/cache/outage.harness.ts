import { Controller, Get, Global, Inject, type INestApplication, Module, Param } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import { createServer, connect, type Server as NetServer, type Socket } from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PayloadInit, TopicName } from '@sokoni/contracts';
import { AuthModule } from '../../src/auth/auth.module.js';
import type { AuthUser, Role } from '../../src/auth/auth-user.js';
import { CurrentUser } from '../../src/auth/current-user.decorator.js';
import { Public } from '../../src/auth/public.decorator.js';
import { TokenRevocationModule } from '../../src/auth/token-revocation.module.js';
import { CacheHealth, CacheModule, RATE_LIMITER } from '../../src/cache/cache.module.js';
import type { RateLimiter } from '../../src/cache/cache.port.js';
import { ErrorsModule } from '../../src/errors/errors.module.js';
import { ProblemException } from '../../src/errors/problem.exception.js';
import { EVENT_TRANSPORT } from '../../src/events/events.options.js';
import { InProcessTransport } from '../../src/events/transport/in-process.transport.js';
import { HealthModule } from '../../src/observability/health.module.js';
import { LoggingModule } from '../../src/observability/logging.module.js';
import { MetricsModule } from '../../src/observability/metrics.module.js';
import { publishAs } from '../../src/testing/publish-event.js';

const ISSUER = 'https://sokoni.test/identity';
const AUDIENCE = 'sokoni-api';
/** What the test route allows per key and minute. */
export const QUOTA = 3;

@Controller('api/v1')
class OutageTestController {
  constructor(@Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return user;
  }

  /** Rate-limited as the gateway and sign-in limit: a shared window per key. */
  @Get('quota/:key')
  @Public()
  async quota(@Param('key') key: string) {
    const decision = await this.limiter.hit(key, QUOTA, 60_000);
    if (!decision.allowed)
      throw ProblemException.tooManyRequests(
        'test.rate_limited',
        decision.retryAfterMs / 1000,
        undefined,
        'common.http.too_many_requests.detail',
      );
    return decision;
  }
}

/**
 * A service as servicePlatform() wires it, minus the database: the cache ports on `redisUrl`, token
 * revocation fed by an in-process bus, the JWT guard, /ready with the cache check, /metrics.
 */
export class OutageTestApp {
  private constructor(
    readonly app: INestApplication,
    readonly base: string,
    private readonly transport: InProcessTransport,
    private readonly signingKey: CryptoKey,
  ) {}

  static async start(redisUrl: string, keyPrefix: string): Promise<OutageTestApp> {
    const pair = await generateKeyPair('ES256');
    const jwks: JSONWebKeySet = {
      keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }],
    };
    const transport = new InProcessTransport();
    await transport.connect();

    @Global()
    @Module({ providers: [{ provide: EVENT_TRANSPORT, useValue: transport }], exports: [EVENT_TRANSPORT] })
    class BusModule {}

    @Module({
      imports: [
        LoggingModule.forRoot({ service: 'outage-test', level: 'silent' }),
        ErrorsModule.forRoot(),
        CacheModule.forRoot({ redisUrl, keyPrefix }),
        BusModule,
        TokenRevocationModule.forRoot({ service: 'outage-test' }),
        AuthModule.forRoot({ issuer: ISSUER, audience: AUDIENCE, jwks: () => Promise.resolve(jwks) }),
        HealthModule.forRootAsync({
          inject: [CacheHealth],
          useFactory: (cache: CacheHealth) => ({
            checks: [{ name: 'cache', check: () => cache.readiness() }],
          }),
        }),
        MetricsModule.forRoot({ service: 'outage-test' }),
      ],
      controllers: [OutageTestController],
    })
    class AppModule {}

    const ref = await Test.createTestingModule({ imports: [AppModule] }).compile();
    const app = ref.createNestApplication({ logger: false });
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}`;
    return new OutageTestApp(app, base, transport, pair.privateKey);
  }

  async stop(): Promise<void> {
    await this.app.close();
    await this.transport.disconnect();
  }

  token(sub: string, o: { role?: Role; issuedAtSec?: number; sid?: string } = {}): Promise<string> {
    const iat = o.issuedAtSec ?? Math.floor(Date.now() / 1000);
    return new SignJWT({
      role: o.role ?? 'buyer',
      email: `${sub}@example.org`,
      email_verified: true,
      sid: o.sid,
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(this.signingKey);
  }

  async get(path: string, bearer?: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(this.base + path, {
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text.startsWith('{') ? JSON.parse(text) : { text }) as Record<string, unknown>,
    };
  }

  /** As identity's relay publishes it; resolves once the app's consumer has handled it. */
  identityEvent<T extends TopicName>(
    topic: T,
    payload: PayloadInit<T>,
    occurredAt = new Date(),
  ): Promise<string> {
    return publishAs(this.transport, topic, payload, { producer: 'identity', occurredAt });
  }
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A TCP proxy between the app and Redis that the test can cut (connections reset, then refused),
 * stall (connections stay open but nothing flows, as in a network partition; held bytes flow on
 * when it ends, as TCP would retransmit them) and restore on the same port.
 */
export class TcpProxy {
  private server: NetServer | undefined;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket; held: [Socket, Buffer][] }>();
  private stalled = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  /** Resets every connection and refuses new ones until restore(). */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const { client, upstream } of this.pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    this.pairs.clear();
    await closed;
  }

  restore(): Promise<void> {
    return this.start();
  }

  stall(on: boolean): void {
    this.stalled = on;
    if (on) return;
    for (const pair of this.pairs) for (const [to, bytes] of pair.held.splice(0)) to.write(bytes);
  }

  private accept(client: Socket): void {
    const upstream = connect(this.targetPort, this.targetHost);
    const pair = { client, upstream, held: [] as [Socket, Buffer][] };
    this.pairs.add(pair);
    const forward = (to: Socket) => (bytes: Buffer) => {
      if (this.stalled) pair.held.push([to, bytes]);
      else to.write(bytes);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  }
}

/** Retries an assertion until it holds or `timeoutMs` passes. */
export async function eventually(assertion: () => Promise<void> | void, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The Redis the proxy tests sit in front of: REDIS_URL, else 127.0.0.1:6379. `reason` says why it
 * cannot be used; the caller skips visibly, or fails when REDIS_URL was set on purpose.
 */
export async function redisForTests(): Promise<{ url: URL; explicit: boolean; reason?: string }> {
  const explicit = process.env.REDIS_URL;
  const url = new URL(explicit ?? 'redis://127.0.0.1:6379');
  const reason = await new Promise<string | undefined>((resolve) => {
    const socket = connect(Number(url.port || 6379), url.hostname);
    socket.setTimeout(1_500, () => socket.destroy(new Error('timed out')));
    socket.once('connect', () => {
      socket.end();
      resolve(undefined);
    });
    socket.once('error', (error) => resolve(error.message));
  });
  return { url, explicit: explicit !== undefined, reason };
}

/** The same URL (credentials, database) through the proxy. */
export function throughProxy(url: URL, proxy: TcpProxy): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}
