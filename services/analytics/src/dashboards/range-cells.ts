import { IsolationLevel, type EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../analytics.schema.js';
import { isoDay, utcDay, type Granularity } from '../rollup/calendar.js';
import { distinctSoFarQuery, VALID_UNTIL_STATEMENT, type DistinctWindow } from '../rollup/first-seen.js';

/** [from, to) of metric cells; `from` is midnight UTC (a period's start) or unbounded; `to` any whole hour. */
export interface CellRange {
  from?: Date;
  to: Date;
}

export interface RangeCellRow {
  /** Index of the range in the list asked for. */
  range: number;
  metric: string;
  country: string;
  category: string;
  count: string;
  amount: string;
}

/**
 * Sums of metric cells over ranges that may end inside a day: the whole days from metric_daily, the
 * hours of the last day from metric_hourly. `filter` is a list of `and …` conditions on metric,
 * country and category (both tables have them) with its parameters.
 */
export function sumCells(
  em: EntityManager,
  metrics: readonly string[],
  ranges: readonly CellRange[],
  filter: { sql: string; params: readonly unknown[] },
): Promise<RangeCellRow[]> {
  const parts: string[] = [];
  const params: unknown[] = [];
  ranges.forEach((r, i) => {
    const lastDay = utcDay(r.to);
    parts.push(
      `select ${i} as range, metric, country, category, count, amount_usd from ${SCHEMA}.metric_daily
       where metric in (?)${r.from ? ' and bucket >= ?::date' : ''} and bucket < ?::date${filter.sql}`,
    );
    params.push(metrics, ...(r.from ? [isoDay(r.from)] : []), isoDay(lastDay), ...filter.params);
    if (r.to.getTime() === lastDay.getTime()) return;
    parts.push(
      `select ${i} as range, metric, country, category, count, amount_usd from ${SCHEMA}.metric_hourly
       where metric in (?) and bucket >= ?::timestamptz and bucket < ?::timestamptz${filter.sql}`,
    );
    params.push(metrics, lastDay.toISOString(), r.to.toISOString(), ...filter.params);
  });
  return em.execute<RangeCellRow[]>(
    `select range, metric, country, category, sum(count)::text as count, sum(amount_usd)::text as amount
     from (${parts.join('\n     union all\n     ')}) c
     group by 1, 2, 3, 4`,
    params,
  );
}

/**
 * Distinct subjects of each metric over windows [from, cut) of periods of kind `g`: what a
 * period's distinct counts were at an elapsed hour, in the country of each subject's first day in
 * the window (first-seen.ts: the hours FirstSeenJob filled, the rest from distinct_seen).
 */
export function distinctInWindows(
  em: EntityManager,
  g: Granularity,
  metrics: readonly string[],
  windows: readonly DistinctWindow[],
  country: string | undefined,
): Promise<{ w: number; metric: string; count: string }[]> {
  // One snapshot for both: the split read first must match the cells read after it.
  return em.transactional(
    async (tx) => {
      const [state] = await tx.execute<{ valid_until: number | null }[]>(VALID_UNTIL_STATEMENT);
      const { sql, params } = distinctSoFarQuery(g, windows, state?.valid_until ?? null, metrics, country);
      return tx.execute<{ w: number; metric: string; count: string }[]>(sql, params);
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}
