import { searchPageSql, type PageRow } from './search-page-sql.js';
import {
  analyseSql,
  estimateSql,
  countCap,
  EXACT_COUNT_PAGES,
  queryTerms,
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

/** Step 1 (skipped without words): typo check and the tsquery; `lang` picks a stemmer (stemmerFor). */
export async function analyse(exec: Exec, q: string, lang: string): Promise<Analysed> {
  const terms = queryTerms(q);
  if (terms.words.length === 0) return { words: terms.words, tsquery: null, corrected: null };
  return { words: terms.words, ...tsqueryOf(await exec<WordAnalysis>(analyseSql(terms, lang))) };
}

export interface Fetched<C, F> {
  rows: C[];
  facetRows: F[];
  /** Matches in all: counted, or in a large table past countCap an estimate (extrapolated or the planner's). */
  total: number;
  /** The total is an estimate (see EXACT_COUNT_PAGES). */
  estimated: boolean;
  /** The facet rows are a sample's (more matched than the page counts, countCap): scale them to total. */
  sampled: boolean;
}

/**
 * Step 2: the page and the facets in one statement, with the planner's estimate of the total
 * alongside on a second connection (planning only, a fraction of a millisecond): it is needed
 * whenever more match than are counted, and asking after the count would add a round trip.
 */
export async function fetchPage<C, F extends { facet: string; n: number }>(
  exec: Exec,
  filters: SearchFilters,
  sort: SearchSort,
  limit: number,
  offset: number,
  exactCountPages = EXACT_COUNT_PAGES,
): Promise<Fetched<C, F>> {
  const [[row], [plan]] = await Promise.all([
    exec<PageRow<C, F>>(searchPageSql(filters, sort, limit, offset, exactCountPages)),
    exec<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(estimateSql(filters)),
  ]);
  const rows = row?.items ?? [];
  const facetRows = row?.facets ?? [];
  const counted = row?.counted ?? 0;
  if (counted <= countCap(limit, offset))
    return { rows, facetRows, total: counted, estimated: false, sampled: false };
  if (row?.countedAll != null)
    return { rows, facetRows, total: Math.max(counted, row.countedAll), estimated: false, sampled: true };
  // Never below what was counted: the planner's figure for a table without fresh statistics can
  // be anything.
  const planned = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return {
    rows,
    facetRows,
    total: Math.max(counted, extrapolated(counted, row) ?? planned),
    estimated: true,
    sampled: true,
  };
}

/** Below this share of the table read, the matches' pages tell more than the planner does. */
export const EXTRAPOLATE_BELOW = 0.9;

/**
 * The total implied by finding `counted` matches within the first lastPage + 1 pages, when the
 * scan stopped well short of the table's end; undefined otherwise. A scan in another order (a
 * btree for a filter) spreads even 1,001 rows over the whole table, so it never qualifies.
 */
export function extrapolated(
  counted: number,
  row: { lastPage: number | null; pages: number } | undefined,
): number | undefined {
  if (!row || row.lastPage === null || row.pages <= 0) return undefined;
  const share = (row.lastPage + 1) / row.pages;
  return share < EXTRAPOLATE_BELOW ? Math.round(counted / share) : undefined;
}
