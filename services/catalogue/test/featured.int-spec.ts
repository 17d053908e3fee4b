import { PROBLEM_JSON, searchDatabaseOrSkip, startSearch, type SearchTestApp } from './search-test-app.js';

/**
 * GET /api/v1/products/featured, the home page's strip, against real PostgreSQL: what shows, in
 * which order, how it is localized, and that the path is not taken for a product id.
 */
const db = await searchDatabaseOrSkip('catalogue featured products');
const suite = db ? describe : describe.skip;

const COCOA = 'agriculture/cocoa-coffee';

suite('GET /api/v1/products/featured', () => {
  let t: SearchTestApp;
  const id: Record<string, string> = {};
  const featured = async (query = '', lang?: string) => {
    const res = await t.api(`/api/v1/products/featured${query}`, lang);
    expect(res.status).toBe(200);
    return (await res.json()) as { items: any[] };
  };
  const keys = (body: { items: { id: string }[] }) =>
    body.items.map((i) => Object.keys(id).find((k) => id[k] === i.id) ?? i.id);

  beforeAll(async () => {
    t = await startSearch(db!);
    const v1 = await t.supplier({ name: 'Kumasi Cocoa Traders', country: 'GH', verified: true });
    const v2 = await t.supplier({ name: 'Nairobi Agro Exports', country: 'KE', verified: true });
    const u1 = await t.supplier({ name: 'Arusha Cashew Processors', country: 'TZ' });
    const u2 = await t.supplier({ name: 'Lagos Solar Solutions', country: 'NG' });
    const banned = await t.supplier({
      name: 'Shady Commodities',
      country: 'GH',
      verified: true,
      suspended: true,
    });
    await t.sql(`update catalogue.suppliers set rating = 4.9 where id = $1`, [v1]);
    await t.sql(`update catalogue.suppliers set rating = 4.2 where id = $1`, [v2]);
    await t.sql(`update catalogue.suppliers set rating = 5.0 where id = $1`, [u1]);
    const p = async (key: string, supplier: string, age: number, extra: { status?: string } = {}) => {
      id[key] = await t.product({
        title: `Product ${key}`,
        category: COCOA,
        supplier,
        currency: 'GHS',
        price: 120_000,
        country: 'GH',
        age,
        ...extra,
      });
    };
    await p('a1', v1, 5);
    await p('a2', v1, 1);
    await p('a3', v1, 2);
    await p('b1', v2, 3);
    await p('b2', v2, 1);
    await p('c1', u1, 1);
    await p('d1', u2, 2);
    await p('banned', banned, 0);
    await p('draft', v1, 0, { status: 'draft' });
    // b2 has no photo.
    await t.sql(`update catalogue.products set images = '[]' where id = $1`, [id.b2]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('puts verified suppliers first, then photos, then rating, then the newest; two per supplier first', async () => {
    // a1 is the third of its supplier: it waits until everyone else has had a turn.
    expect(keys(await featured('?limit=24'))).toEqual(['a2', 'a3', 'b1', 'b2', 'c1', 'd1', 'a1']);
    expect(keys(await featured('?limit=3'))).toEqual(['a2', 'a3', 'b1']);
    // Always the same answer for the same data.
    expect(keys(await featured('?limit=24'))).toEqual(keys(await featured('?limit=24')));
  });

  it('shows 8 by default, never drafts or suspended suppliers’ products, as public cards', async () => {
    const body = await featured();
    expect(body.items).toHaveLength(7); // all there are: fewer than the default 8
    expect(keys(body)).not.toContain('banned');
    expect(keys(body)).not.toContain('draft');
    const card = body.items[0];
    expect(card).toMatchObject({
      id: id.a2,
      title: 'Product a2',
      currency: 'GHS',
      minPrice: { amountMinor: 120_000, currency: 'GHS' },
      convertedMinPrice: { amountMinor: 10_000, currency: 'USD' }, // 1,200 GHS at 12 per USD
      supplier: { name: 'Kumasi Cocoa Traders', verified: true },
      categoryPath: COCOA,
      categoryName: expect.any(String),
    });
    expect(card.image).toMatchObject({ key: expect.any(String), url: expect.any(String) });
    expect(new Date(card.publishedAt).toISOString()).toBe(card.publishedAt);
    expect(card).not.toHaveProperty('status');
    expect(card).not.toHaveProperty('rejectionReason');
    expect(body.items.find((i) => i.id === id.b2).image).toBeNull();
  });

  it('names the category in the language asked for, and converts to the currency asked for', async () => {
    const [{ names }] = await t.sql(`select names from catalogue.categories where path = $1`, [COCOA]);
    expect((await featured('', 'fr-FR,fr;q=0.9')).items[0].categoryName).toBe(names.fr);
    expect((await featured('', 'sw')).items[0].categoryName).toBe(names.sw);
    expect((await featured('?lang=ar', 'fr')).items[0].categoryName).toBe(names.ar);
    expect((await featured('', 'ha')).items[0].categoryName).toBe(names.en);
    const kes = (await featured('?currency=kes')).items[0];
    expect(kes.convertedMinPrice).toEqual({ amountMinor: 1_500_000, currency: 'KES' }); // 100 USD at 150
  });

  it('is public and cacheable for a minute, per language', async () => {
    const res = await t.api('/api/v1/products/featured');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
  });

  it('refuses a bad limit, an unknown currency or parameter with a translated problem', async () => {
    for (const query of [
      '?limit=0',
      '?limit=25',
      '?limit=two',
      '?currency=XXX',
      '?currency=dollars',
      '?page=2',
    ]) {
      const res = await t.api(`/api/v1/products/featured${query}`, 'fr');
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      const problem: any = await res.json();
      expect(problem.errors?.length).toBeGreaterThan(0);
      expect(res.headers.get('content-language')).toBe('fr');
    }
  });

  it('is not read as a product id, and product pages still work beside it', async () => {
    expect((await t.api(`/api/v1/products/${id.a2}`)).status).toBe(200);
    expect((await t.api('/api/v1/products/featured')).status).toBe(200);
    expect((await t.api('/api/v1/products/featurd')).status).toBe(404);
  });
});
