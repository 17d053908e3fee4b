import { Role, timestampFromDate, type PayloadInit, type TopicName } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import {
  createTestDatabaseOrSkip,
  publishAs,
  startServiceForTest,
  type ServiceTestApp,
  type TestDatabase,
} from '@sokoni/platform/testing';
import { insertEvents } from '../src/events/event-writer.js';
import { AnalyticsModule, analyticsConfigSchema, type AnalyticsConfig } from '../src/index.js';
import { RollupWorker } from '../src/rollup/rollup.worker.js';
import { rollUpAll } from './roll-up-all.js';
import { MikroORM } from '@mikro-orm/postgresql';

const SUITE = 'analytics: an account deleted leaves no trace of its id';
const db: TestDatabase | null = await createTestDatabaseOrSkip(SUITE, 'sokoni_analytics_erasure_test');
const suite = db ? describe : describe.skip;

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
type Json = Record<string, any>;

/**
 * A trader with a profile, a product, browsing on two devices (links, assignments, an exposure and
 * a conversion), buying and selling, then identity.user.deleted.v1: no table of the analytics
 * schema holds the user's id or their devices' anonymous ids, and the figures already counted do
 * not change.
 */
suite(SUITE, () => {
  let h: ServiceTestApp<AnalyticsConfig>;
  let worker: RollupWorker;
  let staff: string;
  const user = uuidv7();
  const buyer = uuidv7();
  const productId = uuidv7();
  const phone = uuidv7();
  const laptop = uuidv7();
  const buyerDevice = uuidv7();
  let userToken: string;
  let buyerToken: string;

  const query = async (sql: string, params?: unknown[]) => (await h.sql.query(sql, params)).rows;
  const publish = <T extends TopicName>(topic: T, payload: PayloadInit<T>) =>
    publishAs(h.transport, topic, payload, { producer: topic.split('.')[0]! });
  const api = (path: string, o: { token?: string; json?: unknown } = {}) =>
    fetch(`${h.url}${path}`, {
      method: o.json === undefined ? 'GET' : 'POST',
      headers: {
        'user-agent': BROWSER,
        ...(o.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      },
      body: o.json === undefined ? undefined : JSON.stringify(o.json),
    });
  const read = async (path: string): Promise<Json> => {
    const res = await api(path, { token: staff });
    expect([path, res.status]).toEqual([path, 200]);
    return (await res.json()) as Json;
  };
  const track = async (anonymousId: string, events: Json[], token?: string) => {
    const at = new Date(Date.now() - 1_000).toISOString();
    const res = await api('/api/v1/analytics/events', {
      token,
      json: { anonymousId, events: events.map((e) => ({ occurredAt: at, path: '/', ...e })) },
    });
    expect(res.status).toBe(202);
  };
  /** What the dashboards and reports say now. */
  const figures = async () => {
    const hero = (await h.sql.query(`select id from analytics.experiment where key = 'hero_cta_test'`))
      .rows[0] as { id: string };
    const ceo = await read('/api/v1/analytics/dashboards/ceo?period=month');
    return {
      kpis: ceo.kpis,
      funnel: ceo.funnel,
      byCountry: ceo.byCountry,
      byCategory: ceo.byCategory,
      series: ceo.series,
      daily: await read('/api/v1/admin/analytics/reports/daily-metrics'),
      funnelReport: await read('/api/v1/admin/analytics/reports/funnel'),
      // The figures only: the seller's id and storefront name are what is meant to go.
      sellers: ((await read('/api/v1/admin/analytics/reports/sellers')) as Json[]).map(
        ({ id: _i, sellerId: _s, sellerName: _n, ...row }) => row,
      ),
      sellerNames: ((await read('/api/v1/admin/analytics/reports/sellers')) as Json[]).map(
        (r) => r.sellerName,
      ),
      experiment: (await read(`/api/v1/admin/analytics/experiments/${hero.id}`)).results,
    };
  };
  /** Every table of the schema, and how many of its rows mention `id` anywhere. */
  const mentions = async (id: string): Promise<Record<string, number>> => {
    const tables = (
      await h.sql.query<{ t: string }>(
        `select table_name as t from information_schema.tables
         where table_schema = 'analytics' and table_type = 'BASE TABLE' order by 1`,
      )
    ).rows.map((r) => r.t);
    const out: Record<string, number> = {};
    for (const t of tables) {
      const { rows } = await h.sql.query<{ n: number }>(
        `select count(*)::int as n from analytics."${t}" x where x::text ilike '%' || $1 || '%'`,
        [id],
      );
      if (rows[0]!.n > 0) out[t] = rows[0]!.n;
    }
    return out;
  };

  beforeAll(async () => {
    h = await startServiceForTest({
      service: 'analytics',
      configSchema: analyticsConfigSchema,
      db: db!,
      // Only drain() rolls up, so the test decides what is rolled up before the deletion.
      env: { ANALYTICS_ROLLUP_INTERVAL_MS: '3600000', ANALYTICS_CONSENT_MODE: 'opt-out' },
      module: (parts) => AnalyticsModule.forRoot({ ...parts, ownsTransport: false }),
    });
    worker = h.app.get(RollupWorker);
    staff = await h.issuer.sign({ role: 'analyst', sub: uuidv7(), expiresIn: '10m' });
    userToken = await h.issuer.sign({ role: 'both', sub: user, expiresIn: '10m' });
    buyerToken = await h.issuer.sign({ role: 'buyer', sub: buyer, expiresIn: '10m' });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('erases the id everywhere and keeps the past figures', async () => {
    for (const [userId, role, country] of [
      [user, Role.BOTH, 'KE'],
      [buyer, Role.BUYER, 'UG'],
    ] as const)
      await publish('identity.user.registered.v1', {
        userId,
        email: `${userId}@example.com`,
        fullName: 'Someone',
        businessName: 'Mensah Agro Exports Ltd',
        role,
        country,
        locale: 'en',
        source: 'self',
      });
    await publish('catalogue.product.published.v1', {
      product: { productId, sellerId: user, title: 'Cashew nuts', categorySlugPath: 'agriculture' },
      reason: 'approved',
    });
    // Two devices signed in as the user: links, assignments (one claimed, one the user's own).
    const assigned = (await (
      await api(`/api/v1/analytics/assignments?anonymousId=${phone}`, { token: userToken })
    ).json()) as Json;
    expect(
      (await api('/api/v1/analytics/identify', { token: userToken, json: { anonymousId: laptop } })).status,
    ).toBe(204);
    const variant = assigned.assignments.hero_cta_test as string;
    await track(
      phone,
      [
        { name: 'page_view' },
        { name: 'experiment_exposure', properties: { experiment: 'hero_cta_test', variant } },
        // A goal that is no buyer activity: the user is no active buyer yet (see the late fact below).
        { name: 'rfq_submit' },
      ],
      userToken,
    );
    await track(laptop, [{ name: 'search', properties: { query: 'cashew', resultCount: 1 } }]); // a beacon
    await track(buyerDevice, [{ name: 'product_view', properties: { productId } }], buyerToken);
    const orm = h.app.get(MikroORM);
    await orm.em.fork().transactional((em) =>
      insertEvents(em, [
        // The user sold (seller cells) and paid a membership.
        {
          source: 'server',
          name: 'order_paid',
          occurredAt: new Date(),
          userId: buyer,
          sellerId: user,
          productId,
          country: 'UG',
          category: 'agriculture',
          amountUsd: 12_000,
        },
        {
          source: 'server',
          name: 'membership_revenue',
          occurredAt: new Date(),
          userId: user,
          sellerId: user,
          amountUsd: 2_900,
        },
      ]),
    );
    expect(await rollUpAll(worker, query)).toBeGreaterThan(0);
    const before = await figures();
    expect(before.kpis.activeSellers.current).toBe(1);
    expect(before.kpis.visitors.current).toBe(3);

    // A fact about the user not rolled up yet when the deletion arrives: it still counts, once.
    await orm.em
      .fork()
      .transactional((em) =>
        insertEvents(em, [
          { source: 'server', name: 'rfq_posted', occurredAt: new Date(), userId: user, country: 'KE' },
        ]),
      );
    expect(Object.keys(await mentions(user)).sort()).toEqual(
      expect.arrayContaining([
        'assignment',
        'distinct_seen',
        'event',
        'identity_link',
        'product',
        'seller_daily',
        'seller_total_daily',
        'user_profile',
      ]),
    );

    await publish('identity.user.deleted.v1', {
      userId: user,
      role: Role.BOTH,
      deletedAt: timestampFromDate(new Date()),
    });
    expect(await mentions(user)).toEqual({});
    for (const device of [phone, laptop]) expect([device, await mentions(device)]).toEqual([device, {}]);
    expect(await mentions(buyerDevice)).not.toEqual({}); // the check finds what is there

    await rollUpAll(worker, query);
    const after = await figures();
    // The user was no active buyer before; the late fact makes them one, counted once, under a pseudonym.
    expect(after.kpis.activeBuyers.current).toBe(before.kpis.activeBuyers.current + 1);
    expect([before.sellerNames, after.sellerNames]).toEqual([['Mensah Agro Exports Ltd'], ['']]);
    const unchanged = (f: typeof before) => ({
      ...f,
      sellerNames: undefined,
      kpis: { ...f.kpis, activeBuyers: undefined },
      byCountry: f.byCountry.map((c: Json) => ({ ...c, activeBuyers: undefined })),
      daily: f.daily.map((d: Json) => ({ ...d, activeBuyers: undefined })),
    });
    expect(unchanged(after)).toEqual(unchanged(before));
    expect(await mentions(user)).toEqual({});

    // Late events about the user (another topic, a redelivery) do not bring the id back.
    await publish('identity.user.profile_updated.v1', {
      userId: user,
      email: 'x@example.com',
      country: 'TZ',
    });
    await publish('identity.session.revoked.v1', { userId: user, sessionIds: [], reason: 'account_deleted' });
    await orm.em
      .fork()
      .transactional((em) =>
        insertEvents(em, [
          { source: 'server', name: 'rfq_posted', occurredAt: new Date(), userId: user, sellerId: user },
        ]),
      );
    await rollUpAll(worker, query);
    expect(await mentions(user)).toEqual({});
    const erased = await h.sql.query(`select count(*)::int as n from analytics.erased_user`);
    expect(erased.rows).toEqual([{ n: 1 }]);
  });
});
