import type { FacetName } from './search-page-sql.js';
import { PRICE_BAND_LIMITS } from './search-sql.js';

/** A row of searchPageSql()'s facets. */
export interface FacetRow {
  facet: FacetName;
  key: string | null;
  n: number;
}

export interface Bucket<V> {
  value: V;
  count: number;
}

export interface SearchFacets {
  /** One level below the current category (top level without one); `name` in the caller's language. */
  category: (Bucket<string> & { name: string })[];
  /** The 20 largest origin countries, then one 'other' bucket for the rest, so counts add up. */
  country: Bucket<string>[];
  verified: Bucket<boolean>[];
  readyToShip: Bucket<boolean>[];
  /** Lowest price in USD: [fromUsd, toUsd), toUsd null for the open top band. Every band, even empty. */
  priceBand: (Bucket<string> & { fromUsd: number; toUsd: number | null })[];
}

const TOP_COUNTRIES = 20;

const byCount = <T extends { count: number; value: unknown }>(a: T, b: T) =>
  b.count - a.count || String(a.value).localeCompare(String(b.value));

/** Shares `total` out in proportion to `counts`, whole numbers that add up exactly (largest remainder). */
export function apportion(total: number, counts: number[]): number[] {
  const sum = counts.reduce((a, b) => a + b, 0);
  if (sum === 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c * total) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left-- <= 0) break;
    out[i]! += 1;
  }
  return out;
}

/**
 * Facets from searchPageSql()'s facet rows. With `scaleTo` (the rows are a sample's: more matched
 * than the page counts), every facet's counts are the sample's scaled to that total, still adding up to it.
 */
export function buildFacets(
  raw: FacetRow[],
  categoryName: (path: string) => string,
  scaleTo?: number,
): { total: number; facets: SearchFacets } {
  let rows = raw;
  if (scaleTo !== undefined) {
    rows = [];
    for (const facet of new Set(raw.map((r) => r.facet))) {
      const group = raw.filter((r) => r.facet === facet);
      const scaled = apportion(
        scaleTo,
        group.map((r) => r.n),
      );
      group.forEach((r, i) => rows.push({ ...r, n: scaled[i]! }));
    }
  }
  const of = (facet: FacetName) => rows.filter((r) => r.facet === facet);
  const bools = (facet: FacetName): Bucket<boolean>[] =>
    of(facet)
      .map((r) => ({ value: r.key === 'true', count: r.n }))
      .sort(byCount);

  const countries = of('country')
    .map((r) => ({ value: r.key ?? '', count: r.n }))
    .sort(byCount);
  const rest = countries.slice(TOP_COUNTRIES).reduce((sum, b) => sum + b.count, 0);
  const country = countries.slice(0, TOP_COUNTRIES);
  if (rest > 0) country.push({ value: 'other', count: rest });

  const bands = new Map(of('priceBand').map((r) => [Number(r.key), r.n]));
  const limits = [0, ...PRICE_BAND_LIMITS.map((c) => c / 100)];
  const priceBand = limits.map((fromUsd, i) => {
    const toUsd = limits[i + 1] ?? null;
    return {
      value: toUsd === null ? `${fromUsd}+` : `${fromUsd}-${toUsd}`,
      fromUsd,
      toUsd,
      count: bands.get(i) ?? 0,
    };
  });

  return {
    total: of('total')[0]?.n ?? 0,
    facets: {
      category: of('category')
        .map((r) => ({ value: r.key ?? '', name: categoryName(r.key ?? ''), count: r.n }))
        .sort(byCount),
      country,
      verified: bools('verified'),
      readyToShip: bools('readyToShip'),
      priceBand,
    },
  };
}
