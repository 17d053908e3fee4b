import { PGlite } from '@electric-sql/pglite';
import { Migration20270101000000Analytics } from '../migrations/migration-20270101000000-analytics.js';
import { Migration20270101000100Facts } from '../migrations/migration-20270101000100-facts.js';
import { Migration20270101000200Privacy } from '../migrations/migration-20270101000200-privacy.js';
import { Migration20270101000300Search } from '../migrations/migration-20270101000300-search.js';
import { Migration20270101000400FirstSeen } from '../migrations/migration-20270101000400-first-seen.js';
import { Migration20270101000500FirstSeenDaily } from '../migrations/migration-20270101000500-first-seen-daily.js';
import { GRANULARITIES, isoDay, periodStart } from './calendar.js';
import { NIL_UUID, distinctRules, rollupBatchStatement } from './rollup-batch.js';

const A = '0190a000-0000-7000-8000-00000000000a';
const B = '0190a000-0000-7000-8000-00000000000b';
const S = '0190a000-0000-7000-8000-0000000000c5';
const P = '0190a000-0000-7000-8000-0000000000f1';

interface Ev {
  at: string;
  source?: 'browser' | 'server';
  name?: string;
  anon?: string | null;
  user?: string | null;
  country?: string;
  category?: string;
  seller?: string | null;
  product?: string | null;
  amount?: number;
  props?: Record<string, unknown>;
}

