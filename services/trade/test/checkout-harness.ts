import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import {
  decodeEnvelope,
  decodePayload,
  timestampFromDate,
  type PayloadInit,
  type PayloadOf,
  type TopicName,
} from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import {
  createTestDatabaseOrSkip,
  publishAs,
  startServiceForTest,
  type TestDatabase,
} from '@sokoni/platform/testing';
import { verifyLedger, type LedgerVerification } from '../src/ledger/index.js';
import { PaymentProviders } from '../src/payments/payment-providers.js';
import { WebhookProcessor } from '../src/payments/webhook-processor.js';
import type { SandboxProvider } from '../src/payments/providers/sandbox.provider.js';
import { SellerPlans } from '../src/plans/index.js';
import { tradeConfigSchema } from '../src/trade.config.js';
import { TradeModule } from '../src/trade.module.js';
import { SCHEMA } from '../src/trade.schema.js';
import { snapshot, type ApiInit, type TestResponse } from './read-models-harness.js';

/**
 * The whole trade service booted as main.ts boots it (TradeModule on a fresh PostgreSQL database,
 * an in-process transport, a test token issuer), fed the way production feeds it: catalogue's
 * product and FX events on the transport, plans through the plans read model, stock rows as a
 * seller's PUT leaves them. Checkout, payments and reads are then driven through HTTP, and the
 * sandbox provider (the default) through its own API, as the storefront's sandbox page does.
 */
export const freshDatabase = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_trade_checkout_test');

/** The secret the test signs sandbox webhooks with (the app's SANDBOX_WEBHOOK_SECRET). */
export const SANDBOX_SECRET = 'test-sandbox-webhook-secret-0123456789';

export const ADDRESS = {
  fullName: 'Wanjiru Kamau',
  company: 'Kamau Traders Ltd',
  line1: '12 Moi Avenue',
  city: 'Nairobi',
  postalCode: '00100',
  country: 'KE',
  phone: '+254712345678',
};

export interface ProductInit {
  sellerId?: string;
  currency?: string;
  /** [minQuantity, unitPriceMinor] pairs; the first quantity is the MOQ. */
  tiers?: Array<[number, number]>;
  title?: string;
  /** Units on hand; untracked (made to order) when absent. */
  stock?: number;
}

export interface CheckoutHarness {
  orm: MikroORM;
  url: string;
  get<T>(type: abstract new (...args: never[]) => T): T;
  em(): EntityManager;
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  api(path: string, init?: ApiInit & { idempotencyKey?: string | false }): Promise<TestResponse>;
  token(role: 'buyer' | 'seller' | 'both' | 'admin', sub: string, email?: string): Promise<string>;
  /** A published product as catalogue announces it; returns its id. */
  product(o?: ProductInit): Promise<string>;
  unpublish(productId: string, sellerId: string): Promise<void>;
  /** An event on the transport as its producer's relay would publish it; resolves once trade handled it. */
  publish<T extends TopicName>(
    topic: T,
    payload: PayloadInit<T>,
    key: string,
    producer: string,
  ): Promise<string>;
  /** A publication of per-USD rates (each call a newer version). */
  rates(perUsd: Record<string, string>): Promise<void>;
  plan(sellerId: string, feeBasisPoints: number): Promise<void>;
  sandbox(): SandboxProvider;
  /** Waits until every stored webhook is processed. */
  settled(): Promise<void>;
  /** Places a checkout as this buyer (201 expected) and returns its body. */
  checkout(
    token: string,
    items: Array<{ productId: string; quantity: number }>,
    currency?: string,
  ): Promise<any>;
  /** The tester's decision on the sandbox page, as the buyer; then waits for its webhooks to be processed. */
  complete(
    token: string,
    paymentId: string,
    outcome: 'succeeded' | 'failed',
    o?: Record<string, unknown>,
  ): Promise<any>;
  /** Ledger entries of these orders, by operation. */
  entries(
    orderIds: string[],
  ): Promise<{ id: string; operation: string; order_id: string; provider: string }[]>;
  outbox<T extends TopicName>(topic: T): Promise<{ key: string; payload: PayloadOf<T> }[]>;
  verify(): Promise<LedgerVerification>;
  stop(): Promise<void>;
}

const DIGITS: Record<string, number> = { UGX: 0, TND: 3 };
let rateVersion = 0;

