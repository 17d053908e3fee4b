import { SCHEMA } from '../analytics.schema.js';
import { GRANULARITIES, type Granularity } from './calendar.js';
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
 * distinctSoFarStatement). Parameters: metrics, day, from, to.
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

export interface DistinctWindow {
  /** The period's first day (midnight UTC). */
  from: Date;
  /** A whole hour inside the period, or its end. */
  cut: Date;
}

/**
 * Distinct subjects of each metric in windows [from, cut) of periods of kind `g` (window `w` in the
 * list), in the country of their first day in the window when `country` is given. What FirstSeenJob
 * filled is read by the day (first_seen_daily) up to the midnight before `split`, then by the hour
 * to `split`; the rest — the last hour or so, or all when the job is behind or a late batch went
 * back before it — by the same rule from distinct_seen directly. A year so far is then a few
 * hundred daily cells per metric and country, not thousands of hourly ones. Every part counts a
 * subject only on its first day in the period, so a subject is never counted twice. Parameters:
 * see `distinctSoFarParams`.
 */
export function distinctSoFarStatement(windows: number, country: boolean): string {
  const values = Array.from({ length: windows }, (_, i) => `(${i}, ?::date, ?::timestamptz)`).join(', ');
  const byCountry = (alias: string) => (country ? ` and ${alias}.country = ?` : '');
  return `
  with w as (
    select v.w, v.period, v.cut, s.split, (s.split at time zone 'UTC')::date as split_day
    from (values ${values}) v (w, period, cut)
    cross join lateral (
      select greatest(v.period::timestamp at time zone 'UTC',
                      least(v.cut, coalesce(${VALID_UNTIL}, '-infinity'::timestamptz))) as split) s)
  select w, metric, sum(n)::text as count from (
    select w.w, d.metric, d.count as n
    from w join ${SCHEMA}.first_seen_daily d
      on d.granularity = ? and d.period = w.period and d.day < w.split_day
    where d.metric in (?)${byCountry('d')}
    union all
    select w.w, h.metric, h.count
    from w join ${SCHEMA}.first_seen_hourly h
      on h.granularity = ? and h.period = w.period
     and h.hour >= w.split_day::timestamp at time zone 'UTC' and h.hour < w.split
    where h.metric in (?)${byCountry('h')}
    union all
    select w.w, r.metric, 1
    from w join ${SCHEMA}.distinct_seen r
      on w.split < w.cut
     and r.day >= w.split_day and r.day <= (w.cut at time zone 'UTC')::date
     and ${SEEN_AT} >= w.split and ${SEEN_AT} < w.cut
    where r.metric in (?)${byCountry('r')} and ${FIRST_IN_PERIOD('w.period')}) c
  group by 1, 2`;
}

export function distinctSoFarParams(
  g: Granularity,
  windows: readonly DistinctWindow[],
  metrics: readonly string[],
  country: string | undefined,
): unknown[] {
  const c = country === undefined ? [] : [country];
  return [
    ...windows.flatMap((w) => [w.from.toISOString().slice(0, 10), w.cut.toISOString()]),
    ...[g, metrics, ...c],
    ...[g, metrics, ...c],
    ...[metrics, ...c],
  ];
}
