import { searchClient, seedCatalogue } from './search-fixtures.js';
import { searchDatabaseOrSkip, startSearch, type SearchTestApp } from './search-test-app.js';

/**
 * Suggestions, trending terms, the typo dictionary kept by triggers, and estimated totals past the
 * exact limit, over HTTP against real PostgreSQL.
 */
const db = await searchDatabaseOrSkip('catalogue search terms');
const suite = db ? describe : describe.skip;

suite('catalogue search terms', () => {
  let t: SearchTestApp;
  let id: Record<string, string> = {};
  let ids: ReturnType<typeof searchClient>['ids'];
  let q: ReturnType<typeof searchClient>['q'];

  beforeAll(async () => {
    // A table this small is counted exactly past 1,000 matches: estimates only with that turned off.
    t = await startSearch(db!, { SEARCH_EXACT_COUNT_PAGES: '0' });
    id = await seedCatalogue(t);
    ({ ids, q } = searchClient(t));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('starts trending from the seeded terms, in their order', async () => {
    const body = await t.json('/api/v1/search/trending');
    expect(body.items.map((i: any) => i.term)).toEqual([
      'cocoa beans',
      'african print fabrics',
      'shea butter',
      'mobile phones',
      'agricultural machinery',
      'solar panels',
      'cashew nuts',
      'leather goods',
    ]);
  });

  it('suggests categories, searched terms and words by prefix', async () => {
    const coc = (await t.json('/api/v1/search/suggest?q=coc')).items;
    expect(coc.length).toBeGreaterThan(0);
    expect(coc.length).toBeLessThanOrEqual(8);
    expect(coc).toContainEqual({
      text: 'Cocoa & Coffee',
      kind: 'category',
      categoryPath: 'agriculture/cocoa-coffee',
    });
    expect(coc).toContainEqual({ text: 'cocoa beans', kind: 'term' });
    expect(coc.map((x: any) => x.text)).toContain('cocoa'); // a word, or a term once someone searched it
    const fr = ((await (await t.api('/api/v1/search/suggest?q=Fève', 'fr')).json()) as any).items;
    expect(fr).toContainEqual({ text: 'feves', kind: 'word' });
    const two = (await t.json('/api/v1/search/suggest?q=shea%20but')).items;
    expect(two).toContainEqual({ text: 'shea butter', kind: 'term' });
    expect(two).toContainEqual({ text: 'shea butters', kind: 'word' }); // 'shea butter' as a word was a duplicate
    expect((await t.json('/api/v1/search/suggest?q=')).items).toEqual([]);
  });

  it('counts searches that found something into trending, in the background', async () => {
    const count = async (term: string) =>
      (
        await t.sql(
          `select coalesce(sum(searches), 0)::int as n from catalogue.search_term_days where term = $1`,
          [term],
        )
      )[0].n as number;
    const before = await count('macadamia kernels');
    for (let i = 0; i < 10; i++) await q('Macadamia  KERNELS');
    await q('shea buter');
    await q('macadamia kernels', '&page=2'); // paging is not another search
    await q('zzyzx qwv'); // found nothing: not counted
    // Found something, but typed like an e-mail address: counted terms are shown to everyone.
    await q('macadamia@kernels');
    const deadline = Date.now() + 5_000;
    while (
      (await count('macadamia kernels')) + (await count('shea butter')) < before + 11 &&
      Date.now() < deadline
    )
      await new Promise((r) => setTimeout(r, 50));
    expect(await count('macadamia kernels')).toBe(before + 10);
    expect(await count('zzyzx qwv')).toBe(0);
    expect(await count('shea butter')).toBe(1); // "shea buter" counted under its correction
    const trending = (await t.json('/api/v1/search/trending')).items;
    // This week's searches first, then the seeded terms nobody searched this week, in seeded order.
    expect(trending).toEqual([
      { term: 'macadamia kernels', searches: 10 },
      { term: 'shea butter', searches: 1 },
      ...['cocoa beans', 'african print fabrics', 'mobile phones', 'agricultural machinery', 'solar panels']
        .concat(['cashew nuts', 'leather goods'])
        .map((term) => ({ term, searches: 0 })),
    ]);
  });

  it('keeps the typo dictionary in step with what gets published', async () => {
    const [before] = await t.sql(
      `select count(*)::int as n from catalogue.search_words where word = 'baobab'`,
    );
    expect(before.n).toBe(0);
    await t.sql(
      `update catalogue.products set title = 'Baobab Fruit Powder', status = 'published', published_at = now() where id = $1`,
      [id.draft],
    );
    const [after] = await t.sql(`select hits from catalogue.search_words where word = 'baobab'`);
    expect(after.hits).toBe(1);
    const body = await q('baobob powder');
    expect(body.correctedQuery).toBe('baobab powder');
    expect(ids(body)).toEqual([id.draft]);
  });

  /**
   * n copies of the cashew product, titled by `title` (SQL over g = 1..n), published g seconds
   * apart, in place of any an earlier call made (CI retries a failed test once, on this state).
   */
  async function copies(n: number, title: string): Promise<void> {
    await t.sql(`delete from catalogue.products where title ~ ' Lot [0-9]+$'`);
    await t.sql(
      `insert into catalogue.products (id, seller_id, title, description, category_id, images, unit, moq, price_tiers,
         currency, min_price_minor, min_price_usd_cents, ready_to_ship, lead_time_days, origin_country, status,
         category_path, category_text, supplier_name, supplier_verified, supplier_suspended, published_at)
       select gen_random_uuid(), seller_id, ${title}, description, category_id, images, unit, moq,
         price_tiers, currency, min_price_minor, min_price_usd_cents + g, g % 3 = 0, lead_time_days,
         case when g % 2 = 0 then 'GH' else 'CM' end, status, category_path, category_text, supplier_name,
         supplier_verified, supplier_suspended, published_at - make_interval(days => 30, secs => g)
       from catalogue.products, generate_series(1, ${n}) g where id = $1`,
      [id.cashew],
    );
    await t.sql('analyze catalogue.products');
  }

  it('estimates total and facets past the exact limit, still adding up', async () => {
    await copies(2100, `'Teak Logs Lot ' || g`);
    const body = await q('teak');
    expect(body.estimated).toBe(true);
    expect(body.total).toBeGreaterThan(2000);
    for (const [name, buckets] of Object.entries(body.facets)) {
      const sum = (buckets as any[]).reduce((n, b) => n + b.count, 0);
      expect({ name, sum }).toEqual({ name, sum: body.total });
    }
    expect(body.items).toHaveLength(24);
    // Orders other than relevance still walk their index: the page itself is exact.
    const cheapest = await q('teak', '&sort=price_asc&pageSize=3');
    expect(cheapest.items.map((i: any) => i.title)).toEqual([
      'Teak Logs Lot 1',
      'Teak Logs Lot 2',
      'Teak Logs Lot 3',
    ]);
    expect((await q('kente')).estimated).toBeUndefined();
  });

  it('extrapolates the total of words that go together from how far its matches reach', async () => {
    // Half the new rows carry both words, half neither: the planner, multiplying the two words'
    // frequencies, expects about a third of the 3,000.
    await copies(
      6000,
      `case when g % 2 = 0 then 'Mahogany Planks Lot ' || g else 'Baobab Pods Lot ' || g end`,
    );
    // The new rows spread from the table's start, as a catalogue grown over time would be: not
    // behind the dead rows of the previous test's 2,100 teak lots, which a search for these words
    // would read in vain.
    await t.sql('vacuum full analyze catalogue.products');
    const body = await q('mahogany planks');
    expect(body.estimated).toBe(true);
    // Within 20% (the first pages hold the fixtures, none of these). Where the matches lay is in
    // the failure message: what the estimate was made from.
    const [layout] = await t.sql(
      `select (select count(*)::int from catalogue.products where title like 'Mahogany Planks Lot %') as matches,
         (select max(page) from (select (ctid::text::point)[0]::int as page from catalogue.products
            where title like 'Mahogany Planks Lot %' order by ctid limit 1001) m) as "page of match 1001",
         (pg_relation_size('catalogue.products') / current_setting('block_size')::int)::int as pages`,
    );
    expect({ total: body.total, within: body.total > 2_400 && body.total < 3_600, layout }).toMatchObject({
      within: true,
    });
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = await t.sql(
      `explain (format json) select 1 from catalogue.products p
       where p.status = 'published' and not p.supplier_suspended and p.search_vector @@ 'mahogany & planks'::tsquery`,
    );
    expect(plan.Plan['Plan Rows']).toBeLessThan(2_000);
  });
});
