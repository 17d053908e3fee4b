import type { SearchQuery } from '../api/types';

/** The sorts GET /api/v1/products knows (services/catalogue/src/search/search-sql.ts SEARCH_SORTS). */
export const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZE = 24;
/** The search answers at most 2,000 results (page × pageSize ≤ 2000, search-params.ts). */
export const MAX_RESULTS = 2000;
export const MAX_PAGE = Math.floor(MAX_RESULTS / PAGE_SIZE);
const MAX_Q_LENGTH = 200;

/** Everything a search screen shows, as held in its URL (so results can be shared and revisited). */
export interface SearchState {
  q: string;
  category?: string;
  country?: string;
  verified?: boolean;
  readyToShip?: boolean;
  /** Major units of `priceCurrency`, what a buyer types. */
  minPrice?: number;
  maxPrice?: number;
  /** The currency of minPrice/maxPrice: a shared link keeps meaning the same amounts. */
  priceCurrency?: string;
  /** Products whose MOQ is at most this. */
  moq?: number;
  /** Absent: the API's default (relevance with words, newest without). */
  sort?: Sort;
  page: number;
}

const CATEGORY_PATH = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;
const DECIMAL = /^\d{1,15}(\.\d{1,4})?$/;
const INT = /^\d{1,9}$/;

function bool(v: string | null): boolean | undefined {
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return undefined;
}

function decimal(v: string | null): number | undefined {
  const s = v?.trim();
  return s && DECIMAL.test(s) ? Number(s) : undefined;
}

function int(v: string | null, min: number, max: number): number | undefined {
  const s = v?.trim();
  if (!s || !INT.test(s)) return undefined;
  const n = Number(s);
  return n >= min && n <= max ? n : undefined;
}

/**
 * Reads the URL leniently: a value the API would refuse is dropped rather than shown as an error
 * (a hand-edited or outdated link still gives a result page), by the same rules as the API's
 * parseSearchParams.
 */
export function parseSearchState(params: URLSearchParams): SearchState {
  const s: SearchState = { q: (params.get('q') ?? '').trim().slice(0, MAX_Q_LENGTH), page: 1 };
  const category = params.get('category')?.trim().toLowerCase();
  if (category && CATEGORY_PATH.test(category)) s.category = category;
  const country = params.get('country')?.trim().toUpperCase();
  if (country && /^[A-Z]{2}$/.test(country)) s.country = country;
  s.verified = bool(params.get('verified'));
  s.readyToShip = bool(params.get('readyToShip'));
  let min = decimal(params.get('minPrice'));
  let max = decimal(params.get('maxPrice'));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  s.minPrice = min;
  s.maxPrice = max;
  if (min !== undefined || max !== undefined) {
    const currency = params.get('currency')?.trim().toUpperCase();
    s.priceCurrency = currency && /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
  }
  s.moq = int(params.get('moq'), 1, 1_000_000_000);
  const sort = params.get('sort');
  if ((SORTS as readonly string[]).includes(sort ?? '')) s.sort = sort as Sort;
  s.page = int(params.get('page'), 1, MAX_PAGE) ?? 1;
  return dropUndefined(s);
}

/** The canonical URL query of a state: stable order, defaults left out. */
export function toSearchParams(s: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  const put = (k: string, v: string | number | boolean | undefined) => {
    if (v !== undefined && v !== '') out.set(k, String(v));
  };
  put('q', s.q.trim());
  put('category', s.category);
  put('country', s.country);
  put('verified', s.verified);
  put('readyToShip', s.readyToShip);
  put('minPrice', s.minPrice);
  put('maxPrice', s.maxPrice);
  if (s.minPrice !== undefined || s.maxPrice !== undefined) put('currency', s.priceCurrency ?? 'USD');
  put('moq', s.moq);
  put('sort', s.sort);
  if (s.page > 1) put('page', s.page);
  return out;
}

/** A changed filter starts again at page 1 (the old page may not exist in the new results). */
export function withFilters(s: SearchState, patch: Partial<Omit<SearchState, 'page'>>): SearchState {
  const next: SearchState = { ...s, ...patch, page: 1 };
  if (next.minPrice === undefined && next.maxPrice === undefined) delete next.priceCurrency;
  return dropUndefined(next);
}

export function activeFilterCount(s: SearchState): number {
  return [s.category, s.country, s.verified, s.readyToShip, s.minPrice ?? s.maxPrice, s.moq].filter(
    (v) => v !== undefined,
  ).length;
}

/**
 * The query of GET /api/v1/products. Prices come back converted to `currency` — the buyer's, unless
 * a price filter fixes its own (the page then converts for display, see useCurrency().format).
 */
export function toApiQuery(s: SearchState, currency: string): SearchQuery {
  return {
    q: s.q || undefined,
    category: s.category,
    country: s.country,
    verified: s.verified,
    readyToShip: s.readyToShip,
    minPrice: s.minPrice,
    maxPrice: s.maxPrice,
    currency: s.priceCurrency ?? currency,
    moq: s.moq,
    sort: s.sort,
    page: s.page,
    pageSize: PAGE_SIZE,
  };
}

/** Pages that exist for a total (the API serves the first MAX_RESULTS only). */
export function pageCount(total: number): number {
  return Math.max(1, Math.min(MAX_PAGE, Math.ceil(Math.min(total, MAX_RESULTS) / PAGE_SIZE)));
}

function dropUndefined<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}
