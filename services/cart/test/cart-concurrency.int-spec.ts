import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, linesOf, startCart, type CartHarness } from './cart-harness.js';

const db: TestDatabase | null = await freshDatabase('cart concurrency');
const suite = db ? describe : describe.skip;

/**
 * One buyer's requests racing each other (two tabs, the sign-in merge and an add): each ends as if
 * they had run one after the other. The app's pool has room for all of them at once, so they really
 * do overlap in the database.
 */
suite('cart: concurrent writes of one buyer', () => {
  let h: CartHarness;

  beforeAll(async () => {
    h = await startCart(db!, { CART_MAX_LINES: '3', DB_POOL_MAX: '10' });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  /** A buyer whose cart already exists (a first write also queues on the new cart row's key). */
  const buyerWithCart = async () => {
    const buyer = await h.caller();
    const other = await h.product({ moq: 1, tiers: [[1, 1]] });
    expect((await h.add(buyer, other.id, 1)).status).toBe(200);
    return { buyer, other };
  };

  it('two adds of the same product at once end as one line with the summed quantity', async () => {
    for (let round = 0; round < 5; round++) {
      const { buyer, other } = await buyerWithCart();
      const p = await h.product();
      const [a, b] = await Promise.all([h.add(buyer, p.id, 5), h.add(buyer, p.id, 15)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const rows = await h.sql(
        'select quantity, unit_price_minor from cart.cart_lines where user_id = $1 and product_id <> $2',
        [buyer.id, other.id],
      );
      // One line of 20 units, priced at the tier 20 units fall in, whichever request came second.
      expect(rows).toEqual([{ quantity: 20, unit_price_minor: '2900000' }]);
    }
  });

  it('many adds of one product at once lose no units', async () => {
    const buyer = await h.caller();
    const p = await h.product({ moq: 1, tiers: [[1, 100]] });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => h.add(buyer, p.id, i + 1)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(linesOf(await h.cart(buyer)).map((l: any) => l.quantity)).toEqual([36]);
  });

  it('an add sent again with its Idempotency-Key (an answer lost offline) is replayed, not added twice', async () => {
    const buyer = await h.caller();
    const p = await h.product({ moq: 1, tiers: [[1, 100]] });
    const addWith = (key: string, quantity = 4) =>
      h.api('/api/v1/cart/items', {
        method: 'POST',
        token: buyer.token,
        json: { productId: p.id, quantity },
        headers: { 'idempotency-key': key },
      });
    const first = await addWith('offline-add-1');
    expect(first.status).toBe(200);
    const replay = await addWith('offline-add-1');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // The same key with another body is another request, not a replay.
    expect((await addWith('offline-add-1', 5)).status).toBe(422);
    expect(linesOf(await h.cart(buyer)).map((l: any) => l.quantity)).toEqual([4]);
    // A new key is a new add: quantities add up as before.
    expect((await addWith('offline-add-2')).status).toBe(200);
    expect(linesOf(await h.cart(buyer)).map((l: any) => l.quantity)).toEqual([8]);
  });

  it('adds of different products at once never pass the line limit', async () => {
    const buyer = await h.caller();
    const products = [];
    for (let i = 0; i < 6; i++) products.push(await h.product());
    const results = await Promise.all(products.map((p) => h.add(buyer, p.id, 5)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    const [{ n }] = await h.sql('select count(*)::int as n from cart.cart_lines where user_id = $1', [
      buyer.id,
    ]);
    expect(n).toBe(3);
  });

  it('a merge racing an add of the same product adds both quantities', async () => {
    const { buyer, other } = await buyerWithCart();
    const p = await h.product();
    const [merged, added] = await Promise.all([
      h.api('/api/v1/cart/merge', {
        method: 'POST',
        token: buyer.token,
        json: { items: [{ productId: p.id, quantity: 7 }] },
      }),
      h.add(buyer, p.id, 6),
    ]);
    expect([merged.status, added.status]).toEqual([200, 200]);
    const line = linesOf(await h.cart(buyer)).find((l: any) => l.productId !== other.id);
    expect(line.quantity).toBe(13);
  });
});
