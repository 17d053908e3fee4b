import {
  countCap,
  EXACT_COUNT_PAGES,
  PRICE_BAND_LIMITS,
  VISIBLE,
  where,
  type SearchFilters,
  type SearchSort,
  type Sql,
} from './search-sql.js';

/**
 * Step 2 of a search as one statement: a page of product cards, the facets and the count, all over
 * the same filtered set of visible products. Pure, like search-sql.ts (bench/search times the very
 * same text).
 *
 * The matches are read once: the first cap + 1 of them (countCap: EXACT_LIMIT, or as deep as the
 * page), in the order the planner finds them, are materialized (`m`) with what the facets group by
 * and, for relevance, their rank. Up to cap matches, count and facets are exact and a relevance
 * page ranks every match. Past it, a table of at most exactCountPages pages has its matches
 * counted again, all of them and nothing else (only then: CASE evaluates its branches in order);
 * a larger one's count says "estimate it" (search-run.ts). Either way the facets are a sample's:
 * - with words, `m` itself, the first matches in the table's order (the text index says nothing
 *   about any other order, and reading more rows to spread the sample would break the budget);
 * - without, `m` is whatever index range the planner walked, often the first subcategory in
 *   alphabetical order at its lowest prices, so the sample is `s` instead: the newest SAMPLE_SIZE
 *   matches among the SAMPLE_WINDOW newest visible products, read from the covering newest-first
 *   index alone.
 * Orders other than relevance walk their btree for the page, which is exact however many match.
 *
 * Each match of a text search also brings the heap page it lies on (a browse without words reads
 * its rows from a covering index alone, which cannot say). A text search reads its matches in page
 * order (bitmap or sequential scan), so when it stops at cap + 1 matches a fraction of the way
 * through the table, the whole holds about counted / fraction (search-run.ts): words that go
 * together ("cocoa beans") defeat the planner, which multiplies their frequencies as if they were
 * independent. The extrapolation takes the matches to be spread evenly through the table: one
 * seller's bulk upload, all on adjacent pages, is over- or underestimated.
 */

/** Newest visible products whose matches stand for a broad browse's facets. */
export const SAMPLE_WINDOW = 50_000;
/**
 * Matches the browse sample stops at: facet shares within a few points (±2.5 for a 20% bucket at
 * 95%), at half the index walk 2,000 would cost.
 */
export const SAMPLE_SIZE = 1_000;
/** Fewer matches than this in the window (a filter rare among recent products): `m` is used. */
export const MIN_SAMPLE = 200;

const CARD_COLUMNS = `p.id, p.title, p.images -> 0 as image, p.unit, p.moq, p.price_tiers, p.currency,
  p.min_price_minor::float8 as min_price_minor, p.min_price_usd_cents::float8 as min_price_usd_cents,
  p.origin_country, p.seller_id, p.supplier_name, p.supplier_verified, p.ready_to_ship,
  p.lead_time_days, p.category_path, p.published_at`;

/**
 * Sort keys, as column names of both the products table and the card row, so that the same order
 * picks the page and then keeps it inside json_agg (relevance orders the candidates by rank).
 */
const ORDER: Record<SearchSort, string[]> = {
  relevance: ['rank desc', 'published_at desc', 'id desc'],
  price_asc: ['min_price_usd_cents asc', 'id asc'],
  price_desc: ['min_price_usd_cents desc', 'id desc'],
  newest: ['published_at desc', 'id desc'],
};
const orderBy = (sort: SearchSort, alias: string) => ORDER[sort].map((k) => `${alias}.${k}`).join(', ');

export type FacetName = 'category' | 'country' | 'verified' | 'readyToShip' | 'priceBand' | 'total';

/** The one row of searchPageSql(). */
export interface PageRow<C, F> {
  items: C[];
  /** Matches counted, cap + 1 at most (more match than are counted). */
  counted: number;
  /** Past the cap, every match counted (small tables only); null otherwise. */
  countedAll: number | null;
  /** The highest heap page the counted matches lie on (null without matches). */
  lastPage: number | null;
  /** Heap pages of the products table now. */
  pages: number;
  /** One row per facet bucket and one 'total' row for the rows they came from (see above). */
  facets: F[] | null;
}

