import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { decodeEnvelope, decodePayload, type PayloadOf, type TopicName } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import { createTestDatabaseOrSkip, startServiceForTest, type TestDatabase } from '@sokoni/platform/testing';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EscrowLedger, verifyLedger, type LedgerVerification } from '../src/ledger/index.js';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type SandboxProvider,
} from '../src/payments/providers/index.js';
import { currencyCode } from '../src/money/index.js';
import { RefundDispatcher } from '../src/orders/index.js';
import type { OrderStatus } from '../src/orders/order-lifecycle.js';
import { tradeConfigSchema } from '../src/trade.config.js';
import { TradeModule } from '../src/trade.module.js';
import { SCHEMA } from '../src/trade.schema.js';
import type { ApiInit, TestResponse } from './read-models-harness.js';

/**
 * The whole trade service booted as main.ts boots it (TradeModule on a fresh PostgreSQL database,
 * an in-process transport, a test token issuer), with shortcuts to put orders in a given state
 * without going through checkout and payments: rows written as checkout writes them and money
 * captured and held through the real ledger, as a confirmed payment does.
 */
export const freshDatabase = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_trade_orders_test');

export interface SeedOrder {
  buyerId?: string;
  sellerId?: string;
  currency?: string;
  amountMinor?: bigint;
  feeBasisPoints?: number;
  feeMinor?: bigint;
  locale?: string;
  /** The status to leave it in; paid and beyond have their money captured and held. */
  status?: OrderStatus;
  deliveredAt?: Date;
  releaseDueAt?: Date;
  provider?: string;
}

export interface SeededOrder {
  id: string;
  checkoutId: string;
  paymentId: string | null;
  reference: string;
  buyerId: string;
  sellerId: string;
  currency: string;
  amountMinor: bigint;
  feeMinor: bigint;
}

export interface OrdersHarness {
  orm: MikroORM;
  url: string;
  get<T>(type: abstract new (...args: never[]) => T): T;
  em(): EntityManager;
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  api(path: string, init?: ApiInit & { idempotencyKey?: string | false }): Promise<TestResponse>;
  token(role: 'buyer' | 'seller' | 'both' | 'admin', sub: string): Promise<string>;
  order(o?: SeedOrder): Promise<SeededOrder>;
  payments: PaymentProvider;
  outbox<T extends TopicName>(topic: T): Promise<{ key: string; payload: PayloadOf<T> }[]>;
  verify(): Promise<LedgerVerification>;
  /**
   * Waits until the order's refunds have left `requested` (the after-commit attempt runs in the
   * background; the job's passes are run here too), giving up after a few seconds.
   */
  refundsSettled(
    orderId: string,
  ): Promise<Array<{ status: string; amount_minor: string; provider: string; cause: string }>>;
  stop(): Promise<void>;
}

const HOLDING: ReadonlySet<OrderStatus> = new Set(['paid', 'accepted', 'shipped', 'delivered', 'disputed']);
let seq = 0;

