import type { INestApplication } from '@nestjs/common';
import cookieParser from 'cookie-parser';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  decodeEnvelope,
  decodePayload,
  isTopicName,
  type PayloadInit,
  type PayloadOf,
  type TopicName,
} from '@sokoni/contracts';
import { loadConfig } from '@sokoni/platform/config';
import { createTestDatabaseOrSkip, publishAs, type TestDatabase } from '@sokoni/platform/testing';
import { InProcessTransport } from '@sokoni/platform/events';
import { appUrl, createServiceApp } from '@sokoni/platform/http';
import { CreateAdmin, IdentityModule, identityConfigSchema } from '../src/index.js';

/**
 * Identity alone, as the distributed mode runs it, on a fresh real PostgreSQL database of its own.
 * Tests talk to it over HTTP only (no gateway: the service must defend itself) and look at the
 * database directly to check what was, and was not, stored.
 */

/** A fresh database, or null after saying why the suite is skipped (platform/testing). */
export const testDatabaseOrSkip = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_identity_test');

export interface ApiInit extends RequestInit {
  json?: unknown;
  token?: string;
  cookie?: string;
}

export interface OutboxEvent<T extends TopicName = TopicName> {
  id: string;
  topic: T;
  key: string;
  actorId: string;
  aggregateId: string;
  correlationId: string;
  payload: PayloadOf<T>;
}

export interface Registered {
  user: any;
  email: string;
  password: string;
}

export interface SignedIn {
  accessToken: string;
  cookie: string;
  user: any;
}

export interface IdentityTestApp {
  app: INestApplication;
  url: string;
  /** Where this app keeps verification documents (a fresh temporary directory). */
  storageDir: string;
  api(path: string, init?: ApiInit): Promise<Response>;
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  /** Registers through the API and expects a 201; every call gets its own address unless one is given. */
  register(fields?: Record<string, unknown>, headers?: Record<string, string>): Promise<Registered>;
  signIn(email: string, password: string): Promise<SignedIn>;
  /** An admin made the only way there is (the operator's use case), then signed in over HTTP. */
  admin(email?: string): Promise<SignedIn>;
  /** Marks the e-mail verified in the database, for tests about something else. */
  markVerified(userId: string): Promise<void>;
  /** Identity's outbox rows in write order, decoded with the shared contracts. */
  events<T extends TopicName>(topic: T, aggregateId?: string): Promise<OutboxEvent<T>[]>;
  /** Publishes another service's event on identity's bus, as that service's relay would. */
  publish<T extends TopicName>(
    topic: T,
    payload: PayloadInit<T>,
    options: { producer: string; key?: string; occurredAt?: Date },
  ): Promise<string>;
  /** The latest verification link token written for a user (only the event ever carries it). */
  verificationToken(userId: string): Promise<string>;
  close(): Promise<void>;
}

export const PASSWORD = 'mango season in Mombasa 24';
let counter = 0;

