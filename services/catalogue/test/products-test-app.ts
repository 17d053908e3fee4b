import type { INestApplication } from '@nestjs/common';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeEnvelope, decodePayload, type PayloadOf, type TopicName } from '@sokoni/contracts';
import type { Env } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { createTestDatabaseOrSkip, startServiceForTest, type TestDatabase } from '@sokoni/platform/testing';
import { CatalogueModule, catalogueConfigSchema } from '../src/index.js';

/**
 * The catalogue alone, as `main.ts` boots it, on a fresh real PostgreSQL database, with tokens
 * signed by a JWKS the test serves the way identity does. Tests use HTTP only (the service must
 * defend itself without the gateway) and read the database to check what was, and was not, stored.
 */

/** A fresh database, or null after saying why the suite is skipped (platform/testing). */
export const testDatabaseOrSkip = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_products_test');

export type TestRole = 'buyer' | 'seller' | 'both' | 'admin';
export interface Caller {
  id: string;
  token: string;
}
export interface ApiInit extends RequestInit {
  json?: unknown;
  token?: string;
  lang?: string;
}

/** Test bodies are read loosely: the assertions say what they must hold. */
export interface TestResponse extends Response {
  json(): Promise<any>;
}

export interface ProductsTestApp {
  app: INestApplication;
  url: string;
  storageDir: string;
  api(path: string, init?: ApiInit): Promise<TestResponse>;
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  /** A signed-in user of that role (a fresh id unless one is given). */
  caller(role: TestRole, id?: string): Promise<Caller>;
  /** A live category under a test root, its ancestors' names included; `retired` for a retired one. */
  category(opts?: { retired?: boolean }): Promise<string>;
  supplier(
    sellerId: string,
    fields?: { name?: string; verified?: boolean; suspended?: boolean },
  ): Promise<void>;
  events<T extends TopicName>(
    topic: T,
    productId?: string,
  ): Promise<{ actorId: string; payload: PayloadOf<T> }[]>;
  close(): Promise<void>;
}

let counter = 0;

