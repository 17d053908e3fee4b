import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../analytics.schema.js';
import { isoDay } from '../rollup/calendar.js';
import { SEARCH_QUERY_FLOOR, TOTAL_QUERY } from '../rollup/search-queries.js';
import type { CeoSearchesResponse, SearchQueryFiguresResponse } from './ceo-dashboard.response.js';
import { change, comparedDays, ratio, type DashboardPeriod } from './dashboard-period.js';
import { toPeriod } from './dashboard.response.js';

// Inlined, not bound: the planner must see the constant to use the partial index of totals.
const TOTAL = `'${TOTAL_QUERY}'`;

/** How many queries each list shows. */
export const SEARCH_LIST_LENGTH = 10;

/**
 * The CEO dashboard's searches, from search_daily only. It is kept per day, so a period under way
 * is compared in whole days (comparedDays), and the lists cover the days of the period so far.
 * Country and category filters do not apply (see CeoDashboardResponse.searches). The totals read
 * the days' total rows only (a partial index, a row a day); the lists group the range's query rows
 * by query (the primary key leads with the day), whose size the prune job keeps down.
 */
export async function searchFigures(em: EntityManager, p: DashboardPeriod): Promise<CeoSearchesResponse> {
  const compared = comparedDays(p);
  const [start, end] = [isoDay(p.start), isoDay(compared.end)];
  const [totals, lists] = await Promise.all([
    em.fork().execute<{ range: number; searches: string; zero: string }[]>(
      `select r.range, sum(s.searches)::text as searches, sum(s.zero_results)::text as zero
       from (values (0, ?::date, ?::date), (1, ?::date, ?::date)) r (range, from_day, to_day)
       join ${SCHEMA}.search_daily s on s.day >= r.from_day and s.day < r.to_day and s.query = ${TOTAL}
       group by r.range`,
      [start, end, isoDay(p.previousStart), isoDay(compared.previousEnd)],
    ),
    // The floor is applied to the whole period's searches of a query, before either list is cut.
    em.fork().execute<{ list: 'top' | 'zero'; query: string; searches: string }[]>(
      `with q as (
         select query, sum(searches) as searches, sum(zero_results) as zero
         from ${SCHEMA}.search_daily
         where day >= ?::date and day < ?::date and query <> ${TOTAL}
         group by query
         having sum(searches) >= ?),
       ranked as (
         select 'top' as list, query, searches,
                row_number() over (order by searches desc, query collate "C") as rank
         from q
         union all
         select 'zero', query, zero, row_number() over (order by zero desc, query collate "C")
         from q where zero > 0)
       select list, query, searches::text as searches from ranked
       where rank <= ${SEARCH_LIST_LENGTH} order by list, rank`,
      [start, end, SEARCH_QUERY_FLOOR],
    ),
  ]);
  const [cur, prev] = [0, 1].map((range) => {
    const row = totals.find((t) => t.range === range);
    return { searches: Number(row?.searches ?? 0), zero: Number(row?.zero ?? 0) };
  }) as [{ searches: number; zero: number }, { searches: number; zero: number }];
  const kpi = (current: number, previous: number) => ({
    current,
    previous,
    change: change(current, previous),
  });
  // In SQL order: most searched first, then by query.
  const list = (which: 'top' | 'zero'): SearchQueryFiguresResponse[] =>
    lists.filter((l) => l.list === which).map((l) => ({ query: l.query, searches: Number(l.searches) }));
  return {
    total: kpi(cur.searches, prev.searches),
    zeroResultRate: kpi(ratio(cur.zero, cur.searches), ratio(prev.zero, prev.searches)),
    top: list('top'),
    zeroResultTop: list('zero'),
    floor: SEARCH_QUERY_FLOOR,
    compared: toPeriod(p, compared).compared,
  };
}
