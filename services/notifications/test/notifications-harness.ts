import type { INestApplication } from '@nestjs/common';
import { generateKeyPair } from 'jose';
import pg from 'pg';
import {
  decodeEnvelope,
  decodePayload,
  type PayloadInit,
  type PayloadOf,
  type TopicName,
} from '@sokoni/contracts';
import type { Env } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import {
  createTestDatabaseOrSkip,
  publishAs,
  startServiceForTest,
  type TestDatabase,
} from '@sokoni/platform/testing';
import type { DeliveredRecord, InProcessTransport } from '@sokoni/platform/events';
import type { RealtimeFanout } from '@sokoni/platform/realtime';
import { EmailQueue, NotificationsModule, notificationsConfigSchema } from '../src/index.js';

export const PUBLIC_URL = 'https://sokoni.test';

/** A fresh database, or null after saying why the suite is skipped (platform/testing). */
export const freshDatabase = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_notif_test');

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

/**
 * The notifications service alone, as `main.ts` or the standalone run boots it (createServiceApp on a
 * loopback port), on the given fresh database, with a shared in-process transport the test publishes
 * identity events on.
 */
export async function startNotifications(
  db: TestDatabase,
  env: Env = {},
  options: { realtime?: RealtimeFanout } = {},
): Promise<NotificationsHarness> {
  const emitted: DeliveredRecord[] = [];
  const harness = await startServiceForTest({
    service: 'notifications',
    configSchema: notificationsConfigSchema,
    db,
    env: { PUBLIC_URL, ...env },
    beforeStart: (transport) =>
      transport.subscribe({
        group: 'test.observer',
        topics: ['notifications.email.sent.v1', 'notifications.email.failed.v1'],
        handler: (record) => {
          emitted.push(record);
          return Promise.resolve();
        },
      }),
    module: (parts) =>
      NotificationsModule.forRoot({ ...parts, ownsTransport: false, realtime: options.realtime }),
  });
  const { app, url, transport, issuer, sql } = harness;

  return {
    app,
    url,
    transport,
    queue: app.get(EmailQueue),
    sql,
    emitted,
    publish: (topic, payload, options = {}) =>
      publishAs(transport, topic, payload, {
        producer: 'identity',
        id: options.id,
        key: options.aggregateId,
        occurredAt: options.occurredAt,
      }),
    async deliveries(where = 'true', params = []) {
      const r = await sql.query<DeliveryRow>(
        `select * from notifications.email_deliveries where ${where} order by created_at, id`,
        params,
      );
      return r.rows;
    },
    token: (role, claims = {}) =>
      issuer.sign({ role, sub: claims.sub ?? uuidv7(), expiresIn: claims.expiresIn ?? '5m' }),
    async forgedToken() {
      const other = await generateKeyPair('ES256');
      return issuer.sign({ role: 'admin', sub: uuidv7(), expiresIn: '5m', key: other.privateKey });
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
    stop: harness.stop,
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
