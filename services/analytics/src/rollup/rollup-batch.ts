import { REDACTED } from '@sokoni/contracts';
import { SCHEMA } from '../analytics.schema.js';
import { GRANULARITIES, type Granularity } from './calendar.js';
import { TOTAL_QUERY } from './search-queries.js';

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
/** first_seen_state's one row (first-seen.job.ts): a batch marks it stale. */
export const FIRST_SEEN_STATE = 'distinct';

/** Browser event → funnel stage metric (distinct visitors per stage). */
export const FUNNEL_METRICS: Readonly<Record<string, string>> = {
  page_view: 'funnel_visit',
  search: 'funnel_search',
  product_view: 'funnel_product_view',
  add_to_cart: 'funnel_cart',
  begin_checkout: 'funnel_checkout',
  purchase: 'funnel_paid',
};
export const BUYER_ACTIVITY: readonly string[] = [
  'order_paid',
  'checkout_placed',
  'rfq_posted',
  'add_to_cart',
];
export const SELLER_ACTIVITY: readonly string[] = ['order_paid', 'quote_submitted', 'product_published'];

/**
 * One way an event counts its subject in a distinct metric: events of `source` (any when null)
 * named `name` (any when null) count the id in column `subject`, when it has one.
 */
export interface DistinctRule {
  source: 'browser' | null;
  name: string | null;
  metric: string;
  subject: 'anonymous_id' | 'user_id' | 'seller_id';
}

/** Every browser event counts its visitor, and its funnel stage; some events count active buyers and sellers. */
export function distinctRules(): DistinctRule[] {
  return [
    { source: 'browser', name: null, metric: 'visitor', subject: 'anonymous_id' },
    ...Object.entries(FUNNEL_METRICS).map(([name, metric]): DistinctRule => ({
      source: 'browser',
      name,
      metric,
      subject: 'anonymous_id',
    })),
    ...BUYER_ACTIVITY.map((name): DistinctRule => ({
      source: null,
      name,
      metric: 'active_buyer',
      subject: 'user_id',
    })),
    ...SELLER_ACTIVITY.map((name): DistinctRule => ({
      source: null,
      name,
      metric: 'active_seller',
      subject: 'seller_id',
    })),
  ];
}

/** The constants above are code, not input; quoting them still keeps the statement well-formed. */
const literal = (s: string | null): string => (s === null ? 'null::text' : `'${s.replaceAll("'", "''")}'`);

const RULES = distinctRules()
  .map((r) => `(${literal(r.source)}, ${literal(r.name)}, ${literal(r.metric)}, ${literal(r.subject)})`)
  .join(',\n           ');
/** Each period kind longer than a day with its length (PostgreSQL intervals have no quarter unit). */
const PERIOD_LENGTH: Readonly<Record<Exclude<Granularity, 'day'>, string>> = {
  week: '7 days',
  month: '1 month',
  quarter: '3 months',
  year: '1 year',
};
const PERIOD_ROWS = GRANULARITIES.filter((g) => g !== 'day')
  .map((g) => `(${literal(g)}, interval ${literal(PERIOD_LENGTH[g])})`)
  .join(', ');

const SEARCH_FACT = `e.source = 'server' and e.name = 'search_performed'`;

/**
 * One batch as ONE statement, so no event travels to Node: the next `limit` settled events past the
 * watermark (parameters: its tx and seq, then the watermark's name) are read once (`b`) and added
 * into every rollup, and the watermark moves to the last of them; it returns how many were added.
 *
 * Buckets and periods are computed on `occurred_at at time zone 'UTC'` (a timestamp without zone),
 * so the session's time zone never matters and they equal calendar.ts' UTC periods (date_trunc's
 * weeks start on Monday). Each table is modified once, as a statement requires: every
 * data-modifying CTE sees the same snapshot, so none could see another's rows.
 *
 * Distinct: a subject counts once per (granularity, period, metric), in the country of its first
 * event in (tx, seq) order. `distinct_seen` keeps one row per (metric, subject, UTC day) only, with
 * the earliest time of the day it was seen (`first_at`, moved earlier by a late batch: the
 * dashboards cut a period at an elapsed time with it) and the country of its first event; the
 * batch's first event per such day is inserted, and the rows that were new (`fresh`: inserted, not
 * updated, which `xmax = 0` tells apart) count for their day. A longer period counts its subject from the first fresh day in (tx, seq) order, only
 * if `distinct_seen` had no day of that period: the `not exists` runs on the statement's snapshot,
 * which holds earlier batches' rows but not the rows `fresh` inserts (data-modifying CTEs and the
 * main query share one snapshot), so it asks "seen in an earlier batch?". It covers the whole
 * period, so an earlier day arriving late is not counted twice. Subjects seen in an earlier batch
 * have no fresh row or fail the test, so the first fresh row is the first event of the period.
 * A row inserted, or moved earlier, before the hours FirstSeenJob has filled (first_seen_state's
 * `done_until`) marks them stale from its time (`stale`): the job fills them again.
 *
 * Searches: the server's `search_performed` facts (every search the catalogue served, not the
 * consent-gated browser `search`) by day, query and the fact's country ('' today: a search names
 * no buyer, see search-cart-facts.consumer.ts), with how many found nothing. `b` reads
 * only the query and the flag out of their properties (a jsonb per event would fill the batch's
 * memory for nothing). Each search adds to its query's row and to its day's total (TOTAL_QUERY,
 * one grouping set each); a redacted query only to the total, a search without words (a browse)
 * to neither.
 */