export async function startTrade(db: TestDatabase, env: Record<string, string> = {}): Promise<OrdersHarness> {
  const h = await startServiceForTest({
    service: 'trade',
    configSchema: tradeConfigSchema,
    db,
    env: {
      DB_POOL_MAX: '12',
      TRADE_JOB_INTERVAL_SECONDS: '3600',
      STORAGE_DIR: mkdtempSync(join(tmpdir(), 'sokoni-trade-files-')),
      // A key of its own per start; a suite restarting trade on its data passes the same one again.
      PAYOUT_DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...env,
    },
    sqlPoolMax: 3,
    module: (parts) => TradeModule.forRoot(parts),
  });
  const orm: MikroORM = h.app.get(MikroORM);
  const sql: OrdersHarness['sql'] = async (text, params) => (await h.sql.query(text, params)).rows;
  const ledger = new EscrowLedger();
  const payments = h.app.get<PaymentProvider>(PAYMENT_PROVIDER);

  return {
    orm,
    url: h.url,
    get: (type) => h.app.get(type),
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
    token: (role, sub) => h.issuer.sign({ role, sub, expiresIn: '10m' }),
    payments,
    async order(o = {}) {
      const id = uuidv7();
      const checkoutId = uuidv7();
      const buyerId = o.buyerId ?? uuidv7();
      const sellerId = o.sellerId ?? uuidv7();
      const currency = o.currency ?? 'KES';
      const amountMinor = o.amountMinor ?? 1_000_000n;
      const feeBasisPoints = o.feeBasisPoints ?? 500;
      const feeMinor = o.feeMinor ?? (amountMinor * BigInt(feeBasisPoints)) / 10_000n;
      const status = o.status ?? 'paid';
      const reference = `SK-T${(++seq).toString(36).toUpperCase().padStart(3, '0')}-${id.slice(-6).toUpperCase()}`;
      const paid = HOLDING.has(status);
      const provider = o.provider ?? 'sandbox';
      const paymentId = paid ? uuidv7() : null;
      await orm.em.fork().transactional(async (em) => {
        await em.execute(
          `insert into ${SCHEMA}.checkout (id, buyer_id, status, currency, total_minor, fx_rates, fx_locked_until,
             shipping_address, locale)
           values (?, ?, ?, ?, ?, '{}', now() + interval '15 minutes', ?, ?)`,
          [
            checkoutId,
            buyerId,
            paid ? 'paid' : 'pending_payment',
            currency,
            String(amountMinor),
            JSON.stringify({ line1: '1 Moi Avenue', city: 'Nairobi', country: 'KE' }),
            o.locale ?? 'sw',
          ],
        );
        await em.execute(
          `insert into ${SCHEMA}.trade_order (id, checkout_id, reference, buyer_id, seller_id, status, currency,
             amount_minor, fee_basis_points, fee_minor, seller_currency, seller_subtotal_minor, fx_rate,
             paid_at, delivered_at, release_due_at, expires_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '1', ?, ?, ?, now() + interval '1 hour')`,
          [
            id,
            checkoutId,
            reference,
            buyerId,
            sellerId,
            status,
            currency,
            String(amountMinor),
            feeBasisPoints,
            String(feeMinor),
            currency,
            String(amountMinor),
            paid ? new Date() : null,
            o.deliveredAt ?? null,
            o.releaseDueAt ?? null,
          ],
        );
        await em.execute(
          `insert into ${SCHEMA}.order_line (id, order_id, product_id, title, unit, quantity, unit_price_minor,
             line_total_minor) values (?, ?, ?, 'Grade A cocoa beans', 'tonne', 1, ?, ?)`,
          [uuidv7(), id, uuidv7(), String(amountMinor), String(amountMinor)],
        );
        if (paymentId) {
          await em.execute(
            `insert into ${SCHEMA}.payment (id, checkout_id, buyer_id, provider, provider_reference, amount_minor,
               currency, status, settled_at) values (?, ?, ?, ?, ?, ?, ?, 'succeeded', now())`,
            [paymentId, checkoutId, buyerId, provider, `ref-${paymentId}`, String(amountMinor), currency],
          );
        }
        if (paid) {
          const money = (m: bigint) => ({ amountMinor: m, currency: currencyCode(currency) });
          await ledger.capture(em, {
            entryId: `capture:${id}`,
            orderId: id,
            provider,
            amount: money(amountMinor),
          });
          await ledger.hold(em, {
            entryId: `hold:${id}`,
            orderId: id,
            sellerId,
            amount: money(amountMinor),
            fee: money(feeMinor),
          });
          if (status === 'disputed')
            await ledger.freeze(em, { entryId: `freeze:${id}`, orderId: id, currency });
        }
      });
      // The sandbox holds the payment as succeeded, as it would after the buyer paid.
      if (paymentId && provider === 'sandbox' && payments.name === 'sandbox') {
        const sandbox = payments as SandboxProvider;
        await sandbox.initiate({
          paymentId,
          amountMinor,
          currency,
          email: 'buyer@example.com',
          callbackUrl: 'https://sokoni.test/return',
          description: reference,
        });
        await sandbox.complete(paymentId, 'succeeded');
      }
      return { id, checkoutId, paymentId, reference, buyerId, sellerId, currency, amountMinor, feeMinor };
    },
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
    async refundsSettled(orderId) {
      const read = () =>
        sql<{ status: string; amount_minor: string; provider: string; cause: string }>(
          'select status, amount_minor, provider, cause from trade.order_refund where order_id = $1 order by created_at',
          [orderId],
        );
      for (let i = 0; i < 100; i++) {
        const rows = await read();
        if (rows.every((r) => r.status !== 'requested')) return rows;
        // The background attempt holds the row's claim while it runs; let a pass retry what it left.
        await sql(
          `update ${SCHEMA}.order_refund set next_attempt_at = now() where order_id = $1 and status = 'requested'
          and attempts > 0 and updated_at < now() - interval '200 milliseconds'`,
          [orderId],
        );
        await h.app.get(RefundDispatcher).runDue();
        await new Promise((r) => setTimeout(r, 50));
      }
      return read();
    },
    stop: h.stop,
  };
}
