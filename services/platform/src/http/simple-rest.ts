import { ProblemException } from '../errors/index.js';

/**
 * The ra-data-simple-rest list contract, parsed once for every resource:
 *   GET /res?sort=["field","ASC"]&range=[0,24]&filter={"q":"cocoa","id":[...]}
 * answered with a JSON array and `Content-Range: res 0-24/319`. Bad JSON, unknown sort fields or
 * filters, and impossible ranges are the caller's mistake: 400 problem+json, never a 500.
 */
/** `dateUpTo`: an inclusive upper bound — a bare date (what date pickers send) means the end of that day. */
export type FilterKind =
  'string' | 'boolean' | 'date' | 'dateUpTo' | 'uuid' | 'number' | { enum: readonly string[] };

export interface ListContract<F extends string = string, S extends string = string> {
  resource: string;
  sortable: readonly S[];
  defaultSort: { field: S; order: 'ASC' | 'DESC' };
  filters: Record<F, FilterKind>;
  maxPageSize?: number;
}

export type FilterValue = string | boolean | number | Date | string[];

export interface ListQuery<F extends string = string, S extends string = string> {
  sort: { field: S; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  /** Present keys only; `id` (getMany) is always allowed and is a list of ids. */
  filter: Partial<Record<F, FilterValue>> & { id?: string[] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const bad = (param: string, code: string, args?: Record<string, unknown>) =>
  new ProblemException({
    status: 400,
    code: 'list.bad_query',
    i18nKey: 'common.list.bad_query',
    args: { param },
    errors: [
      { field: param, code: `list.${code}`, i18nKey: `common.list.${code}`, args: { param, ...args } },
    ],
  });

function parseJson(param: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw bad(param, 'not_json');
  try {
    return JSON.parse(raw);
  } catch {
    throw bad(param, 'not_json');
  }
}

/**
 * An ISO 8601 date (what date pickers send) or date-time. `Date` alone would take "0", "2026-2-3"
 * or roll "2026-02-30" over into March: a filter on a date nobody meant is worse than a 400.
 */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

function isoDate(value: string): Date | undefined {
  const m = ISO_DATE.exec(value);
  if (!m) return undefined;
  const [y, mo, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const calendar = new Date(Date.UTC(y, mo - 1, day));
  if (calendar.getUTCMonth() !== mo - 1 || calendar.getUTCDate() !== day) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

function coerce(key: string, kind: FilterKind, value: unknown): FilterValue {
  const fail = () => bad('filter', 'bad_filter_value', { key });
  if (typeof kind === 'object') {
    if (typeof value !== 'string' || !kind.enum.includes(value)) throw fail();
    return value;
  }
  switch (kind) {
    case 'string':
      // NUL cannot reach PostgreSQL text (the statement fails): a bad value, not a server error.
      if (typeof value !== 'string' || value.length > 200 || value.includes('\0')) throw fail();
      return value;
    case 'uuid':
      if (typeof value !== 'string' || !UUID.test(value)) throw fail();
      return value;
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw fail();
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      throw fail();
    case 'date':
    case 'dateUpTo': {
      const d = typeof value === 'string' ? isoDate(value) : undefined;
      if (!d) throw fail();
      if (kind === 'dateUpTo' && /^\d{4}-\d{2}-\d{2}$/.test(value as string))
        return new Date(d.getTime() + 86_400_000 - 1);
      return d;
    }
  }
}

export function parseListQuery<F extends string, S extends string>(
  query: Record<string, unknown>,
  contract: ListContract<F, S>,
): ListQuery<F, S> {
  const maxPageSize = contract.maxPageSize ?? 200;
  let sort = contract.defaultSort;
  const rawSort = parseJson('sort', query.sort);
  if (rawSort !== undefined) {
    if (!Array.isArray(rawSort) || rawSort.length !== 2) throw bad('sort', 'bad_sort');
    const [field, order] = rawSort as unknown[];
    if (typeof field !== 'string' || !(contract.sortable as readonly string[]).includes(field)) {
      throw bad('sort', 'unknown_sort_field', {
        field: String(field),
        allowed: contract.sortable.join(', '),
      });
    }
    const o = typeof order === 'string' ? order.toUpperCase() : '';
    if (o !== 'ASC' && o !== 'DESC') throw bad('sort', 'bad_sort');
    sort = { field: field as S, order: o };
  }

  let offset = 0;
  let limit = Math.min(25, maxPageSize);
  const rawRange = parseJson('range', query.range);
  if (rawRange !== undefined) {
    if (
      !Array.isArray(rawRange) ||
      rawRange.length !== 2 ||
      !rawRange.every((n) => Number.isSafeInteger(n))
    ) {
      throw bad('range', 'bad_range');
    }
    const [start, end] = rawRange as [number, number];
    if (start < 0 || end < start) throw bad('range', 'bad_range');
    if (end - start + 1 > maxPageSize) throw bad('range', 'range_too_large', { max: maxPageSize });
    offset = start;
    limit = end - start + 1;
  }

  const filter: ListQuery<F, S>['filter'] = {};
  const rawFilter = parseJson('filter', query.filter);
  if (rawFilter !== undefined) {
    if (typeof rawFilter !== 'object' || rawFilter === null || Array.isArray(rawFilter))
      throw bad('filter', 'bad_filter');
    for (const [key, value] of Object.entries(rawFilter as Record<string, unknown>)) {
      if (value === null || value === '' || value === undefined) continue;
      if (key === 'id') {
        const ids = Array.isArray(value) ? value : [value];
        if (ids.length > 1000 || !ids.every((v) => typeof v === 'string' && UUID.test(v))) {
          throw bad('filter', 'bad_filter_value', { key });
        }
        filter.id = ids as string[];
        continue;
      }
      // Own keys only: "constructor" or "__proto__" must not find Object.prototype's members.
      const kind = Object.hasOwn(contract.filters, key)
        ? (contract.filters as Record<string, FilterKind>)[key]
        : undefined;
      if (!kind)
        throw bad('filter', 'unknown_filter', { key, allowed: Object.keys(contract.filters).join(', ') });
      (filter as Record<string, FilterValue>)[key] = coerce(key, kind, value);
    }
  }
  return { sort, offset, limit, filter };
}

/** `Content-Range` as ra-data-simple-rest reads it (the total after the slash). */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + count - 1}/${total}`;
}
