import { jest } from '@jest/globals';
import { SAMPLE_WINDOW, searchPageSql } from './search-page-sql.js';
import { extrapolated, fetchPage, type Exec } from './search-run.js';
import { EXACT_LIMIT, SEARCH_SORTS, type SearchFilters, type Sql } from './search-sql.js';

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
    // One scan of the matches: the rank is worked out there, and the page is picked from it.
    expect(relevance.match(/from catalogue\.products p\s+where/g)).toHaveLength(1);
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

  /** An executor answering the page statement and the EXPLAIN, recording the order of events. */
  function fake(counted: number, planned: number, lastPage: number | null = 999, pages = 1_000) {
    const events: string[] = [];
    const exec = jest.fn(async (sql: Sql) => {
      const kind = sql.text.startsWith('explain') ? 'estimate' : 'page';
      events.push(`start ${kind}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${kind}`);
      return kind === 'estimate'
        ? plan(planned)
        : [
            {
              items: [{ id: 'a' }],
              counted,
              lastPage,
              pages,
              facets: [total(Math.min(counted, EXACT_LIMIT + 1))],
            },
          ];
    });
    return { exec: exec as unknown as Exec, events };
  }

  it('asks for the estimate alongside the page, not after it', async () => {
    const { exec, events } = fake(EXACT_LIMIT + 1, 50_000);
    await fetchPage(exec, { tsquery: "'cocoa'" }, 'relevance', 24, 0);
    expect(events.slice(0, 2).sort()).toEqual(['start estimate', 'start page']);
  });

  it('keeps an exact count, and estimates only past EXACT_LIMIT (never below what was counted)', async () => {
    const exact = await fetchPage(fake(EXACT_LIMIT, 99_999).exec, {}, 'newest', 24, 0);
    expect(exact).toEqual({ rows: [{ id: 'a' }], facetRows: [total(EXACT_LIMIT)] });
    const broad = await fetchPage(fake(EXACT_LIMIT + 1, 99_999).exec, {}, 'newest', 24, 0);
    expect(broad.estimate).toBe(99_999);
    const underestimated = await fetchPage(fake(EXACT_LIMIT + 1, 900).exec, {}, 'newest', 24, 0);
    expect(underestimated.estimate).toBe(EXACT_LIMIT + 1);
  });

  it('counts as deep as a page reaches past EXACT_LIMIT, so every page it serves is ranked', async () => {
    expect(searchPageSql({ tsquery: "'cocoa'" }, 'relevance', 24, 0).text).toContain(
      `limit ${EXACT_LIMIT + 1}\n`,
    );
    expect(searchPageSql({ tsquery: "'cocoa'" }, 'relevance', 24, 1_500).text).toContain('limit 1525\n');
    const deep = await fetchPage(fake(1_200, 99_999).exec, { tsquery: "'cocoa'" }, 'relevance', 24, 1_176);
    expect(deep.estimate).toBeUndefined();
  });

  it('extrapolates from how far into the table the counted matches reached', async () => {
    // 2,001 matches within the first 160 of 1,000 pages: about 12,500 in all, whatever the planner says.
    const together = await fetchPage(
      fake(EXACT_LIMIT + 1, 2_100, 159).exec,
      { tsquery: "'a' & 'b'" },
      'relevance',
      24,
      0,
    );
    expect(together.estimate).toBe(Math.round((EXACT_LIMIT + 1) / 0.16));
    // Matches spread to the end (another scan order): the planner's figure stands.
    expect(extrapolated(EXACT_LIMIT + 1, { lastPage: 950, pages: 1_000 })).toBeUndefined();
    expect(extrapolated(EXACT_LIMIT + 1, { lastPage: null, pages: 1_000 })).toBeUndefined();
    expect(extrapolated(EXACT_LIMIT + 1, { lastPage: 0, pages: 0 })).toBeUndefined();
  });
});
