import { SCHEMA } from '../analytics.schema.js';
import { GRANULARITIES, isoDay, utcDay, type Granularity } from './calendar.js';
import { distinctRules, FIRST_SEEN_STATE } from './rollup-batch.js';

export { FIRST_SEEN_STATE };
/** Every metric distinct_seen holds (its index leads with the metric, so statements name them). */
export const DISTINCT_SEEN_METRICS: readonly string[] = [...new Set(distinctRules().map((r) => r.metric))];

/** When a distinct_seen row's subject was first seen that day (the index's third column). */
const SEEN_AT = `r.first_at`;
/** `r` is its subject's first day in the period starting `period`: none of its days before it. */
const FIRST_IN_PERIOD = (period: string) => `not exists (
    select 1 from ${SCHEMA}.distinct_seen e
    where e.metric = r.metric and e.subject = r.subject and e.day >= ${period} and e.day < r.day)`;
const GRANULARITY_ROWS = GRANULARITIES.map((g) => `('${g}')`).join(', ');

/**
 * FirstSeenJob's step: adds the subjects first seen in [?, ?) — whole hours of the one UTC day
 * given first — into first_seen_hourly, and their sum into that day's first_seen_daily cell, for
 * every period kind holding that day. A subject counts in the hour of its first day in the period,
 * in that day's country: what distinct counts over a period cut at an hour need (see
 * distinctSoFarQuery). Parameters: metrics, day, from, to.
 */
export const FILL_STATEMENT = `
  with f as (
    select g.granularity, p.period, r.metric,
           date_trunc('hour', ${SEEN_AT} at time zone 'UTC') at time zone 'UTC' as hour, r.country,
           count(*) as count
    from ${SCHEMA}.distinct_seen r
    cross join (values ${GRANULARITY_ROWS}) g (granularity)
    cross join lateral (select date_trunc(g.granularity, r.day::timestamp)::date as period) p
    where r.metric in (?) and r.day = ?::date
      and ${SEEN_AT} >= ?::timestamptz and ${SEEN_AT} < ?::timestamptz
      and ${FIRST_IN_PERIOD('p.period')}
    group by 1, 2, 3, 4, 5),
  hourly as (
    insert into ${SCHEMA}.first_seen_hourly as t (granularity, period, metric, hour, country, count)
    select granularity, period, metric, hour, country, count from f
    on conflict (granularity, period, metric, hour, country) do update set count = t.count + excluded.count)
  insert into ${SCHEMA}.first_seen_daily as t (granularity, period, metric, day, country, count)
  select granularity, period, metric, (hour at time zone 'UTC')::date, country, sum(count) from f
  group by 1, 2, 3, 4, 5
  on conflict (granularity, period, metric, day, country) do update set count = t.count + excluded.count`;

/** Up to where first_seen_hourly can be read: filled, and no later batch changed anything before. */
const VALID_UNTIL = `(select least(done_until,
                            coalesce(date_trunc('hour', stale_from at time zone 'UTC') at time zone 'UTC', done_until))
                   from ${SCHEMA}.first_seen_state where name = '${FIRST_SEEN_STATE}')`;

/** That hour in epoch milliseconds, or null when nothing is filled. */
export const VALID_UNTIL_STATEMENT = `select (extract(epoch from ${VALID_UNTIL}) * 1000)::float8 as valid_until`;

export interface DistinctWindow {
  /** The period's first day (midnight UTC). */
  from: Date;
  /** A whole hour inside the period, or its end. */
  cut: Date;
}

/**
 * Distinct subjects of each metric in windows [from, cut) of periods of kind `g` (window `w` in the
 * list), in the country of their first day in the window when `country` is given. What FirstSeenJob
 * filled (`validUntilMs`, read by VALID_UNTIL_STATEMENT in the same snapshot) is read by the day
 * (first_seen_daily) up to the midnight before the window's split, then by the hour to the split;
 * the rest — the last hour or so, or all when the job is behind or a late batch went back before it
 * — by the same rule from distinct_seen directly. A year so far is then a few hundred daily cells
 * per metric and country, not thousands of hourly ones. Every part counts a subject only on its
 * first day in the period, so a subject is never counted twice.
 *
 * The splits are constants, not computed in the statement: with the bounds of the distinct_seen
 * part known only at run time, the planner scanned all of distinct_seen for the last hour (bench
 * at 10 million events: 500 ms for a day, where the index on (metric, day, first_at) reads a few
 * thousand rows).
 */
export function distinctSoFarQuery(
  g: Granularity,
  windows: readonly DistinctWindow[],
  validUntilMs: number | null,
  metrics: readonly string[],
  country: string | undefined,
): { sql: string; params: unknown[] } {
  const byCountry = (alias: string) => (country === undefined ? '' : ` and ${alias}.country = ?`);
  const c = country === undefined ? [] : [country];
  const parts: string[] = [];
  const params: unknown[] = [];
  windows.forEach((w, i) => {
    const split = new Date(Math.max(w.from.getTime(), Math.min(w.cut.getTime(), validUntilMs ?? -Infinity)));
    const splitDay = utcDay(split);
    const period = isoDay(w.from);
    parts.push(
      `select ${i} as w, d.metric, d.count as n from ${SCHEMA}.first_seen_daily d
       where d.granularity = ? and d.period = ?::date and d.day < ?::date and d.metric in (?)${byCountry('d')}`,
      `select ${i}, h.metric, h.count from ${SCHEMA}.first_seen_hourly h
       where h.granularity = ? and h.period = ?::date and h.hour >= ?::timestamptz and h.hour < ?::timestamptz
         and h.metric in (?)${byCountry('h')}`,
    );
    params.push(g, period, isoDay(splitDay), metrics, ...c);
    params.push(g, period, splitDay.toISOString(), split.toISOString(), metrics, ...c);
    if (split.getTime() >= w.cut.getTime()) return;
    parts.push(
      `select ${i}, r.metric, 1 from ${SCHEMA}.distinct_seen r
       where r.metric in (?) and r.day >= ?::date and r.day <= ?::date
         and ${SEEN_AT} >= ?::timestamptz and ${SEEN_AT} < ?::timestamptz${byCountry('r')}
         and ${FIRST_IN_PERIOD('?::date')}`,
    );
    params.push(metrics, isoDay(splitDay), isoDay(w.cut), split.toISOString(), w.cut.toISOString(), ...c);
    params.push(period);
  });
  return {
    sql: `select w, metric, sum(n)::text as count from (${parts.join('\n  union all\n  ')}) c group by 1, 2`,
    params,
  };
}
