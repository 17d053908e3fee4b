import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, linesOf, PROBLEM_JSON, startCart, type CartHarness } from './cart-harness.js';

const db: TestDatabase | null = await freshDatabase('cart API');
const suite = db ? describe : describe.skip;

/** The cart's HTTP API: who may use it, the pricing and MOQ rules, and one buyer's lines staying theirs. */
suite('cart: the cart API', () => {
  let h: CartHarness;

  beforeAll(async () => {
    h = await startCart(db!, { CART_MAX_LINES: '3' });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('needs a signed-in buyer (or a trader who is both) on every route', async () => {
    const p = await h.product();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/v1/cart'],
      ['POST', '/api/v1/cart/items', { productId: p.id, quantity: 5 }],
      ['PATCH', `/api/v1/cart/items/${uuidv7()}`, { quantity: 5 }],
      ['DELETE', `/api/v1/cart/items/${uuidv7()}`],
      ['POST', '/api/v1/cart/merge', { items: [] }],
    ];
    const seller = await h.caller('seller');
    const admin = await h.caller('admin');
    for (const [method, path, json] of routes) {
      const anonymous = await h.api(path, { method, json });
      expect([method, path, anonymous.status]).toEqual([method, path, 401]);
      expect(anonymous.headers.get('content-type')).toMatch(PROBLEM_JSON);
      for (const who of [seller, admin])
        expect((await h.api(path, { method, json, token: who.token })).status).toBe(403);
    }
    const both = await h.caller('both');
    expect((await h.add(both, p.id, 5)).status).toBe(200);
    expect(
      await h.sql('select count(*)::int as n from cart.cart_lines where user_id = $1', [seller.id]),
    ).toEqual([{ n: 0 }]);
  });

  it('starts empty', async () => {
    const buyer = await h.caller();
    expect(await h.cart(buyer)).toEqual({
      sellers: [],
      counts: { lines: 0, flagged: 0, repriced: 0, unavailable: 0, belowMoq: 0 },
      readyForCheckout: false,
    });
  });

  it('adds a product with the price snapshot of its quantity tier, and adding it again adds the quantities', async () => {
    const buyer = await h.caller();
    const p = await h.product();
    const first = await h.add(buyer, p.id, 5);
    expect(first.status).toBe(200);
    const cart = await first.json();
    expect(cart.sellers).toHaveLength(1);
    expect(cart.sellers[0].sellerId).toBe(p.sellerId);
    expect(linesOf(cart)[0]).toMatchObject({
      productId: p.id,
      sellerId: p.sellerId,
      title: p.title,
      unit: 'tonne',
      imageUrl: `https://sokoni.test/api/v1/media/products/${p.id}/main.webp`,
      quantity: 5,
      currency: 'GHS',
      unitPriceMinor: 3_000_000,
      lineTotalMinor: 15_000_000,
      moq: 5,
      flags: [],
      repriced: null,
    });
    expect(cart.readyForCheckout).toBe(true);

    // 5 + 15 = 20 units: the same line, now in the 20+ tier.
    const again = await (await h.add(buyer, p.id, 15)).json();
    expect(linesOf(again)).toHaveLength(1);
    expect(linesOf(again)[0]).toMatchObject({
      quantity: 20,
      unitPriceMinor: 2_900_000,
      lineTotalMinor: 58_000_000,
    });
    expect(again.sellers[0].subtotals).toEqual([{ currency: 'GHS', amountMinor: 58_000_000 }]);
    const rows = await h.sql('select quantity, unit_price_minor from cart.cart_lines where user_id = $1', [
      buyer.id,
    ]);
    expect(rows).toEqual([{ quantity: 20, unit_price_minor: '2900000' }]);
  });

  it('groups lines by seller, with subtotals per seller and currency', async () => {
    const buyer = await h.caller();
    const a = await h.product({ tiers: [[1, 1_000]], moq: 1, currency: 'KES' });
    const b = await h.product({ tiers: [[1, 250]], moq: 1, currency: 'USD' });
    const a2 = await h.product({ sellerId: a.sellerId, tiers: [[1, 400]], moq: 1, currency: 'USD' });
    await h.add(buyer, a.id, 3);
    await h.add(buyer, b.id, 2);
    const cart = await (await h.add(buyer, a2.id, 1)).json();
    expect(
      cart.sellers.map((s: any) => [s.sellerId, s.lines.map((l: any) => l.productId), s.subtotals]),
    ).toEqual([
      [
        a.sellerId,
        [a.id, a2.id],
        [
          { currency: 'KES', amountMinor: 3_000 },
          { currency: 'USD', amountMinor: 400 },
        ],
      ],
      [b.sellerId, [b.id], [{ currency: 'USD', amountMinor: 500 }]],
    ]);
    expect(cart.counts.lines).toBe(3);
  });

  it('refuses less than the MOQ with a localized 422 and stores nothing', async () => {
    const buyer = await h.caller();
    const p = await h.product({ moq: 5 });
    const res = await h.add(buyer, p.id, 4, 'fr');
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
    const body = await res.json();
    expect(body).toMatchObject({ status: 422, code: 'cart.below_moq' });
    expect(body.detail).toBe('La commande minimale pour ce produit est de 5 tonne.');
    expect(body.errors).toEqual([expect.objectContaining({ field: 'quantity', code: 'cart.below_moq' })]);
    const sw = await (await h.add(buyer, p.id, 1, 'sw')).json();
    expect(sw.detail).toContain('Kiwango cha chini');
    const ar = await (await h.add(buyer, p.id, 1, 'ar')).json();
    expect(ar.detail).toContain('الحد الأدنى');
    expect(await h.sql('select * from cart.cart_lines where user_id = $1', [buyer.id])).toEqual([]);
  });

  it('takes only positive whole quantities up to 1,000,000, and refuses a sum beyond it', async () => {
    const buyer = await h.caller();
    const p = await h.product({ moq: 1, tiers: [[1, 10]] });
    for (const quantity of [0, -5, 1.5, '7', null, 1_000_001, 1e300]) {
      const res = await h.add(buyer, p.id, quantity as number);
      expect([quantity, res.status]).toEqual([quantity, 400]);
      expect((await res.json()).errors.map((e: any) => e.field)).toEqual(
        expect.arrayContaining(['quantity']),
      );
    }
    expect((await h.add(buyer, p.id, 1_000_000)).status).toBe(200);
    const over = await h.add(buyer, p.id, 1);
    expect(over.status).toBe(422);
    expect((await over.json()).code).toBe('cart.quantity_too_large');
    expect(linesOf(await h.cart(buyer))[0].quantity).toBe(1_000_000);
  });

  it('refuses malformed bodies before they reach the database', async () => {
    const buyer = await h.caller();
    const p = await h.product();
    for (const json of [
      { productId: 'not-a-uuid', quantity: 5 },
      { quantity: 5 },
      { productId: p.id, quantity: 5, unitPriceMinor: 1 },
      [{ productId: p.id, quantity: 5 }],
    ]) {
      const res = await h.api('/api/v1/cart/items', { method: 'POST', token: buyer.token, json });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('validation.failed');
    }
    expect(await h.sql('select * from cart.cart_lines where user_id = $1', [buyer.id])).toEqual([]);
  });

  it('adds only published products; an unknown id is a 404 too', async () => {
    const buyer = await h.caller();
    const unknown = await h.add(buyer, uuidv7(), 5);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('cart.product_not_found');
    const p = await h.product();
    await h.productEvent('catalogue.product.archived.v1', p);
    const archived = await h.add(buyer, p.id, 5);
    expect(archived.status).toBe(404);
    expect((await archived.json()).code).toBe('cart.product_unavailable');
    const draft = { ...p, id: uuidv7() };
    await h.productEvent('catalogue.product.submitted.v1', draft);
    expect((await h.add(buyer, draft.id, 5)).status).toBe(404);
  });

  it("refuses a trader's own product", async () => {
    const both = await h.caller('both');
    const p = await h.product({ sellerId: both.id });
    const res = await h.add(both, p.id, 5);
    expect(res.status).toBe(422);
    expect((await res.json()).code).toBe('cart.own_product');
  });

  it('changes the quantity with PATCH, re-pricing at the new tier, and keeps MOQ and limits', async () => {
    const buyer = await h.caller();
    const p = await h.product();
    const line = linesOf(await (await h.add(buyer, p.id, 5)).json())[0];
    const patch = (json: unknown, lang?: string) =>
      h.api(`/api/v1/cart/items/${line.id}`, { method: 'PATCH', token: buyer.token, json, lang });

    const res = await patch({ quantity: 120 });
    expect(res.status).toBe(200);
    expect(linesOf(await res.json())[0]).toMatchObject({
      id: line.id,
      quantity: 120,
      unitPriceMinor: 2_750_000,
    });
    const below = await patch({ quantity: 2 }, 'ar');
    expect(below.status).toBe(422);
    expect((await below.json()).code).toBe('cart.below_moq');
    expect((await patch({ quantity: 0 })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
    // Setting, not adding: PATCH replaces the quantity.
    expect(linesOf(await (await patch({ quantity: 20 })).json())[0]).toMatchObject({
      quantity: 20,
      unitPriceMinor: 2_900_000,
    });
  });

  it("answers 404 for another buyer's line, a missing one or a malformed id, and leaves it alone", async () => {
    const owner = await h.caller();
    const intruder = await h.caller();
    const p = await h.product();
    const line = linesOf(await (await h.add(owner, p.id, 5)).json())[0];
    await h.add(intruder, p.id, 5);
    for (const id of [line.id, uuidv7(), 'nope', line.id.toUpperCase()]) {
      const patched = await h.api(`/api/v1/cart/items/${id}`, {
        method: 'PATCH',
        token: intruder.token,
        json: { quantity: 50 },
      });
      expect([id, patched.status]).toEqual([id, 404]);
      expect((await patched.json()).code).toBe('cart.line_not_found');
      const deleted = await h.api(`/api/v1/cart/items/${id}`, { method: 'DELETE', token: intruder.token });
      expect(deleted.status).toBe(404);
    }
    expect(linesOf(await h.cart(owner))).toEqual([expect.objectContaining({ id: line.id, quantity: 5 })]);
    // The intruder's own cart does not show the owner's line either.
    expect(linesOf(await h.cart(intruder)).map((l: any) => l.id)).not.toContain(line.id);
  });

  it('removes a line with DELETE; an id in upper case is the same line', async () => {
    const buyer = await h.caller();
    const [p, q] = [await h.product(), await h.product()];
    await h.add(buyer, p.id, 5);
    const line = linesOf(await (await h.add(buyer, q.id, 5)).json()).find((l: any) => l.productId === q.id);
    const res = await h.api(`/api/v1/cart/items/${line.id.toUpperCase()}`, {
      method: 'DELETE',
      token: buyer.token,
    });
    expect(res.status).toBe(200);
    expect(linesOf(await res.json()).map((l: any) => l.productId)).toEqual([p.id]);
    expect(
      (await h.api(`/api/v1/cart/items/${line.id}`, { method: 'DELETE', token: buyer.token })).status,
    ).toBe(404);
  });

  it('holds at most CART_MAX_LINES products, with a clear 409, while more of a product already there is fine', async () => {
    const buyer = await h.caller();
    const products = [await h.product(), await h.product(), await h.product(), await h.product()];
    for (const p of products.slice(0, 3)) expect((await h.add(buyer, p.id, 5)).status).toBe(200);
    const full = await h.add(buyer, products[3]!.id, 5, 'en');
    expect(full.status).toBe(409);
    const body = await full.json();
    expect(body.code).toBe('cart.cart_full');
    expect(body.detail).toBe('Your cart already holds 3 products. Remove one before adding another.');
    expect((await h.add(buyer, products[0]!.id, 5)).status).toBe(200);
    expect((await h.cart(buyer)).counts.lines).toBe(3);
  });
});