export async function startIdentity(
  db: TestDatabase,
  env: Record<string, string> = {},
): Promise<IdentityTestApp> {
  const storageDir = await mkdtemp(join(tmpdir(), 'sokoni-identity-docs-'));
  const config = loadConfig(
    identityConfigSchema,
    {
      DATABASE_URL: db.url,
      LOG_LEVEL: process.env.INT_LOG_LEVEL ?? 'warn',
      PUBLIC_URL: 'http://sokoni.test',
      HOST: '127.0.0.1',
      DB_POOL_MAX: '10',
      STORAGE_DIR: storageDir,
      SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      // Where a generated key goes when a test unsets the one above: with this app, not in ./data.
      SIGNING_KEY_ENCRYPTION_KEY_FILE: join(storageDir, 'signing-key-encryption.key'),
      ...env,
    },
    { service: 'identity' },
  );
  const transport = new InProcessTransport();
  const app = await createServiceApp(IdentityModule.forRoot({ config, transport }), {
    title: 'Sokoni identity (test)',
    config,
    port: 0,
    configure: (a) => a.use(cookieParser()),
  });
  const url = appUrl(app);
  const pool = new pg.Pool({ connectionString: db.url, max: 3 });
  // pool.end() does not wait for the sockets to close, so the forced drop at the end can still
  // reach a closing connection; without a listener that error would crash the next test file.
  pool.on('error', () => undefined);

  const api: IdentityTestApp['api'] = (path, init = {}) => {
    const { json, token, cookie, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('content-type', 'application/json');
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (cookie) headers.set('cookie', cookie);
    return fetch(`${url}${path}`, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  };
  const sql: IdentityTestApp['sql'] = async (text, params) => (await pool.query(text, params)).rows;

  const signIn: IdentityTestApp['signIn'] = async (email, password) => {
    const res = await api('/api/v1/auth/login', { method: 'POST', json: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
    const body: any = await res.json();
    const cookie = refreshCookieOf(res);
    if (!cookie) throw new Error('sign-in set no refresh cookie');
    return { accessToken: body.accessToken, cookie, user: body.user };
  };

  const events: IdentityTestApp['events'] = async <T extends TopicName>(topic: T, aggregateId?: string) => {
    const rows = await sql<{ id: string; topic: string; key: string; value: Buffer }>(
      `select id, topic, key, value from identity.outbox where topic = $1 ${aggregateId ? 'and key = $2' : ''} order by id`,
      aggregateId ? [topic, aggregateId] : [topic],
    );
    return rows.map((r) => {
      const env = decodeEnvelope(new Uint8Array(r.value));
      if (!isTopicName(env.type) || env.type !== topic)
        throw new Error(`outbox row ${r.id} is a ${env.type}`);
      return {
        id: env.id,
        topic,
        key: r.key,
        actorId: env.actorId,
        aggregateId: env.aggregateId,
        correlationId: env.correlationId,
        payload: decodePayload(topic, env.payload),
      };
    });
  };

  return {
    app,
    url,
    storageDir,
    api,
    sql,
    signIn,
    events,
    publish: (topic, payload, options) => publishAs(transport, topic, payload, options),
    async register(fields = {}, headers = {}) {
      const n = ++counter;
      const body = {
        email: `trader${n}.${Date.now().toString(36)}@example.org`,
        password: PASSWORD,
        fullName: `Trader Number${n}`,
        businessName: `Business ${n}`,
        country: 'KE',
        ...fields,
      };
      const res = await api('/api/v1/auth/register', { method: 'POST', json: body, headers });
      if (res.status !== 201)
        throw new Error(`register ${String(body.email)}: ${res.status} ${await res.text()}`);
      const user: any = await res.json();
      return { user, email: user.email, password: String(body.password) };
    },
    async admin(email = `admin${++counter}@sokoni.example`) {
      await app.get(CreateAdmin).execute({ email, password: PASSWORD, fullName: 'Staff Admin' });
      return signIn(email, PASSWORD);
    },
    async markVerified(userId) {
      await sql('update identity.users set email_verified_at = now() where id = $1', [userId]);
    },
    async verificationToken(userId) {
      const sent = await events('identity.user.email_verification_requested.v1', userId);
      const last = sent.at(-1);
      if (!last) throw new Error(`no verification e-mail requested for ${userId}`);
      const token = new URL(last.payload.verifyUrl).searchParams.get('token');
      if (!token) throw new Error('verification link without a token');
      return token;
    },
    async close() {
      await app.close();
      await pool.end();
      await db.drop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

export function refreshCookieOf(res: Response): string | undefined {
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sokoni_refresh=') && !c.startsWith('sokoni_refresh=;'))
    ?.split(';')[0];
}

export const PROBLEM_JSON = /^application\/problem\+json/;

/** ra-data-simple-rest query string: sort, range and filter as JSON. */
export function listQuery(q: { sort?: unknown; range?: unknown; filter?: unknown } = {}): string {
  const params = new URLSearchParams();
  if (q.sort !== undefined) params.set('sort', JSON.stringify(q.sort));
  if (q.range !== undefined) params.set('range', JSON.stringify(q.range));
  if (q.filter !== undefined) params.set('filter', JSON.stringify(q.filter));
  const s = params.toString();
  return s ? `?${s}` : '';
}
