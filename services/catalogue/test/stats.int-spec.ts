import { uuidv7 } from '@sokoni/platform/db';
import { SiteStats } from '../src/stats/site-stats.query.js';
import {
  productFlow,
  startProducts,
  testDatabaseOrSkip,
  type Caller,
  type ProductsTestApp,
} from './products-test-app.js';

/**
 * GET /api/v1/stats: live counts, against real PostgreSQL. Each expectation is a change caused by
 * the test (publishing, archiving, a supplier more), so the counts are proven, not assumed.
 */
let t: ProductsTestApp;
let seller: Caller;
let admin: Caller;
let categoryId: string;

const db = await testDatabaseOrSkip('catalogue stats');
const suite = db ? describe : describe.skip;

beforeAll(async () => {
  // Jest runs no hook of a file whose tests are all skipped, so `db` is set here.
  t = await startProducts(db!);
  seller = await t.caller('seller');
  admin = await t.caller('admin');
  await t.supplier(seller.id, { name: 'Ashanti Cocoa Co-op', verified: true });
  categoryId = await t.category();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const { create, act, published } = productFlow(() => ({ t, seller, admin, categoryId }));

/** Fresh counts: the kept ones are dropped first, as a minute passing would. */
const stats = async (): Promise<any> => {
  t.app.get(SiteStats).forget();
  const res = await t.api('/api/v1/stats');
  expect(res.status).toBe(200);
  return res.json();
};

suite('GET /api/v1/stats', () => {
  it('counts published products of suppliers who are not suspended, and only those', async () => {
    const before = await stats();
    const draft = await create();
    expect((await stats()).products).toBe(before.products);

    const live = await published({ readyToShip: true });
    let now = await stats();
    expect(now.products).toBe(before.products + 1);
    expect(now.readyToShipProducts).toBe(before.readyToShipProducts + 1);

    await published({ readyToShip: false });
    now = await stats();
    expect(now.products).toBe(before.products + 2);
    expect(now.readyToShipProducts).toBe(before.readyToShipProducts + 1);

    expect((await act(live.id, 'archive', seller)).status).toBe(200);
    now = await stats();
    expect(now.products).toBe(before.products + 1);
    expect(now.readyToShipProducts).toBe(before.readyToShipProducts);

    // A suspended supplier's products are hidden from buyers, and from the counts.
    const [{ n: mine }] = await t.sql(
      `select count(*)::int as n from catalogue.products where seller_id = $1 and status = 'published'`,
      [seller.id],
    );
    expect(mine).toBeGreaterThan(0);
    await t.sql(`update catalogue.products set supplier_suspended = true where seller_id = $1`, [seller.id]);
    expect((await stats()).products).toBe(now.products - mine);
    await t.sql(`update catalogue.products set supplier_suspended = false where seller_id = $1`, [seller.id]);
    expect((await stats()).products).toBe(now.products);
    expect(draft.status).toBe('draft');
  });

  it('counts directory suppliers, verified ones and their countries', async () => {
    const before = await stats();
    const kenyan = uuidv7();
    await t.sql(
      `insert into catalogue.suppliers (id, company_name, country, verification_status) values ($1, 'Nairobi Agro', 'KE', 'verified')`,
      [kenyan],
    );
    const ghanaian = (await t.caller('seller')).id;
    await t.supplier(ghanaian, { name: 'Accra Naturals' }); // GH, unverified
    await t.supplier((await t.caller('seller')).id, { name: 'Shady Co', suspended: true });
    const now = await stats();
    expect(now.suppliers).toBe(before.suppliers + 2);
    expect(now.verifiedSuppliers).toBe(before.verifiedSuppliers + 1);
    // Ghana already had the first supplier; Kenya is new.
    expect(now.supplierCountries).toBe(before.supplierCountries + 1);

    // Someone who stopped selling leaves the directory.
    await t.sql(`update catalogue.suppliers set seller = false where id = $1`, [kenyan]);
    const after = await stats();
    expect(after.suppliers).toBe(before.suppliers + 1);
    expect(after.verifiedSuppliers).toBe(before.verifiedSuppliers);
    expect(after.supplierCountries).toBe(before.supplierCountries);
  });

  it('counts the live top-level categories, as the category tree shows them', async () => {
    const tree = await (await t.api('/api/v1/categories')).json();
    const before = await stats();
    expect(before.categories).toBe(tree.items.length);
    const id = uuidv7();
    await t.sql(
      `insert into catalogue.categories (id, slug, path, depth, names) values ($1, 'stats-top', 'stats-top', 0, $2)`,
      [id, { en: 'Stats', fr: 'Stats', ar: 'Stats', sw: 'Stats' }],
    );
    expect((await stats()).categories).toBe(before.categories + 1);
    await t.sql(`update catalogue.categories set retired_at = now() where id = $1`, [id]);
    expect((await stats()).categories).toBe(before.categories);
  });

  it('keeps the counts a minute (also for browsers and proxies) and needs no token', async () => {
    const first = await stats();
    await published();
    const res = await t.api('/api/v1/stats');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const cached = await res.json();
    expect(cached).toEqual(first);
    const fresh = await stats();
    expect(fresh.products).toBe(first.products + 1);
    expect(Date.parse(fresh.generatedAt)).toBeGreaterThanOrEqual(Date.parse(first.generatedAt));
  });
});