// The statement against the embedded database (what the standalone run uses), with the migration's
// own tables; a session time zone far from UTC must not move any bucket.
describe('rollup batch statement (embedded PostgreSQL)', () => {
  let db: PGlite;
  let n = 0;

  beforeAll(async () => {
    db = await PGlite.create();
    for (const M of [
      Migration20270101000000Analytics,
      Migration20270101000100Facts,
      Migration20270101000200Privacy,
      Migration20270101000300Search,
      Migration20270101000400FirstSeen,
      Migration20270101000500FirstSeenDaily,
    ]) {
      const migration = new M(undefined as never, undefined as never);
      migration.up();
      for (const sql of migration.getQueries()) {
        if (typeof sql !== 'string') throw new Error('the analytics migration adds plain SQL only');
        await db.exec(sql);
      }
    }
    await db.exec(`set time zone 'Pacific/Kiritimati'`);
  }, 60_000);

  afterAll(() => db?.close());

  const insert = async (events: Ev[]) => {
    for (const e of events)
      await db.query(
        `insert into analytics.event (id, occurred_at, source, name, anonymous_id, user_id, country, category,
           seller_id, product_id, amount_usd, props) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          `0190b000-0000-7000-8000-${String(++n).padStart(12, '0')}`,
          e.at,
          e.source ?? 'browser',
          e.name ?? 'page_view',
          e.anon ?? null,
          e.user ?? null,
          e.country ?? 'KE',
          e.category ?? '',
          e.seller ?? null,
          e.product ?? null,
          e.amount ?? 0,
          JSON.stringify(e.props ?? {}),
        ],
      );
  };
  /** One batch as the worker runs it: the watermark, then the statement. */
  const batch = async (limit: number): Promise<number> =>
    db.transaction(async (tx) => {
      const mark = (
        await tx.query<{ tx: string; seq: string }>(
          `insert into analytics.rollup_state (name, tx, seq) values ('events', '0'::xid8, 0)
           on conflict (name) do update set name = excluded.name returning tx::text as tx, seq::text as seq`,
        )
      ).rows[0]!;
      let i = 0;
      const sql = rollupBatchStatement(limit).replace(/\?/g, () => `$${++i}`);
      return (await tx.query<{ rows: number }>(sql, [mark.tx, mark.seq, 'events'])).rows[0]!.rows;
    });
  const rows = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;

  it('buckets hours, days and seller days in UTC and sums counts and amounts', async () => {
    await insert([
      {
        at: '2026-11-22T23:15:00Z',
        source: 'server',
        name: 'order_paid',
        amount: 1000,
        seller: S,
        product: P,
      },
      { at: '2026-11-22T23:59:59Z', source: 'server', name: 'order_paid', amount: 500, seller: S },
      { at: '2026-11-23T00:00:00Z', source: 'server', name: 'order_paid', amount: 7 },
    ]);
    expect(await batch(2)).toBe(2);
    expect(await batch(2)).toBe(1);
    expect(await batch(2)).toBe(0);
    expect(
      await rows(`select to_char(bucket at time zone 'UTC', 'YYYY-MM-DD"T"HH24') as hour, count::int, amount_usd::int
                  from analytics.metric_hourly order by bucket`),
    ).toEqual([
      { hour: '2026-11-22T23', count: 2, amount_usd: 1500 },
      { hour: '2026-11-23T00', count: 1, amount_usd: 7 },
    ]);
    expect(
      await rows(
        `select bucket::text as day, count::int, amount_usd::int from analytics.metric_daily order by bucket`,
      ),
    ).toEqual([
      { day: '2026-11-22', count: 2, amount_usd: 1500 },
      { day: '2026-11-23', count: 1, amount_usd: 7 },
    ]);
    // Only events with a seller; no product → the nil uuid.
    expect(
      await rows(`select product_id::text as product, count::int, amount_usd::int
                  from analytics.seller_daily order by amount_usd desc`),
    ).toEqual([
      { product: P, count: 1, amount_usd: 1000 },
      { product: NIL_UUID, count: 1, amount_usd: 500 },
    ]);
    // The sellers' totals: the same day's figures without the product split.
    expect(
      await rows(`select bucket::text as day, count::int, amount_usd::int from analytics.seller_total_daily`),
    ).toEqual([{ day: '2026-11-22', count: 2, amount_usd: 1500 }]);
  });

  it('counts a subject once per period, in the country of its first event, as calendar.ts dates periods', async () => {
    await db.exec(`truncate analytics.distinct_seen, analytics.distinct_count`);
    // Sunday 22nd late UTC (already Monday in the session's zone), then Monday 23rd; a new year's eve.
    const sunday = '2026-11-22T23:30:00Z';
    await insert([
      { at: sunday, anon: A, country: 'KE' },
      { at: '2026-11-22T23:45:00Z', anon: A, country: 'RW' },
      { at: '2026-11-23T08:00:00Z', anon: A, country: 'UG', name: 'add_to_cart', user: B },
      { at: '2026-12-31T23:59:59Z', source: 'server', name: 'order_paid', user: B, seller: S, country: 'TZ' },
    ]);
    expect(await batch(100)).toBe(4);
    expect(await rows(`select 1 from analytics.distinct_count where country = 'RW'`)).toEqual([]);
    const visitor = await rows(`select granularity, period::text as period, country, count::int
      from analytics.distinct_count where metric = 'visitor' order by period, granularity`);
    const expected = (at: string, country: string, gs: readonly string[]) =>
      gs.map((g) => ({
        granularity: g,
        period: isoDay(periodStart(g as never, new Date(at))),
        country,
        count: 1,
      }));
    expect(visitor).toEqual(
      expect.arrayContaining([
        ...expected(sunday, 'KE', GRANULARITIES),
        ...expected('2026-11-23T08:00:00Z', 'UG', ['day', 'week']),
      ]),
    );
    expect(visitor).toHaveLength(GRANULARITIES.length + 2);
    expect(visitor.find((r) => r.granularity === 'week' && r.country === 'KE')!.period).toBe('2026-11-16');
    // The buyer: first seen in UG in November; the 31st of December is a new month, not quarter or year.
    expect(
      await rows(`select granularity, period::text as period, country from analytics.distinct_count
                  where metric = 'active_buyer' and granularity <> 'day' and granularity <> 'week'
                  order by period, granularity`),
    ).toEqual([
      { granularity: 'year', period: '2026-01-01', country: 'UG' },
      { granularity: 'quarter', period: '2026-10-01', country: 'UG' },
      { granularity: 'month', period: '2026-11-01', country: 'UG' },
      { granularity: 'month', period: '2026-12-01', country: 'TZ' },
    ]);

    // A later batch: the visitor is seen already that day; its first visit stage that day and week is new.
    await insert([{ at: '2026-11-23T09:00:00Z', anon: A, country: 'NG' }]);
    expect(await batch(100)).toBe(1);
    expect(
      await rows(
        `select metric, granularity from analytics.distinct_count where country = 'NG' order by granularity`,
      ),
    ).toEqual([
      { metric: 'funnel_visit', granularity: 'day' },
      { metric: 'funnel_visit', granularity: 'week' },
    ]);
    expect(
      await rows(`select count::int from analytics.distinct_count
                  where granularity = 'day' and period = '2026-11-23' and metric = 'funnel_cart'`),
    ).toEqual([{ count: 1 }]);
  });

  it('counts a late earlier day once for its month and a week seen twice in one batch once', async () => {
    await db.exec(`truncate analytics.distinct_seen, analytics.distinct_count`);
    const visitors = async (granularity: string) =>
      rows(`select period::text as period, country, count::int from analytics.distinct_count
            where metric = 'visitor' and granularity = '${granularity}' order by period, country`);
    // Batch 1: the 10th of March (a Tuesday); batch 2, late: the 5th (Thursday of the week before).
    await insert([{ at: '2027-03-10T12:00:00Z', anon: A, country: 'KE' }]);
    expect(await batch(100)).toBe(1);
    await insert([{ at: '2027-03-05T12:00:00Z', anon: A, country: 'UG' }]);
    expect(await batch(100)).toBe(1);
    expect(await visitors('day')).toEqual([
      { period: '2027-03-05', country: 'UG', count: 1 },
      { period: '2027-03-10', country: 'KE', count: 1 },
    ]);
    expect(await visitors('month')).toEqual([{ period: '2027-03-01', country: 'KE', count: 1 }]);
    expect(await visitors('quarter')).toEqual([{ period: '2027-01-01', country: 'KE', count: 1 }]);
    // Different weeks: each is new.
    expect(await visitors('week')).toEqual([
      { period: '2027-03-01', country: 'UG', count: 1 },
      { period: '2027-03-08', country: 'KE', count: 1 },
    ]);

    // One batch, two days of one week (the later day's event first): once for the week, in the
    // country of the first event in (tx, seq) order; twice for days.
    await insert([
      { at: '2027-04-07T12:00:00Z', anon: B, country: 'GH' },
      { at: '2027-04-06T12:00:00Z', anon: B, country: 'NG' },
    ]);
    expect(await batch(100)).toBe(2);
    const april = await rows(`select granularity, period::text as period, country, count::int
      from analytics.distinct_count where metric = 'visitor' and period >= '2027-04-01'
      order by granularity, period`);
    expect(april).toEqual([
      { granularity: 'day', period: '2027-04-06', country: 'NG', count: 1 },
      { granularity: 'day', period: '2027-04-07', country: 'GH', count: 1 },
      { granularity: 'month', period: '2027-04-01', country: 'GH', count: 1 },
      { granularity: 'quarter', period: '2027-04-01', country: 'GH', count: 1 },
      { granularity: 'week', period: '2027-04-05', country: 'GH', count: 1 },
    ]);
    expect(await visitors('year')).toEqual([
      { period: '2027-01-01', country: 'GH', count: 1 },
      { period: '2027-01-01', country: 'KE', count: 1 },
    ]);
    // One row per (metric, subject, day): visitor and funnel_visit, on two days for A and for B.
    expect(await rows(`select count(*)::int as n from analytics.distinct_seen`)).toEqual([{ n: 8 }]);
  });

  it('keeps when in its day a subject was first seen, moved earlier by a late batch without counting it again', async () => {
    await db.exec(`truncate analytics.distinct_seen, analytics.distinct_count`);
    const seen = () =>
      rows(`select metric, to_char(first_at at time zone 'UTC', 'HH24:MI') as first, country
            from analytics.distinct_seen where subject = '${A}' order by metric`);
    // One batch, the later event first: the earliest of the day is kept, the country of the first in (tx, seq).
    await insert([
      { at: '2027-05-10T15:00:00Z', anon: A, country: 'KE' },
      { at: '2027-05-10T09:30:00Z', anon: A, country: 'UG' },
    ]);
    expect(await batch(100)).toBe(2);
    expect(await seen()).toEqual([
      { metric: 'funnel_visit', first: '09:30', country: 'KE' },
      { metric: 'visitor', first: '09:30', country: 'KE' },
    ]);
    // A late batch: an earlier time moves it, a later one does not; neither is a new visitor.
    await insert([{ at: '2027-05-10T07:05:00Z', anon: A, country: 'TZ' }]);
    expect(await batch(100)).toBe(1);
    await insert([{ at: '2027-05-10T20:00:00Z', anon: A }]);
    expect(await batch(100)).toBe(1);
    expect(await seen()).toEqual([
      { metric: 'funnel_visit', first: '07:05', country: 'KE' },
      { metric: 'visitor', first: '07:05', country: 'KE' },
    ]);
    expect(
      await rows(`select granularity, count::int from analytics.distinct_count
                  where metric = 'visitor' order by granularity`),
    ).toEqual(
      GRANULARITIES.map((g) => ({ granularity: g, count: 1 })).sort((a, b) =>
        a.granularity.localeCompare(b.granularity),
      ),
    );
  });

  it('adds server searches into search_daily per UTC day and query and into the day total, without browses, redacted ones in the total only', async () => {
    const search = (at: string, query: string, resultCount: number, extra: Partial<Ev> = {}): Ev => ({
      at,
      source: 'server',
      name: 'search_performed',
      country: '',
      category: 'agriculture',
      props: { query, resultCount, zeroResults: resultCount === 0, locale: 'en', sort: 'relevance' },
      ...extra,
    });
    const daily = () =>
      rows(`select day::text as day, query, country, searches::int, zero_results::int
            from analytics.search_daily order by day, query collate "C", country`);
    await insert([
      search('2027-06-01T00:30:00Z', 'arabica coffee', 12),
      search('2027-06-01T23:59:59Z', 'arabica coffee', 0),
      search('2027-06-01T10:00:00Z', 'shea butter', 0),
      search('2027-06-01T11:00:00Z', '[redacted]', 0),
      // The 31st of May in UTC, already the 1st of June in the session's zone: its own day.
      search('2027-05-31T23:00:00Z', 'arabica coffee', 4),
      // A browse (no words) is no search; nor is the storefront's own `search` (a consented sample).
      search('2027-06-01T12:00:00Z', '', 40),
      { at: '2027-06-01T12:00:00Z', source: 'browser', name: 'search', props: { query: 'cashew' } },
      // A fact that names a buyer country keeps it (none does today, see the consumer).
      search('2027-06-01T13:00:00Z', 'shea butter', 2, { country: 'GH' }),
      // Another fact with a query property is not a search.
      { at: '2027-06-01T12:00:00Z', source: 'server', name: 'order_paid', props: { query: 'x' } },
    ]);
    expect(await batch(100)).toBe(9);
    // Each search in its query's row and its day's total ('': redacted ones only there).
    expect(await daily()).toEqual([
      { day: '2027-05-31', query: '', country: '', searches: 1, zero_results: 0 },
      { day: '2027-05-31', query: 'arabica coffee', country: '', searches: 1, zero_results: 0 },
      { day: '2027-06-01', query: '', country: '', searches: 4, zero_results: 3 },
      { day: '2027-06-01', query: '', country: 'GH', searches: 1, zero_results: 0 },
      { day: '2027-06-01', query: 'arabica coffee', country: '', searches: 2, zero_results: 1 },
      { day: '2027-06-01', query: 'shea butter', country: '', searches: 1, zero_results: 1 },
      { day: '2027-06-01', query: 'shea butter', country: 'GH', searches: 1, zero_results: 0 },
    ]);
    // A later batch adds to the cells it meets (one upsert per batch, two rows of one cell in it).
    await insert([
      search('2027-06-01T14:00:00Z', 'arabica coffee', 0),
      search('2027-06-01T15:00:00Z', 'arabica coffee', 3),
      search('2027-06-01T16:00:00Z', '[redacted]', 5),
    ]);
    expect(await batch(100)).toBe(3);
    expect((await daily()).filter((r) => r.day === '2027-06-01' && r.country === '')).toEqual([
      { day: '2027-06-01', query: '', country: '', searches: 7, zero_results: 4 },
      { day: '2027-06-01', query: 'arabica coffee', country: '', searches: 4, zero_results: 2 },
      { day: '2027-06-01', query: 'shea butter', country: '', searches: 1, zero_results: 1 },
    ]);
  });

  it('maps events to distinct metrics from the TypeScript constants', () => {
    const rules = distinctRules();
    expect(rules).toContainEqual({
      source: 'browser',
      name: null,
      metric: 'visitor',
      subject: 'anonymous_id',
    });
    expect(rules).toContainEqual({
      source: 'browser',
      name: 'add_to_cart',
      metric: 'funnel_cart',
      subject: 'anonymous_id',
    });
    expect(rules).toContainEqual({
      source: null,
      name: 'add_to_cart',
      metric: 'active_buyer',
      subject: 'user_id',
    });
    expect(rules).toContainEqual({
      source: null,
      name: 'order_paid',
      metric: 'active_seller',
      subject: 'seller_id',
    });
    expect(rules.some((r) => r.name === 'message_sent')).toBe(false);
  });
});
