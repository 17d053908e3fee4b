import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { categoryIdForPath } from '../src/categories/category-id.js';
import {
  freshDatabase,
  listQuery,
  PROBLEM_JSON,
  startCatalogue,
  type CatalogueHarness,
} from './categories-harness.js';

const db: TestDatabase | null = await freshDatabase('catalogue categories (admin edits)');
const suite = db ? describe : describe.skip;

const names = (en: string) => ({ en, fr: `${en} (fr)`, ar: `${en} (ar)`, sw: `${en} (sw)` });

suite('catalogue: admin renames, moves and retires categories', () => {
  let h: CatalogueHarness;
  let admin: string;
  const adminId = uuidv7();
  const base = '/api/v1/admin/categories';
  beforeAll(async () => {
    h = await startCatalogue(db!);
    admin = await h.token('admin', adminId);
    // A third level to move and retire along with its parent.
    const res = await h.api(base, {
      method: 'POST',
      token: admin,
      json: { parentId: categoryIdForPath('agriculture/nuts-seeds'), slug: 'cashew', names: names('Cashew') },
    });
    if (res.status !== 201) throw new Error(`cashew: ${res.status} ${await res.text()}`);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('renames: names change everywhere, products get the new search text', async () => {
    const id = categoryIdForPath('textiles/textile-products');
    const productId = await h.product({ sellerId: uuidv7(), categoryPath: 'textiles/textile-products' });
    const current: any = await (await h.api(`${base}/${id}`, { token: admin })).json();
    // react-admin sends the whole record back.
    const res = await h.api(`${base}/${id}`, {
      method: 'PUT',
      token: admin,
      json: { ...current, names: { ...current.names, en: 'Home Textiles', sw: 'Nguo za Nyumbani' } },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).names.en).toBe('Home Textiles');
    const [p] = await h.sql('select category_path, category_text from catalogue.products where id = $1', [
      productId,
    ]);
    expect(p.category_path).toBe('textiles/textile-products');
    expect(p.category_text).toContain('Home Textiles');
    expect(p.category_text).toContain('Nguo za Nyumbani');
    expect(p.category_text).toContain('Textiles & Apparel');
    expect(p.category_text).not.toContain('Textile Products');
    const renamed = await h.outbox('catalogue.category.renamed.v1');
    expect(renamed.at(-1)!.payload.category!.names.en).toBe('Home Textiles');
    expect(await h.outbox('catalogue.category.moved.v1')).toHaveLength(0);
  });

  it('moves a subtree: paths, depths and products follow in one go', async () => {
    const nuts = categoryIdForPath('agriculture/nuts-seeds');
    const productId = await h.product({ sellerId: uuidv7(), categoryPath: 'agriculture/nuts-seeds/cashew' });
    const res = await h.api(`${base}/${nuts}`, {
      method: 'PUT',
      token: admin,
      json: { parentId: categoryIdForPath('food-beverage'), slug: 'nuts-snacks' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ path: 'food-beverage/nuts-snacks', depth: 1 });
    const [cashew] = await h.sql("select path, depth from catalogue.categories where slug = 'cashew'");
    expect(cashew).toEqual({ path: 'food-beverage/nuts-snacks/cashew', depth: 2 });
    const [p] = await h.sql('select category_path, category_text from catalogue.products where id = $1', [
      productId,
    ]);
    expect(p.category_path).toBe('food-beverage/nuts-snacks/cashew');
    expect(p.category_text).toContain('Food & Beverage');
    expect(p.category_text).not.toContain('Agriculture');
    const moved = await h.outbox('catalogue.category.moved.v1');
    expect(moved.at(-1)!.payload).toMatchObject({
      oldPath: 'agriculture/nuts-seeds',
      category: { path: 'food-beverage/nuts-snacks', parentId: categoryIdForPath('food-beverage') },
    });
    const pub: any = await (await h.api('/api/v1/categories/food-beverage/nuts-snacks')).json();
    expect(pub.productCount).toBe(1);
    expect((await h.api('/api/v1/categories/agriculture/nuts-seeds')).status).toBe(404);
  });

  it('refuses moves under itself, its descendants, an unknown parent or too deep; nothing changes', async () => {
    const snapshot = async () =>
      h.sql('select id, path, depth, parent_id from catalogue.categories order by id');
    const before = await snapshot();
    const nuts = categoryIdForPath('agriculture/nuts-seeds');
    const [cashew] = await h.sql("select id from catalogue.categories where slug = 'cashew'");
    const tries: [unknown, number, string][] = [
      [{ parentId: nuts }, 400, 'categories.move_into_own_subtree'],
      [{ parentId: cashew.id }, 400, 'categories.move_into_own_subtree'],
      [{ parentId: uuidv7() }, 400, 'categories.parent_not_found'],
      // nuts-snacks has a child, so under a subcategory it would be 4 levels deep.
      [{ parentId: categoryIdForPath('food-beverage/dairy') }, 400, 'categories.too_deep'],
      [{ parentId: null, slug: 'construction' }, 409, 'categories.slug_taken'],
      [{ slug: '-bad-' }, 400, 'validation.failed'],
    ];
    for (const [json, status, code] of tries) {
      const res = await h.api(`${base}/${nuts}`, { method: 'PUT', token: admin, json });
      expect([json, res.status, ((await res.json()) as any).code]).toEqual([json, status, code]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('retires softly with its subtree; refuses while published products remain', async () => {
    const solar = categoryIdForPath('electronics/solar-energy');
    const productId = await h.product({ sellerId: uuidv7(), categoryPath: 'electronics/solar-energy' });
    const refused = await h.api(`${base}/${solar}?lang=sw`, { method: 'DELETE', token: admin });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toMatch(PROBLEM_JSON);
    const problem: any = await refused.json();
    expect(problem.code).toBe('categories.has_products');
    expect(problem.detail).toContain('Kategoria hii bado ina bidhaa 1 ');
    await h.sql("update catalogue.products set status = 'archived' where id = $1", [productId]);

    const res = await h.api(`${base}/${solar}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: solar, retired: true });
    const [row] = await h.sql('select retired_at from catalogue.categories where id = $1', [solar]);
    expect(row.retired_at).toBeInstanceOf(Date);
    // Gone from the public tree and its page; still listed (as retired) for admins.
    const tree: any = await (await h.api('/api/v1/categories')).json();
    const electronics = tree.items.find((c: any) => c.slug === 'electronics');
    expect(electronics.children.map((c: any) => c.slug)).not.toContain('solar-energy');
    expect((await h.api('/api/v1/categories/electronics/solar-energy')).status).toBe(404);
    const retired: any = await (
      await h.api(`${base}${listQuery({ filter: { retired: true } })}`, { token: admin })
    ).json();
    expect(retired.map((c: any) => c.id)).toContain(solar);
    expect((await h.outbox('catalogue.category.retired.v1')).map((e) => e.key)).toEqual([solar]);
    // Again: same answer, no second event; a retired category cannot be edited.
    expect((await h.api(`${base}/${solar}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect(await h.outbox('catalogue.category.retired.v1')).toHaveLength(1);
    const edit = await h.api(`${base}/${solar}`, { method: 'PUT', token: admin, json: { slug: 'sun' } });
    expect(edit.status).toBe(409);
    // Nothing new can be created under it.
    const under = await h.api(base, {
      method: 'POST',
      token: admin,
      json: { parentId: solar, slug: 'panels', names: names('Panels') },
    });
    expect(((await under.json()) as any).code).toBe('categories.parent_not_found');
  });

  it('retiring a parent retires its children and announces each', async () => {
    const [nutsSnacks] = await h.sql(
      "select id from catalogue.categories where path = 'food-beverage/nuts-snacks'",
    );
    await h.sql(
      "update catalogue.products set status = 'archived' where category_path like 'food-beverage/nuts-snacks%'",
    );
    const res = await h.api(`${base}/${nutsSnacks.id}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(200);
    const rows = await h.sql(
      "select path from catalogue.categories where path like 'food-beverage/nuts-snacks%' and retired_at is not null order by path",
    );
    expect(rows.map((r) => r.path)).toEqual([
      'food-beverage/nuts-snacks',
      'food-beverage/nuts-snacks/cashew',
    ]);
    const events = await h.outbox('catalogue.category.retired.v1');
    expect(events.slice(-2).map((e) => e.payload.category!.path)).toEqual([
      'food-beverage/nuts-snacks',
      'food-beverage/nuts-snacks/cashew',
    ]);
  });
});
