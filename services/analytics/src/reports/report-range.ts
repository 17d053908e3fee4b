import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilterValue, ListQuery } from '@sokoni/platform/http';
import { isoDay } from '../rollup/calendar.js';

/** The filters every report takes: a range of days (inclusive) and a buyer country. */
export interface ReportFilter {
  from?: string;
  to?: string;
  country?: string;
  category?: string;
}

const day = (v: FilterValue | undefined): string | undefined => (v instanceof Date ? isoDay(v) : undefined);
const text = (v: FilterValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

export function reportFilter(f: Partial<Record<string, FilterValue>>): ReportFilter {
  return {
    from: day(f.from),
    to: day(f.to),
    country: text(f.country)?.toUpperCase(),
    category: text(f.category),
  };
}

/** `and …` conditions on a day column and a country column for the filter; params in order. */
export function rangeSql(
  f: ReportFilter,
  dayColumn: string,
  countryColumn: string,
): { sql: string; params: string[] } {
  let sql = '';
  const params: string[] = [];
  if (f.from) {
    sql += ` and ${dayColumn} >= ?::date`;
    params.push(f.from);
  }
  if (f.to) {
    sql += ` and ${dayColumn} <= ?::date`;
    params.push(f.to);
  }
  if (f.country !== undefined) {
    sql += ` and ${countryColumn} = ?`;
    params.push(f.country);
  }
  return { sql, params };
}

/**
 * Runs a grouped report query as a simple-rest page (or whole, for CSV): `grouped` is a complete
 * select whose rows are the report's; sorting is by a whitelisted expression, then `tieBreak`, so
 * pages never overlap.
 */
export async function reportPage<R>(
  em: EntityManager,
  grouped: string,
  params: readonly unknown[],
  order: { expression: string; direction: 'ASC' | 'DESC'; tieBreak: string },
  page: Pick<ListQuery, 'offset' | 'limit'> | 'all',
): Promise<{ rows: R[]; total: number }> {
  const dir = order.direction === 'ASC' ? 'asc' : 'desc';
  const sorted = `select * from (${grouped}) r order by ${order.expression} ${dir}, ${order.tieBreak}`;
  if (page === 'all') {
    const rows = await em.execute<R[]>(sorted, [...params]);
    return { rows, total: rows.length };
  }
  // The total rides along as a window over the grouped rows: the grouping runs once, not twice.
  const cut = ` limit ${Math.floor(page.limit)} offset ${Math.floor(page.offset)}`;
  const rows = await em.execute<(R & { __total?: string })[]>(
    `select *, count(*) over () as __total from (${grouped}) r order by ${order.expression} ${dir}, ${order.tieBreak}${cut}`,
    [...params],
  );
  let total = rows[0]?.__total === undefined ? 0 : Number(rows[0].__total);
  // A page past the end has no row to carry the total.
  if (rows.length === 0 && page.offset > 0) {
    const [count] = await em.execute<{ n: string }[]>(`select count(*)::text as n from (${grouped}) r`, [
      ...params,
    ]);
    total = Number(count?.n ?? 0);
  }
  return { rows: rows.map(({ __total: _, ...row }) => row as R), total };
}
