import type { INestApplication } from '@nestjs/common';
import type { PayloadInit } from '@sokoni/contracts';
import type { Env } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import {
  createTestDatabaseOrSkip,
  publishAs,
  startServiceForTest,
  type TestDatabase,
} from '@sokoni/platform/testing';
import { CartModule, cartConfigSchema } from '../src/index.js';

/**
 * The cart service alone, as `main.ts` boots it, on a fresh real PostgreSQL database, with tokens
 * signed by a JWKS the test serves the way identity does, and an in-process transport the test
 * publishes catalogue's product events on. Tests talk HTTP (the service defends itself without the
 * gateway) and read the database to check what was, and was not, stored.
 */

export const freshDatabase = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_cart_test');

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

type Snapshot = NonNullable<PayloadInit<'catalogue.product.published.v1'>['product']>;
/** What a test may change in an event's product beyond the fixture (plain values). */
export interface SnapshotOverrides {
  title?: string;
  currency?: string;
  priceTiers?: { minQuantity: bigint; unitPriceMinor: bigint }[];
  minOrderQuantity?: bigint;
  imageUrls?: string[];
}
export type ProductTopic =
  | 'catalogue.product.published.v1'
  | 'catalogue.product.submitted.v1'
  | 'catalogue.product.rejected.v1'
  | 'catalogue.product.archived.v1';

export interface ProductFixture {
  id: string;
  sellerId: string;
  tiers: [number, number][];
  moq: number;
  currency: string;
  title: string;
}

export interface CartHarness {
  app: INestApplication;
  url: string;
  api(path: string, init?: ApiInit): Promise<TestResponse>;
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  caller(role?: TestRole, id?: string): Promise<Caller>;
  /**
   * Publishes a catalogue product event as catalogue's relay would (key: the product id) and
   * resolves once the cart has handled it. `at` is the event time; later events win.
   */
  productEvent(
    topic: ProductTopic,
    p: ProductFixture,
    o?: { at?: Date; id?: string; over?: SnapshotOverrides },
  ): Promise<string>;
  /** A published product (tiers [minQuantity, unitPriceMinor] from the MOQ up). */
  product(over?: Partial<ProductFixture>, at?: Date): Promise<ProductFixture>;
  /** Shorthands for the cart API. */
  add(c: Caller, productId: string, quantity: number, lang?: string): Promise<TestResponse>;
  cart(c: Caller): Promise<any>;
  stop(): Promise<void>;
}

let clock = Date.UTC(2026, 10, 1, 12, 0, 0);
/** Event times that only move forward across the suite, so "newer" is never an accident. */
export const tick = (): Date => new Date((clock += 1_000));

export async function startCart(db: TestDatabase, env: Env = {}): Promise<CartHarness> {
  const harness = await startServiceForTest({
    service: 'cart',
    configSchema: cartConfigSchema,
    db,
    env: { DB_POOL_MAX: '8', ...env },
    sqlPoolMax: 3,
    module: (parts) => CartModule.forRoot({ ...parts, ownsTransport: false }),
  });
  const { app, url, transport, issuer, sql: pool } = harness;
  const api: CartHarness['api'] = (path, init = {}) => {
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
  };
  const productEvent: CartHarness['productEvent'] = (topic, p, o = {}) => {
    const product: Snapshot = {
      productId: p.id,
      sellerId: p.sellerId,
      title: p.title,
      categoryId: uuidv7(),
      categorySlugPath: 'agriculture/cocoa',
      currency: p.currency,
      priceTiers: p.tiers.map(([q, price]) => ({ minQuantity: BigInt(q), unitPriceMinor: BigInt(price) })),
      unit: 'tonne',
      minOrderQuantity: BigInt(p.moq),
      imageUrls: [`https://sokoni.test/api/v1/media/products/${p.id}/main.webp`],
      originCountry: 'GH',
      readyToShip: true,
      leadTimeDays: 14,
      incoterms: ['FOB'],
      ...o.over,
    };
    const payload =
      topic === 'catalogue.product.published.v1'
        ? { product, reason: 'approved' }
        : topic === 'catalogue.product.rejected.v1'
          ? { product, reason: 'blurry photos' }
          : { product };
    return publishAs(transport, topic, payload as PayloadInit<typeof topic>, {
      producer: 'catalogue',
      key: p.id,
      id: o.id,
      occurredAt: o.at ?? tick(),
    });
  };
  return {
    app,
    url,
    api,
    sql: async (text, params) => (await pool.query(text, params)).rows,
    async caller(role = 'buyer', id = uuidv7()) {
      return { id, token: await issuer.sign({ role, sub: id }) };
    },
    productEvent,
    async product(over = {}, at) {
      const p: ProductFixture = {
        id: uuidv7(),
        sellerId: uuidv7(),
        tiers: [
          [5, 3_000_000],
          [20, 2_900_000],
          [100, 2_750_000],
        ],
        moq: 5,
        currency: 'GHS',
        title: 'Grade A fermented cocoa beans',
        ...over,
      };
      await productEvent('catalogue.product.published.v1', p, { at });
      return p;
    },
    add: (c, productId, quantity, lang) =>
      api('/api/v1/cart/items', { method: 'POST', token: c.token, json: { productId, quantity }, lang }),
    async cart(c) {
      const res = await api('/api/v1/cart', { token: c.token });
      expect(res.status).toBe(200);
      return res.json();
    },
    stop: harness.stop,
  };
}

export const PROBLEM_JSON = /^application\/problem\+json/;

/** Every line of a cart answer, across sellers. */
export const linesOf = (cart: { sellers: { lines: any[] }[] }): any[] => cart.sellers.flatMap((s) => s.lines);
