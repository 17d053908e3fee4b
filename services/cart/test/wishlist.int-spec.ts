import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, PROBLEM_JSON, startCart, type Caller, type CartHarness } from './cart-harness.js';

const db: TestDatabase | null = await freshDatabase('wishlist');
const suite = db ? describe : describe.skip;

suite('cart: the wishlist API', () => {
  let h: CartHarness;

  beforeAll(async () => {
    h = await startCart(db!, { WISHLIST_MAX_ITEMS: '3' });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const list = async (c: Caller) => {
    const res = await h.api('/api/v1/wishlist', { token: c.token });
    expect(res.status).toBe(200);
    return res.json();
  };
  const save = (c: Caller, productId: string, lang?: string) =>
    h.api('/api/v1/wishlist/items', { method: 'POST', token: c.token, json: { productId }, lang });
  const merge = (c: Caller, items: unknown) =>
    h.api('/api/v1/wishlist/merge', { method: 'POST', token: c.token, json: { items } });

  it('needs a signed-in buyer on every route', async () => {
    const seller = await h.caller('seller');
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/v1/wishlist'],
      ['POST', '/api/v1/wishlist/items', { productId: uuidv7() }],
      ['DELETE', `/api/v1/wishlist/items/${uuidv7()}`],
      ['POST', '/api/v1/wishlist/merge', { items: [] }],
    ];
    for (const [method, path, json] of routes) {
      const res = await h.api(path, { method, json });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      expect((await h.api(path, { method, json, token: seller.token })).status).toBe(403);
    }
  });

  it('saves a published product once, shows it as it is now, newest first', async () => {
    const buyer = await h.caller();
    const [a, b] = [await h.product(), await h.product({ title: 'Cashew nuts', moq: 20 })];
    expect((await list(buyer)).items).toEqual([]);
    expect((await save(buyer, a.id)).status).toBe(200);
    const res = await save(buyer, b.id);
    const body = await res.json();
    expect(body.count).toBe(2);
    expect(body.items.map((i: any) => i.productId)).toEqual([b.id, a.id]);
    expect(body.items[0]).toMatchObject({
      productId: b.id,
      sellerId: b.sellerId,
      title: 'Cashew nuts',
      currency: 'GHS',
      moq: 20,
      fromUnitPriceMinor: 2_900_000,
      available: true,
    });
    // Saving it again changes nothing.
    const again = await (await save(buyer, a.id)).json();
    expect(again.count).toBe(2);
    expect(
      await h.sql('select count(*)::int as n from cart.wishlist_items where user_id = $1', [buyer.id]),
    ).toEqual([{ n: 2 }]);
  });

  it('saves only published products', async () => {
    const buyer = await h.caller();
    const unknown = await save(buyer, uuidv7(), 'sw');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      code: 'cart.product_not_found',
      detail: 'Bidhaa hii haipo au haipatikani.',
    });
    const p = await h.product();
    await h.productEvent('catalogue.product.rejected.v1', p);
    expect((await save(buyer, p.id)).status).toBe(404);
    expect(
      (await h.api('/api/v1/wishlist/items', { method: 'POST', token: buyer.token, json: {} })).status,
    ).toBe(400);
  });

  it('keeps a saved product that was archived, marked unavailable', async () => {
    const buyer = await h.caller();
    const p = await h.product();
    await save(buyer, p.id);
    await h.productEvent('catalogue.product.archived.v1', p);
    expect((await list(buyer)).items).toEqual([
      expect.objectContaining({ productId: p.id, available: false }),
    ]);
  });

  it("removes only the buyer's own items: another's, a missing one or a malformed id is a 404", async () => {
    const owner = await h.caller();
    const intruder = await h.caller();
    const p = await h.product();
    const item = (await (await save(owner, p.id)).json()).items[0];
    for (const id of [item.id, uuidv7(), 'nope']) {
      const res = await h.api(`/api/v1/wishlist/items/${id}`, { method: 'DELETE', token: intruder.token });
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe('cart.wishlist_item_not_found');
    }
    expect((await list(owner)).count).toBe(1);
    const removed = await h.api(`/api/v1/wishlist/items/${item.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect((await removed.json()).items).toEqual([]);
  });

  it('merges the guest wishlist, reporting what it could not save, up to the limit', async () => {
    const buyer = await h.caller();
    const [a, b, c, d] = [await h.product(), await h.product(), await h.product(), await h.product()];
    await save(buyer, a.id);
    const unknown = uuidv7();
    const res = await merge(buyer, [
      { productId: a.id },
      { productId: unknown },
      { productId: b.id },
      { productId: c.id },
      { productId: d.id },
    ]);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.results.map((r: any) => [r.productId, r.outcome, r.problem?.code ?? null])).toEqual([
      [a.id, 'already', null],
      [unknown, 'skipped', 'cart.product_not_found'],
      [b.id, 'added', null],
      [c.id, 'added', null],
      [d.id, 'skipped', 'cart.wishlist_full'],
    ]);
    expect(body.wishlist.count).toBe(3);
    const full = await save(buyer, d.id);
    expect(full.status).toBe(409);
    expect((await full.json()).code).toBe('cart.wishlist_full');
    expect(
      (
        await merge(
          buyer,
          Array.from({ length: 201 }, () => ({ productId: uuidv7() })),
        )
      ).status,
    ).toBe(400);
  });

  it('is separate from the cart', async () => {
    const buyer = await h.caller();
    const p = await h.product();
    await save(buyer, p.id);
    expect((await h.cart(buyer)).counts.lines).toBe(0);
  });
});
