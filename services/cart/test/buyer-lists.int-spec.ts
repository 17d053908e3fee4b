import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { RECENTLY_VIEWED_MAX } from '../src/recently-viewed/index.js';
import { SAVED_SUPPLIERS_MAX } from '../src/saved-suppliers/index.js';
import { freshDatabase, PROBLEM_JSON, startCart, type Caller, type CartHarness } from './cart-harness.js';

const db: TestDatabase | null = await freshDatabase('buyer lists');
const suite = db ? describe : describe.skip;

/**
 * The buyer workspace's lists kept by cart: saved suppliers (save, unsave, list, a bound) and
 * recently viewed products (the last 50 distinct, newest first, products for sale only, the
 * signed-out history merged), each buyer seeing only their own.
 */
suite('cart: saved suppliers and recently viewed', () => {
  let h: CartHarness;

  beforeAll(async () => {
    h = await startCart(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const saved = async (c: Caller) =>
    await (await h.api('/api/v1/saved-suppliers', { token: c.token })).json();
  const save = (c: Caller, id: string, lang?: string) =>
    h.api(`/api/v1/saved-suppliers/${id}`, { method: 'PUT', token: c.token, lang });
  const unsave = (c: Caller, id: string) =>
    h.api(`/api/v1/saved-suppliers/${id}`, { method: 'DELETE', token: c.token });
  const view = (c: Caller, productId: unknown, lang?: string) =>
    h.api('/api/v1/recently-viewed', { method: 'POST', token: c.token, json: { productId }, lang });
  const history = async (c: Caller) =>
    (await (await h.api('/api/v1/recently-viewed', { token: c.token })).json()).items.map(
      (i: any) => i.productId,
    );

  it('needs a signed-in buyer on every route', async () => {
    const seller = await h.caller('seller');
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/v1/saved-suppliers'],
      ['PUT', `/api/v1/saved-suppliers/${uuidv7()}`],
      ['DELETE', `/api/v1/saved-suppliers/${uuidv7()}`],
      ['GET', '/api/v1/recently-viewed'],
      ['POST', '/api/v1/recently-viewed', { productId: uuidv7() }],
      ['POST', '/api/v1/recently-viewed/merge', { items: [] }],
      ['DELETE', '/api/v1/recently-viewed'],
    ];
    for (const [method, path, json] of routes) {
      const res = await h.api(path, { method, json });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      expect((await h.api(path, { method, json, token: seller.token })).status).toBe(403);
    }
  });

  it('saves a supplier once, newest first, unsaves it, and keeps each buyer’s list apart', async () => {
    const [buyer, other] = [await h.caller(), await h.caller()];
    const [a, b] = [uuidv7(), uuidv7()];
    expect((await save(buyer, a)).status).toBe(200);
    expect((await save(buyer, a)).status).toBe(200);
    const res = await save(buyer, b.toUpperCase());
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ count: 2, max: SAVED_SUPPLIERS_MAX });
    expect(body.items.map((i: any) => i.supplierId)).toEqual([b, a]);
    expect((await saved(other)).items).toEqual([]);
    // Another buyer's unsave touches only their own (empty) list.
    expect((await unsave(other, a)).status).toBe(200);
    expect((await saved(buyer)).count).toBe(2);
    const after = await (await unsave(buyer, a)).json();
    expect(after.items.map((i: any) => i.supplierId)).toEqual([b]);
    expect((await unsave(buyer, a)).status).toBe(200);
  });

  it('refuses a malformed supplier id, the trader’s own storefront, and a full list, saving nothing', async () => {
    const both = await h.caller('both');
    const bad = await save(both, 'not-a-uuid', 'fr');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect((await bad.json()).errors[0]).toMatchObject({ field: 'supplierId' });
    const own = await save(both, both.id, 'fr');
    expect(own.status).toBe(422);
    expect((await own.json()).detail).toMatch(/votre propre vitrine/);
    expect((await saved(both)).items).toEqual([]);

    const buyer = await h.caller();
    await h.sql(
      `insert into cart.saved_suppliers (id, user_id, supplier_id)
       select gen_random_uuid(), $1, gen_random_uuid() from generate_series(1, $2)`,
      [buyer.id, SAVED_SUPPLIERS_MAX],
    );
    const full = await save(buyer, uuidv7(), 'sw');
    expect(full.status).toBe(409);
    expect((await full.json()).code).toBe('saved_suppliers.full');
    expect((await saved(buyer)).count).toBe(SAVED_SUPPLIERS_MAX);
  });

  it('two tabs saving at once: the same supplier is kept once, and racing saves never pass the bound', async () => {
    const buyer = await h.caller();
    const a = uuidv7();
    const same = await Promise.all(Array.from({ length: 6 }, () => save(buyer, a)));
    expect(same.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect((await saved(buyer)).items.map((i: any) => i.supplierId)).toEqual([a]);

    await h.sql(
      `insert into cart.saved_suppliers (id, user_id, supplier_id)
       select gen_random_uuid(), $1, gen_random_uuid() from generate_series(1, $2)`,
      [buyer.id, SAVED_SUPPLIERS_MAX - 2],
    );
    const racing = await Promise.all(Array.from({ length: 5 }, () => save(buyer, uuidv7())));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await saved(buyer)).count).toBe(SAVED_SUPPLIERS_MAX);
  });

  it('records product views newest first, once per product, products for sale only', async () => {
    const buyer = await h.caller();
    const [a, b, c] = [await h.product(), await h.product({ title: 'Cashew nuts' }), await h.product()];
    for (const p of [a, b, c, a]) expect((await view(buyer, p.id)).status).toBe(204);
    expect(await history(buyer)).toEqual([a.id, c.id, b.id]);
    expect(await history(await h.caller())).toEqual([]);

    const unknown = await view(buyer, uuidv7(), 'fr');
    expect(unknown.status).toBe(404);
    expect((await view(buyer, 'x')).status).toBe(400);
    // A product withdrawn later drops out of the list.
    await h.productEvent('catalogue.product.archived.v1', b);
    expect(await history(buyer)).toEqual([a.id, c.id]);
    expect((await view(buyer, b.id)).status).toBe(404);

    expect((await h.api('/api/v1/recently-viewed', { method: 'DELETE', token: buyer.token })).status).toBe(
      204,
    );
    expect(await history(buyer)).toEqual([]);
  });

  it(`keeps the last ${RECENTLY_VIEWED_MAX} distinct products`, async () => {
    const buyer = await h.caller();
    const products = [];
    for (let i = 0; i < RECENTLY_VIEWED_MAX + 2; i++) products.push(await h.product());
    for (const p of products) expect((await view(buyer, p.id)).status).toBe(204);
    const kept = await history(buyer);
    expect(kept).toEqual(
      products
        .slice(2)
        .reverse()
        .map((p) => p.id),
    );
    const [{ n }] = await h.sql('select count(*)::int as n from cart.recently_viewed where user_id = $1', [
      buyer.id,
    ]);
    expect(n).toBe(RECENTLY_VIEWED_MAX);
  });

  it('merges the signed-out history: for-sale products only, a future time taken as now', async () => {
    const buyer = await h.caller();
    const [a, b, gone] = [await h.product(), await h.product(), await h.product()];
    await h.productEvent('catalogue.product.archived.v1', gone);
    expect((await view(buyer, a.id)).status).toBe(204);
    const res = await h.api('/api/v1/recently-viewed/merge', {
      method: 'POST',
      token: buyer.token,
      json: {
        items: [
          { productId: b.id, viewedAt: new Date(Date.now() + 86_400_000).toISOString() },
          { productId: gone.id },
          { productId: a.id, viewedAt: '2020-01-01T00:00:00.000Z' },
        ],
      },
    });
    expect(res.status).toBe(204);
    expect(await history(buyer)).toEqual([b.id, a.id]);
    const [row] = await h.sql(
      'select viewed_at from cart.recently_viewed where user_id = $1 and product_id = $2',
      [buyer.id, b.id],
    );
    expect(new Date(row.viewed_at).getTime()).toBeLessThanOrEqual(Date.now());

    const tooMany = await h.api('/api/v1/recently-viewed/merge', {
      method: 'POST',
      token: buyer.token,
      json: { items: Array.from({ length: RECENTLY_VIEWED_MAX + 1 }, () => ({ productId: a.id })) },
    });
    expect(tooMany.status).toBe(400);
  });
});
