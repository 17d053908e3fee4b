import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { categoryIdForPath } from '../src/categories/category-id.js';
import { categoryText } from '../src/categories/category-tree.js';
import { CategoryTree } from '../src/categories/category-tree.js';
import { freshDatabase, PROBLEM_JSON, startCatalogue, type CatalogueHarness } from './categories-harness.js';

const db: TestDatabase | null = await freshDatabase('catalogue categories (public)');
const suite = db ? describe : describe.skip;

const TOP = [
  'agriculture',
  'textiles',
  'electronics',
  'machinery',
  'food-beverage',
  'beauty-personal-care',
  'construction',
];

suite('catalogue: public category tree', () => {
  let h: CatalogueHarness;
  const seller = uuidv7();
  const suspendedSeller = uuidv7();

  beforeAll(async () => {
    h = await startCatalogue(db!);
    // Visible: 2 cocoa + 1 cashew (agriculture 3), 1 textile product; not visible: draft, suspended.
    await h.product({ sellerId: seller, categoryPath: 'agriculture/cocoa-coffee' });
    await h.product({ sellerId: seller, categoryPath: 'agriculture/cocoa-coffee' });
    await h.product({ sellerId: seller, categoryPath: 'agriculture/nuts-seeds' });
    await h.product({ sellerId: seller, categoryPath: 'agriculture/nuts-seeds', status: 'draft' });
    await h.product({ sellerId: suspendedSeller, categoryPath: 'agriculture', supplierSuspended: true });
    await h.product({ sellerId: seller, categoryPath: 'textiles/textile-products' });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('the migration seeds exactly the seven top levels, each with 4–8 translated subcategories', async () => {
    const res = await h.api('/api/v1/categories');
    expect(res.status).toBe(200);
    const body: any = await res.json();
    expect(body.lang).toBe('en');
    expect(body.items.map((c: any) => c.slug)).toEqual(TOP);
    expect(body.items.map((c: any) => c.name)).toEqual([
      'Agriculture',
      'Textiles & Apparel',
      'Electronics',
      'Machinery',
      'Food & Beverage',
      'Beauty & Personal Care',
      'Construction',
    ]);
    for (const top of body.items) {
      expect(top.children.length).toBeGreaterThanOrEqual(4);
      expect(top.children.length).toBeLessThanOrEqual(8);
      for (const c of [top, ...top.children]) {
        expect(Object.keys(c.names).sort()).toEqual(['ar', 'en', 'fr', 'sw']);
        for (const name of Object.values(c.names)) expect(name).toMatch(/\S/);
        // Deterministic ids: seeds elsewhere find the reference categories by path.
        expect(c.id).toBe(categoryIdForPath(c.path));
      }
    }
    const agriculture = body.items[0];
    expect(agriculture.children.map((c: any) => c.slug)).toEqual(
      expect.arrayContaining(['cocoa-coffee', 'nuts-seeds', 'grains-cereals', 'spices-herbs']),
    );
  });

  it('counts only visible products and includes descendants', async () => {
    const body: any = await (await h.api('/api/v1/categories')).json();
    const bySlug = new Map<string, any>(body.items.map((c: any) => [c.slug, c]));
    const agriculture = bySlug.get('agriculture');
    expect(agriculture.productCount).toBe(3);
    const sub = new Map<string, any>(agriculture.children.map((c: any) => [c.slug, c]));
    expect(sub.get('cocoa-coffee').productCount).toBe(2);
    expect(sub.get('nuts-seeds').productCount).toBe(1);
    expect(sub.get('grains-cereals').productCount).toBe(0);
    expect(bySlug.get('textiles').productCount).toBe(1);
    expect(bySlug.get('electronics').productCount).toBe(0);
  });

  it('names follow ?lang=, then Accept-Language; unknown languages fall back to English', async () => {
    const fr: any = await (await h.api('/api/v1/categories?lang=fr')).json();
    expect(fr.lang).toBe('fr');
    expect(fr.items[1].name).toBe('Textiles et habillement');
    expect(fr.items[1].names.en).toBe('Textiles & Apparel');
    const sw: any = await (
      await h.api('/api/v1/categories', { headers: { 'accept-language': 'sw-KE' } })
    ).json();
    expect(sw.items[0].name).toBe('Kilimo');
    const ar: any = await (await h.api('/api/v1/categories?lang=ar')).json();
    expect(ar.items[6].name).toBe('البناء');
    const pt: any = await (await h.api('/api/v1/categories?lang=pt')).json();
    expect(pt.lang).toBe('en');
    expect(pt.items[0].name).toBe('Agriculture');
  });

  it("resolves the spec's paths with breadcrumbs, children and counts", async () => {
    const res = await h.api('/api/v1/categories/textiles/textile-products?lang=fr');
    expect(res.status).toBe(200);
    const body: any = await res.json();
    expect(body).toMatchObject({
      slug: 'textile-products',
      path: 'textiles/textile-products',
      name: 'Produits textiles',
      productCount: 1,
      children: [],
    });
    expect(body.breadcrumbs.map((b: any) => [b.path, b.name])).toEqual([
      ['textiles', 'Textiles et habillement'],
      ['textiles/textile-products', 'Produits textiles'],
    ]);

    const building: any = await (await h.api('/api/v1/categories/construction/building-materials')).json();
    expect(building.name).toBe('Building Materials');

    const top: any = await (await h.api('/api/v1/categories/agriculture')).json();
    expect(top.productCount).toBe(3);
    expect(top.breadcrumbs).toHaveLength(1);
    expect(top.children.find((c: any) => c.slug === 'cocoa-coffee').productCount).toBe(2);
    expect(top.children[0]).not.toHaveProperty('children');
  });

  it('unknown categories are a translated 404 problem', async () => {
    for (const path of ['/api/v1/categories/no-such-thing', '/api/v1/categories/agriculture/kente']) {
      const res = await h.api(`${path}?lang=fr`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      const problem: any = await res.json();
      expect(problem.code).toBe('categories.not_found');
      expect(problem.detail).toBe("Cette catégorie n'existe pas ou n'est plus utilisée.");
    }
    // A subcategory is not reachable under the wrong parent.
    expect((await h.api('/api/v1/categories/construction/textile-products')).status).toBe(404);
  });

  it('CategoryTree resolves paths, unique slugs and ids, and builds the search text', async () => {
    const tree = h.app.get(CategoryTree);
    const cocoa = await tree.resolve('agriculture/cocoa-coffee');
    expect(cocoa?.slug).toBe('cocoa-coffee');
    expect((await tree.resolve('/Agriculture/Cocoa-Coffee/'))?.id).toBe(cocoa!.id);
    expect((await tree.resolve('cocoa-coffee'))?.id).toBe(cocoa!.id);
    expect((await tree.resolve(cocoa!.id))?.path).toBe('agriculture/cocoa-coffee');
    expect(await tree.resolve('agriculture/nope')).toBeNull();
    expect(await tree.resolve("'; drop table x")).toBeNull();
    expect(tree.descendantsPath(cocoa!)).toBe('agriculture/cocoa-coffee/%');
    const text = await tree.textFor(cocoa!);
    expect(text).toBe(
      'Agriculture الزراعة Kilimo Cocoa & Coffee Cacao et café الكاكاو والقهوة Kakao na Kahawa',
    );
    expect(categoryText([{ en: 'A', fr: 'A', ar: 'ب', sw: 'A' }])).toBe('A ب');
  });
});
