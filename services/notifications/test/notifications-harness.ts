import type { INestApplication } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import pg from 'pg';
import {
  decodeEnvelope,
  decodePayload,
  encodeEnvelope,
  encodePayload,
  type PayloadInit,
  type PayloadOf,
  type TopicName,
} from '@sokoni/contracts';
import { loadConfig, type Env } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { createTestDatabase, type TestDatabase } from '@sokoni/platform/testing';
import { EVENT_HEADERS, InProcessTransport, type DeliveredRecord } from '@sokoni/platform/events';
import { appUrl, createServiceApp } from '@sokoni/platform/http';
import { EmailQueue, NotificationsModule, notificationsConfigSchema } from '../src/index.js';

export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const PUBLIC_URL = 'https://sokoni.test';

/** Opens a fresh database, or says loudly why the suite is skipped (never a silent pass). */
export async function freshDatabase(suite: string): Promise<TestDatabase | null> {
  const db = await createTestDatabase(ADMIN_DATABASE_URL, 'sokoni_notif_test');
  if (!db) {
    console.warn(
      `SKIP ${suite}: no PostgreSQL answers at ${ADMIN_DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')}; ` +
        'set TEST_DATABASE_URL (or DATABASE_URL) to run it',
    );
  }
  return db;
}

export interface PublishOptions {
  /** Envelope id; a redelivery reuses the id of the first delivery. */
  id?: string;
  occurredAt?: Date;
  aggregateId?: string;
}

export interface DeliveryRow {
  id: string;
  event_id: string;
  user_id: string | null;
  recipient: string;
  template: string;
  locale: string;
  subject: string;
  text: string | null;
  html: string | null;
  raw: string | null;
  status: 'queued' | 'sent' | 'failed';
  transport: string | null;
  attempts: number;
  error: string | null;
  next_attempt_at: Date;
  created_at: Date;
  sent_at: Date | null;
  message_id: string | null;
}

export interface NotificationsHarness {
  app: INestApplication;
  url: string;
  transport: InProcessTransport;
  queue: EmailQueue;
  sql: pg.Pool;
  /** notifications.* records the relay put on the bus, as a downstream consumer would see them. */
  emitted: DeliveredRecord[];
  /** Publishes an event exactly as identity's outbox relay would; resolves once every group handled it. */
  publish<T extends TopicName>(topic: T, payload: PayloadInit<T>, options?: PublishOptions): Promise<string>;
  deliveries(where?: string, params?: unknown[]): Promise<DeliveryRow[]>;
  /** A signed access token as identity would issue it (served from the test's own JWKS). */
  token(
    role: 'buyer' | 'seller' | 'both' | 'admin',
    claims?: { sub?: string; expiresIn?: string | number },
  ): Promise<string>;
  /** A token signed by a key the JWKS does not publish. */
  forgedToken(): Promise<string>;
  api(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  /** Decoded notifications.* events in the outbox, oldest first. */
  outbox<T extends TopicName>(
    topic: T,
  ): Promise<{ id: string; key: string; published: boolean; payload: PayloadOf<T> }[]>;
  stop(): Promise<void>;
}

/** Identity's JWKS, served the way identity serves it, so the app fetches keys over HTTP. */
async function startJwks(): Promise<{ url: string; privateKey: CryptoKey; kid: string; server: Server }> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const kid = `test-${randomUUID()}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const server = createServer((req, res) => {
    if (req.url !== '/.well-known/jwks.json') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/.well-known/jwks.json`, privateKey, kid, server };
}

const sign = (key: CryptoKey, kid: string, role: string, sub: string, expiresIn: string | number) =>
  new SignJWT({ role, email: `${role}-${sub.slice(-6)}@staff.example`, verified: true })
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'at+jwt' })
    .setSubject(sub)
    .setIssuer('sokoni-identity')
    .setAudience('sokoni')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);

/**
 * The notifications service alone, as `main.ts` or the standalone run boots it (createServiceApp on a
 * loopback port), on the given fresh database, with a shared in-process transport the test publishes
 * identity events on.
 */
export async function startNotifications(db: TestDatabase, env: Env = {}): Promise<NotificationsHarness> {
  const jwks = await startJwks();
  const transport = new InProcessTransport();
  await transport.connect();
  const emitted: DeliveredRecord[] = [];
  await transport.subscribe({
    group: 'test.observer',
    topics: ['notifications.email.sent.v1', 'notifications.email.failed.v1'],
    handler: (record) => {
      emitted.push(record);
      return Promise.resolve();
    },
  });
  const config = loadConfig(
    notificationsConfigSchema,
    {
      DATABASE_URL: db.url,
      PUBLIC_URL,
      HOST: '127.0.0.1',
      // Quiet unless asked: failure tests log warnings on purpose.
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'fatal',
      DB_POOL_MAX: '4',
      ...env,
    },
    { service: 'notifications' },
  );
  let app: INestApplication;
  try {
    app = await createServiceApp(
      NotificationsModule.forRoot({ config, transport, ownsTransport: false, jwksUrl: jwks.url }),
      { title: 'Sokoni notifications (test)', config, port: 0 },
    );
  } catch (err) {
    await transport.disconnect();
    jwks.server.close();
    throw err;
  }
  const url = appUrl(app);
  const sql = new pg.Pool({ connectionString: db.url, max: 2 });

  return {
    app,
    url,
    transport,
    queue: app.get(EmailQueue),
    sql,
    emitted,
    async publish(topic, payload, options = {}) {
      const id = options.id ?? uuidv7();
      const p = payload as { userId?: string };
      const key = options.aggregateId ?? p.userId ?? id;
      const correlationId = randomUUID();
      await transport.publish([
        {
          topic,
          key,
          value: encodeEnvelope({
            id,
            type: topic,
            occurredAt: options.occurredAt ?? new Date(),
            producer: 'identity',
            aggregateId: key,
            actorId: '',
            correlationId,
            payload: encodePayload(topic, payload),
          }),
          headers: {
            [EVENT_HEADERS.eventId]: id,
            [EVENT_HEADERS.correlationId]: correlationId,
            [EVENT_HEADERS.producer]: 'identity',
          },
        },
      ]);
      return id;
    },
    async deliveries(where = 'true', params = []) {
      const r = await sql.query<DeliveryRow>(
        `select * from notifications.email_deliveries where ${where} order by created_at, id`,
        params,
      );
      return r.rows;
    },
    token: (role, claims = {}) =>
      sign(jwks.privateKey, jwks.kid, role, claims.sub ?? uuidv7(), claims.expiresIn ?? '5m'),
    async forgedToken() {
      const other = await generateKeyPair('ES256');
      return sign(other.privateKey, jwks.kid, 'admin', uuidv7(), '5m');
    },
    api(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      return fetch(`${url}${path}`, { ...init, headers });
    },
    async outbox(topic) {
      const r = await sql.query<{ id: string; key: string; value: Buffer; published_at: Date | null }>(
        'select id, key, value, published_at from notifications.outbox where topic = $1 order by id',
        [topic],
      );
      return r.rows.map((row) => ({
        id: row.id,
        key: row.key,
        published: row.published_at !== null,
        payload: decodePayload(topic, decodeEnvelope(new Uint8Array(row.value)).payload),
      }));
    },
    async stop() {
      await app.close();
      await sql.end();
      await transport.disconnect();
      await new Promise((resolve) => jwks.server.close(resolve));
    },
  };
}

/** Polls until `check` returns something truthy; for effects of background loops (relay, dispatcher). */
export async function eventually<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
