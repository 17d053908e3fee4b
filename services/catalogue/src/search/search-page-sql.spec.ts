import { jest } from '@jest/globals';
import { SAMPLE_WINDOW, searchPageSql } from './search-page-sql.js';
import { extrapolated, fetchPage, type Exec } from './search-run.js';
import { EXACT_COUNT_PAGES, EXACT_LIMIT, SEARCH_SORTS, type SearchFilters, type Sql } from './search-sql.js';

const FILTERS: SearchFilters[] = [
  {},
  { tsquery: "'cocoa'" },
  { tsquery: "'cocoa' & 'beans'", categoryPath: 'agriculture', minUsdCents: 1_000 },
  {
    categoryPath: 'agriculture/cocoa-coffee',
    country: 'GH',
    verified: true,
    readyToShip: false,
    minUsdCents: 100,
    maxUsdCents: 100_000,
    moq: 10,
  },
];

describe('searchPageSql', () => {
  it('binds every parameter it references, and references every one it binds', () => {
    for (const f of FILTERS)
      for (const sort of SEARCH_SORTS) {
        const { text, values } = searchPageSql(f, sort, 24, 48);
        const used = new Set([...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
        expect({ f, sort, used: [...used].sort((a, b) => a - b) }).toEqual({
          f,
          sort,
          used: values.map((_, i) => i + 1),
        });
      }
  });

  it('ranks the candidates it counts, and samples a broad browse from the newest products', () => {
    const relevance = searchPageSql({ tsquery: "'cocoa'" }, 'relevance', 24, 0).text;
    // One scan of the matches: the rank is worked out there, and the page is picked from it. (Past
    // the cap, in a small table, a second one only counts.)
    const ranking = relevance.replace(/case when \(select count\(\*\) from m\) > [^]*? as "countedAll"/, '');
    expect(ranking.match(/from catalogue\.products p\s+where/g)).toHaveLength(1);
    expect(relevance).toMatch(/ts_rank_cd\(p\.search_vector, \$1::tsquery\) as rank/);
    expect(relevance).not.toContain(`limit ${SAMPLE_WINDOW}`);
    const browse = searchPageSql({ categoryPath: 'agriculture' }, 'newest', 24, 0).text;
    expect(browse).not.toContain('ts_rank_cd');
    expect(browse).toContain(`order by p.published_at desc\n        limit ${SAMPLE_WINDOW}`);
  });
});

describe('fetchPage', () => {
  const plan = (rows: number) => [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': rows } }] }];
  const total = (n: number) => ({ facet: 'total', key: null, n });

  /**
   * An executor answering the page statement and the EXPLAIN, recording the order of events. The
   * table has `pages` pages and `matching` matches in all, which the statement counts past the cap
   * when its page limit lets it, as PostgreSQL would.
   */
  function fake(
    counted: number,
    planned: number,
    lastPage: number | null = 999,
    pages = 1_000,
    matching = counted,
  ) {
    const events: string[] = [];
    const exec = jest.fn(async (sql: Sql) => {
      const kind = sql.text.startsWith('explain') ? 'estimate' : 'page';
      events.push(`start ${kind}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${kind}`);
      const gate = /> (\d+) and \(pg_relation_size[^\n]*<= (\d+)\s+then \(select count/.exec(sql.text);
      const recounted = gate && counted > Number(gate[1]) && pages <= Number(gate[2]);
      return kind === 'estimate'
        ? plan(planned)
        : [
            {
              items: [{ id: 'a' }],
              counted,
              countedAll: recounted ? matching : null,
              lastPage,
              pages,
              facets: [total(Math.min(counted, EXACT_LIMIT + 1))],
            },
          ];
    });
    return { exec: exec as unknown as Exec, events };
  }

  it('asks for the estimate alongside the page, not after it', async () => {
    const { exec, events } = fake(EXACT_LIMIT + 1, 50_000, 999, 100_000);
    await fetchPage(exec, { tsquery: "'cocoa'" }, 'relevance', 24, 0);
    expect(events.slice(0, 2).sort()).toEqual(['start estimate', 'start page']);
  });

  it('keeps an exact count, and in a large table estimates past the cap (never below what was counted)', async () => {
    const exact = await fetchPage(fake(EXACT_LIMIT, 99_999).exec, {}, 'newest', 24, 0);
    expect(exact).toEqual({
      rows: [{ id: 'a' }],
      facetRows: [total(EXACT_LIMIT)],
      total: EXACT_LIMIT,
      estimated: false,
      sampled: false,
    });
    const large = EXACT_COUNT_PAGES + 1;
    const broad = await fetchPage(fake(EXACT_LIMIT + 1, 99_999, null, large).exec, {}, 'newest', 24, 0);
    expect(broad).toMatchObject({ total: 99_999, estimated: true, sampled: true });
    const underestimated = await fetchPage(fake(EXACT_LIMIT + 1, 900, null, large).exec, {}, 'newest', 24, 0);
    expect(underestimated).toMatchObject({ total: EXACT_LIMIT + 1, estimated: true });
  });

  it('counts every match of a small table past the cap: 2,000 published are 2,000, not "about 1,001"', async () => {
    // The demo catalogue on the embedded database: no statistics, so the planner guesses low.
    const demo = await fetchPage(fake(EXACT_LIMIT + 1, 500, null, 800, 2_000).exec, {}, 'newest', 24, 0);
    expect(demo).toMatchObject({ total: 2_000, estimated: false, sampled: true });
    const words = await fetchPage(
      fake(EXACT_LIMIT + 1, 500, 700, EXACT_COUNT_PAGES, 1_900).exec,
      { tsquery: "'cocoa'" },
      'relevance',
      24,
      0,
    );
    expect(words).toMatchObject({ total: 1_900, estimated: false });
    // The page limit is the caller's (SEARCH_EXACT_COUNT_PAGES); 0 never counts past the cap.
    const off = await fetchPage(fake(EXACT_LIMIT + 1, 500, null, 800, 2_000).exec, {}, 'newest', 24, 0, 0);
    expect(off).toMatchObject({ total: EXACT_LIMIT + 1, estimated: true });
  });

  it('counts as deep as a page reaches past EXACT_LIMIT, so every page it serves is ranked', async () => {
    expect(searchPageSql({ tsquery: "'cocoa'" }, 'relevance', 24, 0).text).toContain(
      `limit ${EXACT_LIMIT + 1}\n`,
    );
    expect(searchPageSql({ tsquery: "'cocoa'" }, 'relevance', 24, 1_500).text).toContain('limit 1525\n');
    const deep = await fetchPage(fake(1_200, 99_999).exec, { tsquery: "'cocoa'" }, 'relevance', 24, 1_176);
    expect(deep).toMatchObject({ total: 1_200, estimated: false, sampled: false });
  });

  it('extrapolates from how far into the table the counted matches reached', async () => {
    // 1,001 matches within the first 160 of 1,000 pages (not counted further): about 6,256 in all,
    // whatever the planner says.
    const together = await fetchPage(
      fake(EXACT_LIMIT + 1, 2_100, 159, 1_000).exec,
      { tsquery: "'a' & 'b'" },
      'relevance',
      24,
      0,
      0,
    );
    expect(together).toMatchObject({ total: Math.round((EXACT_LIMIT + 1) / 0.16), estimated: true });
    // Matches spread to the end (another scan order): the planner's figure stands.
    expect(extrapolated(EXACT_LIMIT + 1, { lastPage: 950, pages: 1_000 })).toBeUndefined();
    expect(extrapolated(EXACT_LIMIT + 1, { lastPage: null, pages: 1_000 })).toBeUndefined();
    expect(extrapolated(EXACT_LIMIT + 1, { lastPage: 0, pages: 0 })).toBeUndefined();
  });
});
