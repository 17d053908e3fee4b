import { uuidv7 } from '@sokoni/platform/db';
import { SearchDb } from '../src/search/search-db.js';
import { searchClient, seedCatalogue } from './search-fixtures.js';
import { searchDatabaseOrSkip, startSearch, type SearchTestApp } from './search-test-app.js';

/**
 * What the 1M-product budget changed in search (migration 20261201005000, search-page-sql.ts):
 * vectors kept in the row, the category filter written so the planner estimates it, and the
 * facets of a broad browse sampled from the newest products rather than from the first index range.
 */
const db = await searchDatabaseOrSkip('catalogue search sampling');
const suite = db ? describe : describe.skip;

suite('catalogue search sampling', () => {
  let t: SearchTestApp;
  let id: Record<string, string> = {};
  let search: ReturnType<typeof searchClient>['search'];
  let ids: ReturnType<typeof searchClient>['ids'];

  beforeAll(async () => {
    t = await startSearch(db!);
    id = await seedCatalogue(t);
    ({ search, ids } = searchClient(t));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('keeps search vectors in the row and facet columns in the newest-first index', async () => {
    const [column] = await t.sql(
      `select attstorage from pg_attribute
       where attrelid = 'catalogue.products'::regclass and attname = 'search_vector'`,
    );
    expect(column.attstorage).toBe('m');
    const indexes = await t.sql(
      `select indexname, indexdef from pg_indexes where schemaname = 'catalogue' and tablename = 'products'`,
    );
    const newest = indexes.find((i) => i.indexname === 'products_newest_idx');
    expect(newest?.indexdef).toMatch(/\(published_at DESC\) INCLUDE \(category_path, min_price_usd_cents/);
    expect(indexes.map((i) => i.indexname)).not.toContain('products_published_at_idx');
  });

  it('starts every scan at the table’s first page, so the same search estimates the same', async () => {
    const db = t.app.get(SearchDb);
    // More than one pooled connection: the setting comes with each, not once.
    const shown = await Promise.all(
      [1, 2, 3].map(() =>
        db.rows<{ synchronize_seqscans: string }>({ text: 'show synchronize_seqscans', values: [] }),
      ),
    );
    expect(shown.map(([r]) => r?.synchronize_seqscans)).toEqual(['off', 'off', 'off']);
  });

  it('filters a category and what is below it, never a sibling whose slug starts the same', async () => {
    // 'agriculture-tools' sorts between 'agriculture' and 'agriculture/…' ('-' is below '/').
    const sibling = uuidv7();
    await t.sql(
      `insert into catalogue.categories (id, slug, path, depth, names, position)
       values ($1, 'agriculture-tools', 'agriculture-tools', 0, '{"en": "Farm Tools"}', 99)`,
      [sibling],
    );
    const supplier = await t.supplier({ name: 'Kisumu Implements', country: 'KE' });
    const hoe = await t.product({
      title: 'Forged Steel Hoe',
      category: 'agriculture-tools',
      supplier,
      currency: 'USD',
      price: 900,
      country: 'KE',
    });
    const agriculture = await search('category=agriculture&pageSize=100');
    expect(agriculture.total).toBe(6);
    expect(ids(agriculture)).not.toContain(hoe);
    expect(agriculture.facets.category.map((b: any) => b.value)).not.toContain('agriculture-tools');
    expect(ids(await search('category=agriculture-tools'))).toEqual([hoe]);
    expect(ids(await search('category=agriculture/cocoa-coffee')).sort()).toEqual(
      [id.cocoa, id.feves].sort(),
    );
    await t.sql(`delete from catalogue.products where id = $1`, [hoe]);
    await t.sql(`delete from catalogue.categories where id = $1`, [sibling]);
  });

  it('samples a broad browse’s facets from the newest matches, not from the first index range', async () => {
    // 2,100 coffee lots, then 2,100 spice lots, published alternately. Read in the table's order
    // or in (category, price) order, the first 2,001 matches are all coffee: facets of 100% coffee.
    await t.sql(
      `insert into catalogue.products (id, seller_id, title, description, category_id, images, unit, moq, price_tiers,
         currency, min_price_minor, min_price_usd_cents, ready_to_ship, lead_time_days, origin_country, status,
         category_path, category_text, supplier_name, supplier_verified, supplier_suspended, published_at)
       select gen_random_uuid(), p.seller_id, 'Lot ' || g, '', c.id, '[]', p.unit, p.moq, p.price_tiers, p.currency,
         p.min_price_minor, p.min_price_usd_cents + g, false, 14, p.origin_country, 'published', c.path, '',
         p.supplier_name, p.supplier_verified, false,
         now() - make_interval(days => 40, secs => 2 * (g % 2100) + (g / 2100))
       from catalogue.products p, generate_series(1, 4200) g
       join catalogue.categories c
         on c.path = case when g <= 2100 then 'agriculture/cocoa-coffee' else 'agriculture/spices-herbs' end
       where p.id = $1`,
      [id.cocoa],
    );
    // No fresh statistics (as on the embedded database after a bulk load): the planner's guess is
    // not what a small table reports. All 4,206 are counted, not "about 1,001".
    const body = await search('category=agriculture');
    expect(body.estimated).toBeUndefined();
    expect(body.total).toBe(4_206);
    const share = (path: string) =>
      (body.facets.category.find((b: any) => b.value === path)?.count ?? 0) / body.total;
    // The sample is the newest matches: the fixtures' products and both kinds of lot, about half each.
    expect(share('agriculture/cocoa-coffee')).toBeGreaterThan(0.35);
    expect(share('agriculture/spices-herbs')).toBeGreaterThan(0.35);
    for (const [name, buckets] of Object.entries(body.facets)) {
      const sum = (buckets as any[]).reduce((n, b) => n + b.count, 0);
      expect({ name, sum }).toEqual({ name, sum: body.total });
    }
    // The page itself is exact, newest first: the fixtures, then the lots.
    const page = await search('category=agriculture&pageSize=10');
    expect(ids(page).slice(0, 6).sort()).toEqual(
      [id.cocoa, id.feves, id.cashew, id.macadamia, id.rice, id.agriTop].sort(),
    );
    // Narrow enough to count: exact, and not sampled.
    const narrow = await search('category=agriculture&country=KE');
    expect(narrow.estimated).toBeUndefined();
    expect(ids(narrow).sort()).toEqual([id.macadamia, id.rice, id.agriTop].sort());
  });
});