export function rollupBatchStatement(limit: number): string {
  const cells = (table: string, bucket: string) => `
    insert into ${SCHEMA}.${table} as t (bucket, metric, country, category, count, amount_usd)
    select ${bucket}, name, country, category, count(*), sum(amount_usd)
    from b group by 1, 2, 3, 4
    on conflict (metric, bucket, country, category) do update
      set count = t.count + excluded.count, amount_usd = t.amount_usd + excluded.amount_usd`;
  return `
  with b as materialized (
    select e.tx, e.seq, e.occurred_at at time zone 'UTC' as at, e.source, e.name, e.anonymous_id,
           e.user_id, e.country, e.category, e.seller_id, e.product_id, e.amount_usd,
           case when ${SEARCH_FACT} then e.props->>'query' end as query,
           case when ${SEARCH_FACT} then e.props->'zeroResults' = 'true'::jsonb end as zero_results
    from ${SCHEMA}.event e
    where (e.tx, e.seq) > (?::xid8, ?::bigint) and e.tx < pg_snapshot_xmin(pg_current_snapshot())
    order by e.tx, e.seq limit ${Math.trunc(limit)}),
  hourly as (${cells('metric_hourly', `date_trunc('hour', at) at time zone 'UTC'`)}),
  daily as (${cells('metric_daily', 'at::date')}),
  seller as (
    insert into ${SCHEMA}.seller_daily as t (bucket, seller_id, product_id, buyer_country, metric, count, amount_usd)
    select at::date, seller_id, coalesce(product_id, '${NIL_UUID}'::uuid), country, name, count(*), sum(amount_usd)
    from b where seller_id is not null group by 1, 2, 3, 4, 5
    on conflict (seller_id, bucket, metric, product_id, buyer_country) do update
      set count = t.count + excluded.count, amount_usd = t.amount_usd + excluded.amount_usd),
  seller_total as (
    insert into ${SCHEMA}.seller_total_daily as t (bucket, metric, seller_id, count, amount_usd)
    select at::date, name, seller_id, count(*), sum(amount_usd)
    from b where seller_id is not null group by 1, 2, 3
    on conflict (bucket, metric, seller_id) do update
      set count = t.count + excluded.count, amount_usd = t.amount_usd + excluded.amount_usd),
  search as (
    insert into ${SCHEMA}.search_daily as t (day, query, country, searches, zero_results)
    select day, case when grouping(query) = 1 then ${literal(TOTAL_QUERY)} else query end, country,
           count(*), count(*) filter (where zero_results)
    from (select at::date as day, query, country, zero_results from b where query <> '') s
    group by grouping sets ((day, query, country), (day, country))
    having grouping(query) = 1 or query <> ${literal(REDACTED)}
    on conflict (day, query, country) do update
      set searches = t.searches + excluded.searches, zero_results = t.zero_results + excluded.zero_results),
  daily_first as (
    select distinct on (s.subject, r.metric, at::date) at::date as day, r.metric, s.subject, b.country, b.tx, b.seq,
           min(at) over (partition by s.subject, r.metric, at::date) as first_at
    from b
    join (values
           ${RULES}
         ) r (source, name, metric, subject)
      on (r.source is null or r.source = b.source) and (r.name is null or r.name = b.name)
    cross join lateral (select case r.subject when 'anonymous_id' then b.anonymous_id
                                               when 'user_id' then b.user_id
                                               else b.seller_id end as subject) s
    where s.subject is not null
    order by s.subject, r.metric, at::date, b.tx, b.seq),
  seen as (
    insert into ${SCHEMA}.distinct_seen as d (metric, subject, day, first_at, country)
    select metric, subject, day, first_at at time zone 'UTC', country from daily_first
    on conflict (metric, subject, day) do update set first_at = excluded.first_at
      where excluded.first_at < d.first_at
    returning metric, subject, day, first_at, xmax = 0 as inserted),
  stale as (
    update ${SCHEMA}.first_seen_state f set stale_from = least(coalesce(f.stale_from, c.at), c.at)
    from (select min(first_at) as at from seen) c
    where f.name = ${literal(FIRST_SEEN_STATE)} and c.at < f.done_until),
  fresh as (select metric, subject, day from seen where inserted),
  fresh_first as (
    select f.metric, f.subject, f.day, f.country, f.tx, f.seq
    from fresh join daily_first f using (metric, subject, day)),
  candidate as (
    select 'day' as granularity, day as period, metric, country from fresh_first
    union all
    select c.granularity, c.period, c.metric, c.country
    from (select distinct on (g.granularity, p.period, f.metric, f.subject)
                 g.granularity, p.period, (p.period + g.length)::date as period_end, f.metric, f.subject, f.country
          from fresh_first f
          cross join (values ${PERIOD_ROWS}) g (granularity, length)
          cross join lateral (select date_trunc(g.granularity, f.day::timestamp)::date as period) p
          order by g.granularity, p.period, f.metric, f.subject, f.tx, f.seq) c
    where not exists (select 1 from ${SCHEMA}.distinct_seen d
                      where d.metric = c.metric and d.subject = c.subject
                        and d.day >= c.period and d.day < c.period_end)),
  counted as (
    insert into ${SCHEMA}.distinct_count as t (granularity, period, metric, country, count)
    select granularity, period, metric, country, count(*) from candidate
    group by 1, 2, 3, 4
    on conflict (granularity, period, metric, country) do update set count = t.count + excluded.count),
  mark as (
    update ${SCHEMA}.rollup_state s set tx = last.tx, seq = last.seq
    from (select tx, seq from b order by tx desc, seq desc limit 1) last
    where s.name = ?)
  select count(*)::int as rows from b`;
}
