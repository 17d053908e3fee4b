import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import {
  createTestDatabaseOrSkip,
  startServiceForTest,
  type ServiceTestApp,
  type TestDatabase,
} from '@sokoni/platform/testing';
import { AnalyticsModule, analyticsConfigSchema, type AnalyticsConfig } from '../src/index.js';
import { insertEvents } from '../src/events/event-writer.js';
import type { EventRow } from '../src/events/event-row.js';
import { RollupWorker } from '../src/rollup/rollup.worker.js';
import { buildFixture, type Fixture } from './dashboards-fixture.js';

export type Kpi = { current: number; previous: number; change: number | null };
export type Kpis = Record<'gmv' | 'orders' | 'visitors', Kpi> & Record<string, Kpi>;
export type Json = Record<string, unknown>;

export interface DashboardsHarness {
  h: ServiceTestApp<AnalyticsConfig>;
  /** The service's root EntityManager (fork it). */
  em: EntityManager;
  worker: RollupWorker;
  fx: Fixture;
  /** The storefront names the harness gave the sellers ('' for the third). */
  sellerNames: Record<string, string>;
  tokens: Record<'admin' | 'analyst' | 'buyer' | 'seller0' | 'seller1', string>;
  get(path: string, token?: string, headers?: Record<string, string>): Promise<Response>;
  /** A 200 answer's JSON. */
  json<T = Json>(path: string, token: string): Promise<T>;
  /** Raw events in one committed transaction. */
  insert(rows: EventRow[]): Promise<void>;
  stop(): Promise<void>;
}

/** A fresh database for the dashboards suite; null (and a SKIP line) without PostgreSQL. */
export const dashboardsDatabase = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_analytics_dashboards_test');

/** The analytics service on `db` with the fixture's products and a token per role. */
export async function startDashboards(db: TestDatabase): Promise<DashboardsHarness> {
  const h = await startServiceForTest({
    service: 'analytics',
    configSchema: analyticsConfigSchema,
    db,
    // The loop stays idle during the test: only drain() rolls up, so counts are exact.
    env: { ANALYTICS_ROLLUP_INTERVAL_MS: '3600000' },
    sqlPoolMax: 2,
    module: (parts) => AnalyticsModule.forRoot({ ...parts, ownsTransport: false }),
  });
  const orm = h.app.get(MikroORM);
  const fx = buildFixture('2026-10-12', 42);
  for (const p of fx.products)
    await h.sql.query(
      `insert into analytics.product (id, seller_id, category, title) values ($1, $2, $3, $4)`,
      [p.id, p.sellerId, p.category, p.title],
    );
  // The first two sellers' storefront names, as identity's events would have set them; the third has none.
  for (const [i, name] of ['Mensah Agro Exports Ltd', 'Kampala Textiles'].entries())
    await h.sql.query(
      `insert into analytics.user_profile (id, role, business_name) values ($1, 'seller', $2)`,
      [fx.sellers[i], name],
    );
  const sign = (role: string, sub: string) => h.issuer.sign({ role, sub, expiresIn: '10m' });
  const tokens = {
    admin: await sign('admin', '0190b000-0000-7000-8000-00000000a001'),
    analyst: await sign('analyst', '0190b000-0000-7000-8000-00000000a002'),
    buyer: await sign('buyer', '0190b000-0000-7000-8000-00000000a003'),
    seller0: await sign('seller', fx.sellers[0]!),
    seller1: await sign('both', fx.sellers[1]!),
  };
  const get: DashboardsHarness['get'] = (path, token, headers = {}) =>
    fetch(`${h.url}${path}`, {
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  return {
    h,
    em: orm.em,
    worker: h.app.get(RollupWorker),
    fx,
    sellerNames: {
      [fx.sellers[0]!]: 'Mensah Agro Exports Ltd',
      [fx.sellers[1]!]: 'Kampala Textiles',
      [fx.sellers[2]!]: '',
    },
    tokens,
    get,
    async json<T>(path: string, token: string) {
      const res = await get(path, token);
      expect(res.status).toBe(200);
      return (await res.json()) as T;
    },
    insert: (rows) => orm.em.fork().transactional((em) => insertEvents(em, rows)),
    async stop() {
      await h.stop();
      await db.drop();
    },
  };
}

export function expectKpis(
  actual: Record<string, Kpi>,
  cur: Record<string, number>,
  prev: Record<string, number>,
): void {
  for (const [k, v] of Object.entries(cur)) {
    const a = actual[k]!;
    expect([k, a.current]).toEqual([k, expect.closeTo(v, 9)]);
    expect([k, a.previous]).toEqual([k, expect.closeTo(prev[k]!, 9)]);
    const change = prev[k] === 0 ? null : (v - prev[k]!) / prev[k]!;
    if (change === null) expect([k, a.change]).toEqual([k, null]);
    else expect([k, a.change]).toEqual([k, expect.closeTo(change, 9)]);
  }
  expect(Object.keys(actual).sort()).toEqual(expect.arrayContaining(Object.keys(cur).sort()));
}

/** Rows keyed by one field, the field itself dropped: order-independent comparison. */
export function keyed(rows: Json[], key: string): Record<string, Json> {
  return Object.fromEntries(rows.map(({ [key]: k, ...rest }) => [String(k), rest]));
}