export async function startProducts(db: TestDatabase, env: Env = {}): Promise<ProductsTestApp> {
  const storageDir = await mkdtemp(join(tmpdir(), 'sokoni-media-'));
  const harness = await startServiceForTest({
    service: 'catalogue',
    configSchema: catalogueConfigSchema,
    db,
    env: {
      PUBLIC_URL: 'https://sokoni.test',
      DB_POOL_MAX: '6',
      STORAGE_DIR: storageDir,
      MAX_IMAGE_BYTES: String(256 * 1024),
      ...env,
    },
    sqlPoolMax: 3,
    module: (parts) => CatalogueModule.forRoot({ ...parts, ownsTransport: false }),
  });
  const { app, url, issuer, sql: pool } = harness;
  const sql: ProductsTestApp['sql'] = async (text, params) => (await pool.query(text, params)).rows;

  const root = `test-root-${++counter}`;
  await sql(`insert into catalogue.categories (id, slug, path, depth, names) values ($1, $2, $2, 0, $3)`, [
    uuidv7(),
    root,
    { en: 'Test Agriculture', fr: 'Agriculture test', ar: 'زراعة', sw: 'Kilimo' },
  ]);
  let categories = 0;

  return {
    app,
    url,
    storageDir,
    sql,
    api(path, init = {}) {
      const { json, token, lang, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (lang) headers.set('accept-language', lang);
      return fetch(`${url}${path}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
    async caller(role, id = uuidv7()) {
      const token = await issuer.sign({ role, sub: id });
      return { id, token };
    },
    async category(opts = {}) {
      const id = uuidv7();
      const slug = `cocoa-${++categories}`;
      const [parent] = await sql<{ id: string }>(`select id from catalogue.categories where path = $1`, [
        root,
      ]);
      await sql(
        `insert into catalogue.categories (id, parent_id, slug, path, depth, names, retired_at) values ($1, $2, $3, $4, 1, $5, $6)`,
        [
          id,
          parent!.id,
          slug,
          `${root}/${slug}`,
          { en: 'Cocoa & Coffee', fr: 'Cacao et café', ar: 'كاكاو وقهوة', sw: 'Kakao na Kahawa' },
          opts.retired ? new Date() : null,
        ],
      );
      return id;
    },
    async supplier(sellerId, f = {}) {
      await sql(
        `insert into catalogue.suppliers (id, company_name, country, verification_status, verified_at, suspended)
         values ($1, $2, 'GH', $3, $4, $5)`,
        [
          sellerId,
          f.name ?? 'Ashanti Cocoa Co-op',
          f.verified ? 'verified' : 'unverified',
          f.verified ? new Date() : null,
          f.suspended ?? false,
        ],
      );
    },
    async events(topic, productId) {
      const rows = await sql<{ value: Buffer }>(
        `select value from catalogue.outbox where topic = $1 ${productId ? 'and key = $2' : ''} order by id`,
        productId ? [topic, productId] : [topic],
      );
      return rows.map((r) => {
        const env = decodeEnvelope(new Uint8Array(r.value));
        return { actorId: env.actorId, payload: decodePayload(topic, env.payload) };
      });
    },
    async close() {
      await harness.stop();
      await rm(storageDir, { recursive: true, force: true });
      await db.drop();
    },
  };
}

export const PROBLEM_JSON = /^application\/problem\+json/;

/** A valid product body; tests override one field at a time. */
export function productBody(categoryId: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Grade A fermented cocoa beans',
    description: '## Origin\nSun-dried beans from **Ashanti**, moisture ≤ 7.5%.',
    categoryId,
    unit: 'tonne',
    moq: 5,
    priceTiers: [
      { minQuantity: 5, unitPriceMinor: 3_000_000 },
      { minQuantity: 20, unitPriceMinor: 2_900_000 },
      { minQuantity: 100, unitPriceMinor: 2_750_000 },
    ],
    currency: 'GHS',
    readyToShip: true,
    leadTimeDays: 14,
    capacityPerMonth: 400,
    originCountry: 'GH',
    hsCode: '1801.00',
    incoterms: ['FOB', 'CIF'],
    certifications: ['Fairtrade'],
    specifications: [{ key: 'Moisture', value: '≤ 7.5%' }],
    sampleAvailable: true,
    samplePriceMinor: 50_000,
    ...over,
  };
}

export const listQuery = (q: { sort?: unknown; range?: unknown; filter?: unknown } = {}): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined) params.set(k, JSON.stringify(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

export interface FlowState {
  t: ProductsTestApp;
  seller: Caller;
  admin: Caller;
  categoryId: string;
}

/** Steps most tests start from; `state` is read at call time, after beforeAll has filled it in. */
export function productFlow(state: () => FlowState) {
  const create = async (by?: Caller, over: Record<string, unknown> = {}): Promise<any> => {
    const { t, seller, categoryId } = state();
    const res = await t.api('/api/v1/products', {
      method: 'POST',
      token: (by ?? seller).token,
      json: productBody(categoryId, over),
    });
    expect(res.status).toBe(201);
    return res.json();
  };
  /** A seller's action on their product, or (for the admin) a moderation action. */
  const act = (id: string, action: string, by: Caller, json?: unknown) => {
    const { t, admin } = state();
    return t.api(`/api/v1/${by === admin ? 'admin/' : ''}products/${id}/${action}`, {
      method: 'POST',
      token: by.token,
      json,
    });
  };
  const published = async (over: Record<string, unknown> = {}): Promise<any> => {
    const { seller, admin } = state();
    const p = await create(seller, over);
    expect((await act(p.id, 'submit', seller)).status).toBe(200);
    const res = await act(p.id, 'approve', admin);
    expect(res.status).toBe(200);
    return res.json();
  };
  return { create, act, published };
}
