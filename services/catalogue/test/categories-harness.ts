import type { INestApplication } from '@nestjs/common';
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
import { CatalogueModule, catalogueConfigSchema } from '../src/index.js';

/**
 * The catalogue alone, as `main.ts` boots it, on a fresh real PostgreSQL database, with identity's
 * JWKS served by the test and an in-process transport the test publishes identity events on. Used
 * by the categories and suppliers suites; tests talk HTTP and look at the database directly.
 */

/** A fresh database, or null after saying why the suite is skipped (platform/testing). */
export const freshDatabase = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_catalogue_test');

export type TestRole = 'buyer' | 'seller' | 'both' | 'admin';

export interface ApiInit extends RequestInit {
  json?: unknown;
  token?: string;
}

export interface ProductFixture {
  sellerId: string;
  categoryPath: string;
  title?: string;
  status?: 'draft' | 'pending_review' | 'published' | 'rejected' | 'archived';
  supplierSuspended?: boolean;
  supplierName?: string;
  publishedAt?: Date;
}

export interface CatalogueHarness {
  app: INestApplication;
  url: string;
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  api(path: string, init?: ApiInit): Promise<Response>;
  /** A signed access token as identity would issue it (served from the test's own JWKS). */
  token(role: TestRole, sub?: string): Promise<string>;
  /** Publishes an event as identity's relay would; resolves once every consumer group handled it. */
  publish<T extends TopicName>(
    topic: T,
    payload: PayloadInit<T>,
    options?: { occurredAt?: Date; id?: string },
  ): Promise<string>;
  /** Decoded catalogue.* events in the outbox, oldest first. */
  outbox<T extends TopicName>(topic: T): Promise<{ key: string; actorId: string; payload: PayloadOf<T> }[]>;
  /** Inserts a product row directly (the products API is another suite's business). */
  product(p: ProductFixture): Promise<string>;
  stop(): Promise<void>;
}

/** `env`: settings over the test defaults (SEED_DEMO_DATA, say). */
export async function startCatalogue(db: TestDatabase, env?: Env): Promise<CatalogueHarness> {
  const harness = await startServiceForTest({
    service: 'catalogue',
    configSchema: catalogueConfigSchema,
    db,
    // Products go in with SQL here, which raises no event to drop the read cache (read-cache.int-spec).
    env: { CATALOGUE_READ_CACHE_MS: '0', ...env },
    module: (parts) => CatalogueModule.forRoot({ ...parts, ownsTransport: false }),
  });
  const { app, url, transport, issuer, sql: pool } = harness;
  const sql: CatalogueHarness['sql'] = async (text, params) => (await pool.query(text, params)).rows;

  return {
    app,
    url,
    sql,
    api(path, init = {}) {
      const { json, token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (token) headers.set('authorization', `Bearer ${token}`);
      return fetch(`${url}${path}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
    token: (role, sub = uuidv7()) => issuer.sign({ role, sub, expiresIn: '5m' }),
    publish: (topic, payload, options = {}) =>
      publishAs(transport, topic, payload, {
        producer: 'identity',
        id: options.id,
        occurredAt: options.occurredAt,
      }),
    async outbox(topic) {
      const rows = await sql<{ key: string; value: Buffer }>(
        'select key, value from catalogue.outbox where topic = $1 order by id',
        [topic],
      );
      return rows.map((r) => {
        const env = decodeEnvelope(new Uint8Array(r.value));
        return { key: r.key, actorId: env.actorId, payload: decodePayload(topic, env.payload) };
      });
    },
    async product(p) {
      const id = uuidv7();
      const [category] = await sql<{ id: string }>('select id from catalogue.categories where path = $1', [
        p.categoryPath,
      ]);
      if (!category) throw new Error(`no category ${p.categoryPath}`);
      const status = p.status ?? 'published';
      await sql(
        `insert into catalogue.products (id, seller_id, title, category_id, unit, moq, price_tiers, currency,
           min_price_minor, min_price_usd_cents, origin_country, status, category_path, supplier_name,
           supplier_suspended, published_at)
         values ($1, $2, $3, $4, 'kg', 100, '[{"minQuantity":100,"unitPriceMinor":250}]', 'USD', 250, 250, 'GH',
           $5, $6, $7, $8, $9)`,
        [
          id,
          p.sellerId,
          p.title ?? `Product ${id.slice(-6)}`,
          category.id,
          status,
          p.categoryPath,
          p.supplierName ?? '',
          p.supplierSuspended ?? false,
          status === 'published' ? (p.publishedAt ?? new Date()) : null,
        ],
      );
      return id;
    },
    stop: harness.stop,
  };
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
