import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, linesOf, startCart, type Caller, type CartHarness } from './cart-harness.js';

const db: TestDatabase | null = await freshDatabase('cart merge');
const suite = db ? describe : describe.skip;

/** The browser's guest cart merged into the server cart at sign-in. */
suite('cart: merging the guest cart', () => {
  let h: CartHarness;

  beforeAll(async () => {
    h = await startCart(db!, { CART_MAX_LINES: '4' });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const merge = (c: Caller, items: unknown, lang?: string) =>
    h.api('/api/v1/cart/merge', { method: 'POST', token: c.token, json: { items }, lang });

  it('adds the quantities of a product already in the cart, adds new ones, and reports each item', async () => {
    const buyer = await h.caller();
    const [kept, fresh] = [await h.product(), await h.product()];
    const line = linesOf(await (await h.add(buyer, kept.id, 15)).json())[0];

    const res = await merge(buyer, [
      { productId: kept.id, quantity: 10 },
      { productId: fresh.id, quantity: 100 },
    ]);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.results).toEqual([
      { productId: kept.id, quantity: 10, outcome: 'merged', lineId: line.id, problem: null },
      { productId: fresh.id, quantity: 100, outcome: 'added', lineId: expect.any(String), problem: null },
    ]);
    // 15 + 10 = 25 units: the 20+ tier now applies to the merged line.
    expect(linesOf(body.cart).map((l: any) => [l.productId, l.quantity, l.unitPriceMinor])).toEqual([
      [kept.id, 25, 2_900_000],
      [fresh.id, 100, 2_750_000],
    ]);
    expect(linesOf(await h.cart(buyer))).toHaveLength(2);
  });

  it('reports unknown, unpublished, below-MOQ and own products in the caller’s language, and takes the rest', async () => {
    const both = await h.caller('both');
    const good = await h.product();
    const archived = await h.product();
    await h.productEvent('catalogue.product.archived.v1', archived);
    const mine = await h.product({ sellerId: both.id });
    const unknown = uuidv7();

    const res = await merge(
      both,
      [
        { productId: unknown, quantity: 5 },
        { productId: archived.id, quantity: 5 },
        { productId: good.id, quantity: 3 },
        { productId: mine.id, quantity: 5 },
      ],
      'fr',
    );
    expect(res.status).toBe(200);
    const { cart, results } = await res.json();
    expect(results).toEqual([
      {
        productId: unknown,
        quantity: 5,
        outcome: 'skipped',
        lineId: null,
        problem: {
          code: 'cart.product_not_found',
          detail: 'Ce produit n’existe pas ou n’est pas disponible.',
        },
      },
      {
        productId: archived.id,
        quantity: 5,
        outcome: 'skipped',
        lineId: null,
        problem: { code: 'cart.product_unavailable', detail: 'Ce produit n’est plus disponible.' },
      },
      {
        productId: good.id,
        quantity: 3,
        outcome: 'skipped',
        lineId: null,
        problem: {
          code: 'cart.below_moq',
          detail: 'La commande minimale pour ce produit est de 5 tonne.',
        },
      },
      expect.objectContaining({
        productId: mine.id,
        outcome: 'skipped',
        problem: expect.objectContaining({ code: 'cart.own_product' }),
      }),
    ]);
    expect(linesOf(cart)).toEqual([]);
  });

  it('applies the MOQ to the merged total: a guest quantity under the MOQ joins a line that reaches it', async () => {
    const buyer = await h.caller();
    const p = await h.product({ moq: 5 });
    await h.add(buyer, p.id, 5);
    const { results, cart } = await (await merge(buyer, [{ productId: p.id, quantity: 2 }])).json();
    expect(results[0]).toMatchObject({ outcome: 'merged', problem: null });
    expect(linesOf(cart)[0].quantity).toBe(7);
  });

  it('sums a product listed twice before applying the rules', async () => {
    const buyer = await h.caller();
    const p = await h.product({ moq: 5 });
    const { results, cart } = await (
      await merge(buyer, [
        { productId: p.id, quantity: 3 },
        { productId: p.id.toUpperCase(), quantity: 3 },
      ])
    ).json();
    expect(results).toEqual([expect.objectContaining({ productId: p.id, quantity: 6, outcome: 'added' })]);
    expect(linesOf(cart).map((l: any) => l.quantity)).toEqual([6]);
  });

  it('fills the cart up to its limit and reports the items beyond it', async () => {
    const buyer = await h.caller();
    const products = [];
    for (let i = 0; i < 6; i++) products.push(await h.product());
    const { results, cart } = await (
      await merge(
        buyer,
        products.map((p) => ({ productId: p.id, quantity: 5 })),
      )
    ).json();
    expect(results.map((r: any) => r.outcome)).toEqual([
      'added',
      'added',
      'added',
      'added',
      'skipped',
      'skipped',
    ]);
    expect(results[5].problem.code).toBe('cart.cart_full');
    expect(cart.counts.lines).toBe(4);
  });

  it('takes an empty guest cart, and refuses more than 200 items or malformed ones as a whole', async () => {
    const buyer = await h.caller();
    const p = await h.product();
    const empty = await merge(buyer, []);
    expect(empty.status).toBe(200);
    expect((await empty.json()).results).toEqual([]);

    const many = Array.from({ length: 201 }, () => ({ productId: uuidv7(), quantity: 5 }));
    const tooMany = await merge(buyer, many);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).errors[0]).toMatchObject({ field: 'items', code: 'arrayMaxSize' });
    expect((await merge(buyer, many.slice(0, 200))).status).toBe(200);

    for (const items of [
      [{ productId: p.id, quantity: 0 }],
      [{ productId: 'x', quantity: 5 }],
      [{ productId: p.id }],
      'everything',
      null,
    ]) {
      const res = await merge(buyer, items);
      expect([items, res.status]).toEqual([items, 400]);
    }
    expect(linesOf(await h.cart(buyer))).toEqual([]);
  });
});
