import { SearchEvents } from '../src/search/search-events.js';
import {
  productFlow,
  startProducts,
  testDatabaseOrSkip,
  type Caller,
  type ProductsTestApp,
} from './products-test-app.js';

/**
 * The read cache of anonymous browsing (CATALOGUE_READ_CACHE_MS, on by default), against real
 * PostgreSQL: repeated reads share one answer, a change made through the API shows at the very
 * next read, a change made behind the service's back within the TTL, a product's owner and staff
 * always read it as it is, and a cached search is still counted.
 */
const TTL_MS = 3_000;
let t: ProductsTestApp;
let seller: Caller;
let admin: Caller;
let categoryId: string;

const db = await testDatabaseOrSkip('catalogue read cache');
const suite = db ? describe : describe.skip;

beforeAll(async () => {
  // Longer than the default second: on a loaded machine a read, an UPDATE and a read again can
  // take most of a second, and the test asks that the second read still be a hit.
  t = await startProducts(db!, { CATALOGUE_READ_CACHE_MS: String(TTL_MS) });
  seller = await t.caller('seller');
  admin = await t.caller('admin');
  await t.supplier(seller.id, { name: 'Volta Shea Cooperative', verified: true });
  categoryId = await t.category();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const { create, act, published } = productFlow(() => ({ t, seller, admin, categoryId }));
const browse = async (query = '') => {
  const res = await t.api(`/api/v1/products?pageSize=100${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { total: number; items: { id: string; title: string }[] };
};
const ids = async (query = '') => (await browse(query)).items.map((i) => i.id);
/**
 * The relay drops the caches again when it publishes a change, just after the commit; a read made
 * before that is dropped with them. Waits for it, so the next read is the one that stays.
 */
const relayed = async () => {
  for (const deadline = Date.now() + 10_000; ;) {
    const [row] = await t.sql<{ n: number }>(
      `select count(*)::int as n from catalogue.outbox where published_at is null and set_aside_at is null`,
    );
    if (row!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${row!.n} outbox rows still unpublished after 10 s`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

suite('catalogue read cache', () => {
  it('answers a repeated browse from memory: a change behind its back shows only after the TTL', async () => {
    const p = await published();
    await relayed();
    expect(await ids()).toContain(p.id);
    // An operator's SQL raises no event: the cached page stands for at most the TTL.
    await t.sql(`update catalogue.products set status = 'archived' where id = $1`, [p.id]);
    expect(await ids()).toContain(p.id); // the cache, not the database, answered
    await new Promise((r) => setTimeout(r, TTL_MS + 100));
    expect(await ids()).not.toContain(p.id);
  });

  it("shows a seller's change made through the API at the very next read", async () => {
    const p = await create();
    expect(await ids()).not.toContain(p.id);
    expect((await act(p.id, 'submit', seller)).status).toBe(200);
    expect((await act(p.id, 'approve', admin)).status).toBe(200);
    expect(await ids()).toContain(p.id);

    const res = await t.api(`/api/v1/products/${p.id}`, {
      method: 'PATCH',
      token: seller.token,
      json: { priceTiers: [{ minQuantity: 5, unitPriceMinor: 1_234_500 }] },
    });
    expect(res.status).toBe(200);
    const shown = (await browse()).items.find((i) => i.id === p.id);
    expect(JSON.stringify(shown)).toContain('1234500');

    expect((await act(p.id, 'archive', seller)).status).toBe(200);
    expect(await ids()).not.toContain(p.id);
  });

  it('answers a product page from memory for visitors, never for its owner or staff', async () => {
    const p = await published({ title: 'Shea butter, grade A' });
    await relayed();
    const title = async (token?: string) => {
      const res = await t.api(`/api/v1/products/${p.id}`, { token });
      expect(res.status).toBe(200);
      return ((await res.json()) as { title: string }).title;
    };
    const buyer = await t.caller('buyer');
    expect(await title()).toBe('Shea butter, grade A');
    await t.sql(`update catalogue.products set title = 'Shea butter, grade AA' where id = $1`, [p.id]);
    expect(await title()).toBe('Shea butter, grade A'); // the cache answered
    expect(await title(buyer.token)).toBe('Shea butter, grade A'); // a signed-in buyer sees the public page
    expect(await title(seller.token)).toBe('Shea butter, grade AA'); // the owner reads the database
    expect(await title(admin.token)).toBe('Shea butter, grade AA');
    await new Promise((r) => setTimeout(r, TTL_MS + 100));
    expect(await title()).toBe('Shea butter, grade AA');
  });

  it('keeps a product that is not public hidden from visitors, and shows it to its owner', async () => {
    const draft = await create();
    expect((await t.api(`/api/v1/products/${draft.id}`)).status).toBe(404);
    expect((await t.api(`/api/v1/products/${draft.id}`)).status).toBe(404); // cached: still hidden
    expect((await t.api(`/api/v1/products/${draft.id}`, { token: seller.token })).status).toBe(200);

    const p = await published();
    expect((await t.api(`/api/v1/products/${p.id}`)).status).toBe(200);
    expect((await act(p.id, 'archive', seller)).status).toBe(200);
    expect((await t.api(`/api/v1/products/${p.id}`)).status).toBe(404); // at the very next read
  });

  it('drops the category tree when a category changes', async () => {
    const tree = async () => JSON.stringify(await (await t.api('/api/v1/categories')).json());
    const before = await tree();
    const res = await t.api(`/api/v1/admin/categories/${categoryId}`, {
      method: 'PUT',
      token: admin.token,
      json: { names: { en: 'Renamed Cocoa', fr: 'Cacao renommé', ar: 'كاكاو', sw: 'Kakao' } },
    });
    expect(res.status).toBe(200);
    const after = await tree();
    expect(after).not.toEqual(before);
    expect(after).toContain('Renamed Cocoa');
  });

  it('counts every first page searched, cached or not', async () => {
    const events = t.app.get(SearchEvents);
    const count = async () => {
      await events.flush();
      const [row] = await t.sql<{ n: number }>(
        `select count(*)::int as n from catalogue.outbox where topic = 'catalogue.search.performed.v1'`,
      );
      return row!.n;
    };
    const before = await count();
    await browse('&q=shea');
    await browse('&q=shea');
    await browse('&q=shea');
    expect(await count()).toBe(before + 3);
  });
});
