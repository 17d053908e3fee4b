import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import {
  decodeEnvelope,
  decodePayload,
  Role,
  type PayloadInit,
  type PayloadOf,
  type TopicName,
} from '@sokoni/contracts';
import type { Env } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import type { InProcessTransport } from '@sokoni/platform/events';
import {
  createTestDatabaseOrSkip,
  publishAs,
  startServiceForTest,
  type TestDatabase,
} from '@sokoni/platform/testing';
import { MessagingModule, messagingConfigSchema } from '../src/index.js';

/** A fresh database, or null after saying why the suite is skipped (platform/testing). */
export const freshDatabase = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_messaging_test');

export interface ApiInit extends Omit<RequestInit, 'body'> {
  token?: string;
  json?: unknown;
  body?: RequestInit['body'];
  lang?: string;
}

export interface MessagingHarness {
  app: INestApplication;
  url: string;
  transport: InProcessTransport;
  sql: pg.Pool;
  /** Publishes another service's event as its outbox relay would; resolves once messaging handled it. */
  publish<T extends TopicName>(topic: T, payload: PayloadInit<T>, producer?: string): Promise<string>;
  /** The same, for an event that happened at `occurredAt` (a late or redelivered one). */
  publishAt<T extends TopicName>(topic: T, payload: PayloadInit<T>, occurredAt: Date): Promise<string>;
  /** A registered user known to messaging's read model (identity's event), with a token. */
  user(role: 'buyer' | 'seller' | 'admin', name?: string): Promise<{ id: string; token: string }>;
  /** A published product of `sellerId` (catalogue's event). */
  product(sellerId: string, title?: string): Promise<string>;
  /** An order between the two (trade's checkout event). */
  /** An order placed between the two, then paid unless `paid` is false. */
  order(buyerId: string, sellerId: string, paid?: boolean): Promise<string>;
  api(path: string, init?: ApiInit): Promise<Response>;
  outbox<T extends TopicName>(topic: T): Promise<{ key: string; payload: PayloadOf<T> }[]>;
  stop(): Promise<void>;
}

const ROLES = { buyer: Role.BUYER, seller: Role.SELLER, admin: Role.ADMIN } as const;

/** The messaging service alone, as `main.ts` or the standalone run boots it, on a fresh database. */
export async function startMessaging(db: TestDatabase, env: Env = {}): Promise<MessagingHarness> {
  const h = await startServiceForTest({
    service: 'messaging',
    configSchema: messagingConfigSchema,
    db,
    env: { STORAGE_DIR: mkdtempSync(join(tmpdir(), 'sokoni-messaging-files-')), ...env },
    sqlPoolMax: 3,
    module: (parts) => MessagingModule.forRoot({ ...parts, ownsTransport: false }),
  });
  const { app, url, transport, issuer, sql } = h;
  const publish: MessagingHarness['publish'] = (topic, payload, producer) =>
    publishAs(transport, topic, payload, { producer: producer ?? topic.split('.')[0]! });

  return {
    app,
    url,
    transport,
    sql,
    publish,
    publishAt: (topic, payload, occurredAt) =>
      publishAs(transport, topic, payload, { producer: topic.split('.')[0]!, occurredAt }),
    async user(role, name) {
      const id = uuidv7();
      await publish('identity.user.registered.v1', {
        userId: id,
        email: `${id}@example.com`,
        fullName: name ?? `${role} ${id.slice(-4)}`,
        businessName: role === 'seller' ? `${name ?? 'Supplier'} Ltd` : '',
        role: ROLES[role],
        country: 'KE',
        locale: 'en',
        source: 'self',
      });
      return { id, token: await issuer.sign({ role, sub: id, expiresIn: '5m' }) };
    },
    async product(sellerId, title = 'Arabica coffee beans, grade AA') {
      const productId = uuidv7();
      await publish('catalogue.product.published.v1', {
        product: { productId, sellerId, title, currency: 'USD', unit: 'kg' },
        reason: 'approved',
      });
      return productId;
    },
    async order(buyerId, sellerId, paid = true) {
      const orderId = uuidv7();
      const checkoutId = uuidv7();
      const order = { orderId, reference: 'SK-7F3K-92QD', checkoutId, buyerId, sellerId };
      await publish('trade.checkout.placed.v1', {
        checkoutId,
        buyerId,
        currency: 'USD',
        totalMinor: 100_00n,
        orders: [{ ...order, status: 'pending_payment' }],
      });
      if (paid)
        await publish('trade.order.status_changed.v1', {
          order: { ...order, status: 'paid' },
          action: 'pay',
          fromStatus: 'pending_payment',
        });
      return orderId;
    },
    api(path, init = {}) {
      const { token, json, lang, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (lang) headers.set('accept-language', lang);
      if (json !== undefined) headers.set('content-type', 'application/json');
      return fetch(`${url}${path}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
    async outbox(topic) {
      const rows = await sql.query<{ key: string; value: Buffer }>(
        `select key, value from messaging.outbox where topic = $1 order by id`,
        [topic],
      );
      return rows.rows.map((r) => ({
        key: r.key,
        payload: decodePayload(topic, decodeEnvelope(new Uint8Array(r.value)).payload),
      }));
    },
    stop: h.stop,
  };
}
