import { ProblemException, type I18nArgs, type ProblemFieldError } from '@sokoni/platform/errors';
import { MAX_RESULTS, SEARCH_SORTS, type SearchSort } from './search-sql.js';

/** GET /api/v1/products, checked. Prices are in major units of `currency` (what a buyer types). */
export interface SearchParams {
  q: string;
  category?: string;
  country?: string;
  verified?: boolean;
  readyToShip?: boolean;
  minPrice?: number;
  maxPrice?: number;
  currency: string;
  moq?: number;
  sort: SearchSort;
  page: number;
  pageSize: number;
}

export const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 24;
const MAX_Q_LENGTH = 200;
const KNOWN = new Set([
  'q',
  'category',
  'country',
  'verified',
  'readyToShip',
  'minPrice',
  'maxPrice',
  'currency',
  'moq',
  'sort',
  'page',
  'pageSize',
]);
const CATEGORY_PATH = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;
const DECIMAL = /^\d{1,15}(\.\d{1,4})?$/;
const INT = /^\d{1,9}$/;

/** Every invalid parameter is reported at once, as one 400 validation problem. */
export function parseSearchParams(query: Record<string, unknown>): SearchParams {
  const errors: ProblemFieldError[] = [];
  const fail = (field: string, code: string, args?: I18nArgs, i18nKey = `validation.${code}`) => {
    errors.push({ field, code, i18nKey, args });
    return undefined;
  };
  const text = (field: string): string | undefined => {
    const v = query[field];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') return fail(field, 'isString');
    return v.trim() === '' ? undefined : v.trim();
  };
  const bool = (field: string): boolean | undefined => {
    const v = text(field);
    if (v === undefined) return undefined;
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
    return fail(field, 'isBooleanString');
  };
  const int = (field: string, min: number, max: number): number | undefined => {
    const v = text(field);
    if (v === undefined) return undefined;
    if (!INT.test(v)) return /^-/.test(v) ? fail(field, 'min', { min }) : fail(field, 'isInt');
    const n = Number(v);
    if (n < min) return fail(field, 'min', { min });
    if (n > max) return fail(field, 'max', { max });
    return n;
  };
  const price = (field: string): number | undefined => {
    const v = text(field);
    if (v === undefined) return undefined;
    if (/^-/.test(v)) return fail(field, 'min', { min: 0 });
    return DECIMAL.test(v) ? Number(v) : fail(field, 'isNumber');
  };

  for (const key of Object.keys(query)) if (!KNOWN.has(key)) fail(key, 'whitelistValidation');

  const q = text('q') ?? '';
  if (q.length > MAX_Q_LENGTH) fail('q', 'maxLength', { max: MAX_Q_LENGTH });
  const category = text('category')?.toLowerCase();
  if (category !== undefined && !CATEGORY_PATH.test(category)) fail('category', 'matches');
  const country = text('country')?.toUpperCase();
  if (country !== undefined && !/^[A-Z]{2}$/.test(country)) fail('country', 'isISO31661Alpha2');
  const currency = (text('currency') ?? 'USD').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) fail('currency', 'isISO4217CurrencyCode');
  const sortText = text('sort');
  if (sortText !== undefined && !(SEARCH_SORTS as readonly string[]).includes(sortText))
    fail('sort', 'isIn', { values: SEARCH_SORTS });
  const sort = (sortText as SearchSort | undefined) ?? (q ? 'relevance' : 'newest');
  const page = int('page', 1, 1_000_000) ?? 1;
  const pageSize = int('pageSize', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
  if (page * pageSize > MAX_RESULTS) fail('page', 'max', { max: Math.floor(MAX_RESULTS / pageSize) });
  const minPrice = price('minPrice');
  const maxPrice = price('maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    fail('minPrice', 'search.price_range', undefined, 'search.price_range');

  const params: SearchParams = {
    q,
    category,
    country,
    verified: bool('verified'),
    readyToShip: bool('readyToShip'),
    minPrice,
    maxPrice,
    currency,
    moq: int('moq', 1, 1_000_000_000),
    sort,
    page,
    pageSize,
  };
  if (errors.length > 0) throw ProblemException.validation(errors);
  return params;
}

/** The `q` of suggest: bounded like the search's. */
export function parseSuggestQuery(query: Record<string, unknown>): string {
  const q = query.q;
  if (q === undefined) return '';
  if (typeof q !== 'string')
    throw ProblemException.validation([{ field: 'q', code: 'isString', i18nKey: 'validation.isString' }]);
  if (q.length > MAX_Q_LENGTH)
    throw ProblemException.validation([
      { field: 'q', code: 'maxLength', i18nKey: 'validation.maxLength', args: { max: MAX_Q_LENGTH } },
    ]);
  return q.trim();
}