export function searchPageSql(
  f: SearchFilters,
  sort: SearchSort,
  limit: number,
  offset: number,
  exactCountPages = EXACT_COUNT_PAGES,
): Sql {
  const { clause, filters, values } = where(f);
  const cap = countCap(limit, offset);
  // The facets' buckets: the next path level below the current category (or the category itself
  // for products filed directly in it), the origin country, true/false, the price band index.
  let cat = `split_part(p.category_path, '/', 1)`;
  if (f.categoryPath !== undefined) {
    const cur = `$${values.push(f.categoryPath)}::text`;
    cat = `case when p.category_path = ${cur} then ${cur}
      else ${cur} || '/' || split_part(substr(p.category_path, length(${cur}) + 2), '/', 1) end`;
  }
  const band = `case ${PRICE_BAND_LIMITS.map((l, i) => `when p.min_price_usd_cents < ${l} then ${i}`).join(' ')} else ${PRICE_BAND_LIMITS.length} end`;
  const facetColumns = `${cat} as cat, p.origin_country::text as country, p.supplier_verified as verified,
    p.ready_to_ship as rts, ${band} as band`;
  const ranked = sort === 'relevance' && Boolean(f.tsquery);
  const pages = `(pg_relation_size('catalogue.products'::regclass) / current_setting('block_size')::int)::int`;
  const order = sort === 'relevance' && !ranked ? 'newest' : sort;

  // Relevance: the best-ranked candidates, then their cards (a page of primary-key look-ups).
  // Other orders: the page straight from the index that sorts it.
  const page = ranked
    ? `select ${CARD_COLUMNS}, t.rank
    from (select m.id, m.rank, m.published_at from m order by ${orderBy('relevance', 'm')}
          limit ${limit} offset ${offset}) t
    join catalogue.products p on p.id = t.id`
    : `select ${CARD_COLUMNS}
    from catalogue.products p
    where ${clause}
    order by ${orderBy(order, 'p')}
    limit ${limit} offset ${offset}`;

  // The rows the facets count: `m`, or for a broad browse the sample `s` (read only then: CASE
  // evaluates its branches in order).
  const sample = f.tsquery
    ? ''
    : `,
s as materialized (
  select ${facetColumns}
  from (select p.category_path, p.min_price_usd_cents, p.origin_country, p.supplier_verified,
          p.ready_to_ship, p.moq
        from catalogue.products p
        where ${VISIBLE}
        order by p.published_at desc
        limit ${SAMPLE_WINDOW}) p
  ${filters.length > 0 ? `where ${filters.join('\n    and ')}` : ''}
  limit ${SAMPLE_SIZE}
),
f as (
  select s.* from s
  where case when (select count(*) from m) > ${cap} then (select count(*) from s) >= ${MIN_SAMPLE} else false end
  union all
  select m.cat, m.country, m.verified, m.rts, m.band from m
  where case when (select count(*) from m) > ${cap} then (select count(*) from s) < ${MIN_SAMPLE} else true end
)`;
  const from = f.tsquery ? 'm' : 'f';

  return {
    text: `with m as materialized (
  select ${ranked ? 'p.id, p.published_at, ts_rank_cd(p.search_vector, $1::tsquery) as rank,\n    ' : ''}${facetColumns},
    ${f.tsquery ? '(p.ctid::text::point)[0]::int' : 'null::int'} as page
  from catalogue.products p
  where ${clause}
  limit ${cap + 1}
)${sample}
select
  (select coalesce(json_agg(c order by ${orderBy(order, 'c')}), '[]'::json) from (
    ${page}
  ) c) as items,
  (select count(*)::int from m) as counted,
  case when (select count(*) from m) > ${cap} and ${pages} <= ${Math.trunc(exactCountPages)}
    then (select count(*)::int from catalogue.products p where ${clause}) end as "countedAll",
  (select max(m.page) from m) as "lastPage",
  ${pages} as pages,
  (select json_agg(g) from (
    select case grouping(${from}.cat, ${from}.country, ${from}.verified, ${from}.rts, ${from}.band)
        when 15 then 'category' when 23 then 'country' when 27 then 'verified'
        when 29 then 'readyToShip' when 30 then 'priceBand' else 'total' end as facet,
      coalesce(${from}.cat, ${from}.country, ${from}.verified::text, ${from}.rts::text, ${from}.band::text) as key,
      count(*)::int as n
    from ${from}
    group by grouping sets ((${from}.cat), (${from}.country), (${from}.verified), (${from}.rts), (${from}.band), ())
  ) g) as facets`,
    values,
  };
}