export async function startCheckout(
  db: TestDatabase,
  env: Record<string, string> = {},
): Promise<CheckoutHarness> {
  const h = await startServiceForTest({
    service: 'trade',
    configSchema: tradeConfigSchema,
    db,
    env: {
      DB_POOL_MAX: '16',
      TRADE_JOB_INTERVAL_SECONDS: '3600',
      SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
      PUBLIC_URL: 'https://sokoni.test',
      ...env,
    },
    sqlPoolMax: 3,
    module: (parts) => TradeModule.forRoot(parts),
  });
  const orm = h.app.get<MikroORM>(MikroORM);
  const sql: CheckoutHarness['sql'] = async (text, params) => (await h.sql.query(text, params)).rows;
  const publish = <T extends TopicName>(
    topic: T,
    payload: PayloadInit<T>,
    key: string,
    producer = 'catalogue',
  ) => publishAs(h.transport, topic, payload, { producer, key });

  const harness: CheckoutHarness = {
    orm,
    url: h.url,
    get: (type) => h.app.get(type),
    publish,
    em: () => orm.em.fork(),
    sql,
    api(path, init = {}) {
      const { json, token, lang, idempotencyKey, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (lang) headers.set('accept-language', lang);
      const method = (rest.method ?? 'GET').toUpperCase();
      if (idempotencyKey !== false && method !== 'GET')
        headers.set('idempotency-key', idempotencyKey ?? `test-${uuidv7()}`);
      return fetch(`${h.url}${path}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
    token: (role, sub, email) => h.issuer.sign({ role, sub, email, expiresIn: '10m' }),
    async product(o = {}) {
      const id = uuidv7();
      const sellerId = o.sellerId ?? uuidv7();
      const tiers = o.tiers ?? [[1, 100_000]];
      await publish(
        'catalogue.product.published.v1',
        {
          product: snapshot(id, sellerId, {
            title: o.title ?? `Product ${id.slice(-4)}`,
            currency: o.currency ?? 'KES',
            minOrderQuantity: BigInt(tiers[0]![0]),
            priceTiers: tiers.map(([q, p]) => ({ minQuantity: BigInt(q), unitPriceMinor: BigInt(p) })),
          }),
          reason: 'approved',
        },
        id,
      );
      if (o.stock !== undefined)
        await sql(`insert into ${SCHEMA}.stock (product_id, seller_id, on_hand) values ($1, $2, $3)`, [
          id,
          sellerId,
          o.stock,
        ]);
      return id;
    },
    async unpublish(productId, sellerId) {
      await publish('catalogue.product.archived.v1', { product: snapshot(productId, sellerId) }, productId);
    },
    async rates(perUsd) {
      rateVersion += 1;
      await publish(
        'catalogue.fx_rates.published.v1',
        {
          rates: Object.entries(perUsd).map(([currency, rate]) => ({
            currency,
            perUsd: rate,
            minorDigits: DIGITS[currency] ?? 2,
          })),
          effectiveAt: timestampFromDate(new Date(Date.UTC(2026, 0, 1) + rateVersion * 60_000)),
          version: BigInt(rateVersion),
          digest: `digest-${rateVersion}`,
        },
        'fx-rates',
      );
    },
    async plan(sellerId, feeBasisPoints) {
      await h.app.get(SellerPlans).record(orm.em.fork(), {
        sellerId,
        plan: feeBasisPoints === 500 ? 'starter' : feeBasisPoints === 300 ? 'professional' : 'enterprise',
        feeBasisPoints,
        changedAt: new Date(),
      });
    },
    sandbox() {
      const sandbox = h.app.get(PaymentProviders).sandbox;
      if (!sandbox) throw new Error('the sandbox is not the active provider');
      return sandbox;
    },
    async settled() {
      const processor = h.app.get(WebhookProcessor);
      for (let i = 0; i < 200; i++) {
        const [left] = await sql<{ n: number }>(
          `select count(*)::int as n from ${SCHEMA}.payment_webhook where processed_at is null`,
        );
        if (left!.n === 0) return;
        await processor.runOnce();
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('webhooks still unprocessed');
    },
    async checkout(token, items, currency = 'KES') {
      const res = await harness.api('/api/v1/checkout', {
        method: 'POST',
        token,
        json: checkoutBody(currency, items),
      });
      const body = await res.json();
      if (res.status !== 201) throw new Error(`checkout answered ${res.status}: ${JSON.stringify(body)}`);
      return body;
    },
    async complete(token, paymentId, outcome, o = {}) {
      const res = await harness.api(`/api/v1/payments/sandbox/${paymentId}/complete`, {
        method: 'POST',
        token,
        json: { outcome, ...o },
      });
      const body = await res.json();
      if (res.status !== 200)
        throw new Error(`sandbox complete answered ${res.status}: ${JSON.stringify(body)}`);
      await harness.settled();
      return body;
    },
    entries: (orderIds) =>
      sql(
        `select id, operation, order_id, provider from ${SCHEMA}.ledger_entries where order_id = any($1) order by seq`,
        [orderIds],
      ),
    async outbox(topic) {
      const rows = await sql<{ key: string; value: Buffer }>(
        `select key, value from ${SCHEMA}.outbox where topic = $1 order by id`,
        [topic],
      );
      return rows.map((r) => ({
        key: r.key,
        payload: decodePayload(topic, decodeEnvelope(new Uint8Array(r.value)).payload),
      }));
    },
    verify: () => verifyLedger(orm.em.fork()),
    stop: h.stop,
  };
  return harness;
}

/** A checkout body for these items, paid in `currency`. */
export function checkoutBody(
  currency: string,
  items: Array<{
    productId: string;
    quantity: number;
    expectedUnitPriceMinor?: number;
    expectedCurrency?: string;
  }>,
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  return { currency, shippingAddress: ADDRESS, incoterm: 'FOB', items, ...over };
}

/** Rates used across the suites: catalogue's per-USD decimal text. */
export const RATES = {
  USD: '1',
  EUR: '0.9213',
  KES: '129.35',
  GHS: '15.42',
  NGN: '1532.1',
  UGX: '3712',
  TND: '3.127',
};
