import { searchPageSql, type PageRow } from './search-page-sql.js';
import {
  analyseSql,
  estimateSql,
  EXACT_LIMIT,
  queryWords,
  tsqueryOf,
  type SearchFilters,
  type SearchSort,
  type Sql,
  type WordAnalysis,
} from './search-sql.js';

/**
 * The order in which a search sends its statements, shared by ProductSearch and bench/search so
 * that the bench times exactly what the service does. Pure: the caller supplies the executor.
 */
export type Exec = <T>(sql: Sql) => Promise<T[]>;

export interface Analysed {
  words: string[];
  tsquery: string | null;
  corrected: string | null;
}

/** Step 1 (skipped without words): typo check and the tsquery. */
export async function analyse(exec: Exec, q: string): Promise<Analysed> {
  const words = queryWords(q);
  if (words.length === 0) return { words, tsquery: null, corrected: null };
  return { words, ...tsqueryOf(await exec<WordAnalysis>(analyseSql(words))) };
}

export interface Fetched<C, F> {
  rows: C[];
  facetRows: F[];
  /** Set when more than EXACT_LIMIT rows match: the planner's estimate of how many. */
  estimate?: number;
}

/**
 * Step 2: the page and the facets in one statement, with the planner's estimate of the total
 * alongside on a second connection (planning only, a fraction of a millisecond): it is needed
 * whenever more than EXACT_LIMIT match, and asking after the count would add a round trip.
 */
export async function fetchPage<C, F extends { facet: string; n: number }>(
  exec: Exec,
  filters: SearchFilters,
  sort: SearchSort,
  limit: number,
  offset: number,
): Promise<Fetched<C, F>> {
  const [[row], [plan]] = await Promise.all([
    exec<PageRow<C, F>>(searchPageSql(filters, sort, limit, offset)),
    exec<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(estimateSql(filters)),
  ]);
  const rows = row?.items ?? [];
  const facetRows = row?.facets ?? [];
  const counted = row?.counted ?? 0;
  if (counted <= EXACT_LIMIT) return { rows, facetRows };
  const planned = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return { rows, facetRows, estimate: Math.max(counted, planned) };
}
