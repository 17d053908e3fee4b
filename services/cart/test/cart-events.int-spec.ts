import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import {
  freshDatabase,
  linesOf,
  startCart,
  tick,
  type Caller,
  type CartHarness,
  type ProductFixture,
} from './cart-harness.js';

const db: TestDatabase | null = await freshDatabase('cart product events');
const suite = db ? describe : describe.skip;

/**
 * Catalogue's product events feed the cart's product model; lines are flagged against it, never
 * silently repriced or dropped. Events of the four topics come in any order and maybe twice.
 */
suite('cart: lines flagged by catalogue product events', () => {
  let h: CartHarness;

  beforeAll(async () => {
    h = await startCart(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const patch = (c: Caller, lineId: string, json: unknown) =>
    h.api(`/api/v1/cart/items/${lineId}`, { method: 'PATCH', token: c.token, json });
  const lineOf = async (c: Caller, productId: string) =>
    linesOf(await h.cart(c)).find((l: any) => l.productId === productId);
  const snapshot = async (productId: string) =>
    (await h.sql('select * from cart.product_snapshot where product_id = $1', [productId]))[0];
  /** A buyer with 20 units (tier 20+: 2,900,000) of a fresh product. */
  const buyerWith20 = async (): Promise<{ buyer: Caller; p: ProductFixture; lineId: string }> => {
    const buyer = await h.caller();
    const p = await h.product();
    const res = await h.add(buyer, p.id, 20);
    expect(res.status).toBe(200);
    return { buyer, p, lineId: linesOf(await res.json())[0].id };
  };

  it('flags a repriced line with the old and new prices, keeps its accepted price, and PATCH accepts the new one', async () => {
    const { buyer, p, lineId } = await buyerWith20();
    const repriced = {
      ...p,
      tiers: [
        [5, 3_000_000],
        [20, 3_100_000],
        [100, 2_750_000],
      ] as [number, number][],
    };
    await h.productEvent('catalogue.product.published.v1', repriced, { over: {} });

    const cart = await h.cart(buyer);
    expect(linesOf(cart)[0]).toMatchObject({
      id: lineId,
      quantity: 20,
      unitPriceMinor: 2_900_000,
      lineTotalMinor: 58_000_000,
      flags: ['repriced'],
      repriced: {
        oldUnitPriceMinor: 2_900_000,
        oldCurrency: 'GHS',
        newUnitPriceMinor: 3_100_000,
        newCurrency: 'GHS',
      },
      priceTiers: [
        { minQuantity: 5, unitPriceMinor: 3_000_000 },
        { minQuantity: 20, unitPriceMinor: 3_100_000 },
        { minQuantity: 100, unitPriceMinor: 2_750_000 },
      ],
    });
    expect(cart.counts).toMatchObject({ flagged: 1, repriced: 1 });
    expect(cart.readyForCheckout).toBe(false);
    // Subtotals stay at the price the buyer accepted until they accept another.
    expect(cart.sellers[0].subtotals).toEqual([{ currency: 'GHS', amountMinor: 58_000_000 }]);
    const [row] = await h.sql('select unit_price_minor from cart.cart_lines where id = $1', [lineId]);
    expect(row.unit_price_minor).toBe('2900000');

    // Accepting: the same quantity again takes the current price and clears the flag.
    const accepted = await patch(buyer, lineId, { quantity: 20 });
    expect(accepted.status).toBe(200);
    const after = await accepted.json();
    expect(linesOf(after)[0]).toMatchObject({ unitPriceMinor: 3_100_000, flags: [], repriced: null });
    expect(after.readyForCheckout).toBe(true);
  });

  it('does not flag a line when only another tier changed', async () => {
    const { buyer, p } = await buyerWith20();
    await h.productEvent('catalogue.product.published.v1', {
      ...p,
      tiers: [
        [5, 3_000_000],
        [20, 2_900_000],
      ],
    });
    expect((await lineOf(buyer, p.id)).flags).toEqual([]);
  });

  it('with expectedUnitPriceMinor, accepts only the price the buyer was shown (409 otherwise)', async () => {
    const { buyer, p, lineId } = await buyerWith20();
    await h.productEvent('catalogue.product.published.v1', {
      ...p,
      tiers: [
        [5, 3_000_000],
        [20, 3_100_000],
      ],
    });
    const stale = await patch(buyer, lineId, { quantity: 20, expectedUnitPriceMinor: 2_900_000 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      code: 'cart.price_changed',
      unitPriceMinor: 3_100_000,
      currency: 'GHS',
    });
    expect((await lineOf(buyer, p.id)).unitPriceMinor).toBe(2_900_000);
    const wrongCurrency = await patch(buyer, lineId, {
      quantity: 20,
      expectedUnitPriceMinor: 3_100_000,
      expectedCurrency: 'USD',
    });
    expect(wrongCurrency.status).toBe(409);
    const ok = await patch(buyer, lineId, {
      quantity: 20,
      expectedUnitPriceMinor: 3_100_000,
      expectedCurrency: 'GHS',
    });
    expect(ok.status).toBe(200);
    expect((await lineOf(buyer, p.id)).flags).toEqual([]);
  });

  it.each([
    ['archived', 'catalogue.product.archived.v1'],
    ['rejected', 'catalogue.product.rejected.v1'],
    ['back in review', 'catalogue.product.submitted.v1'],
  ] as const)('flags a line unavailable when its product is %s, and keeps it', async (_, topic) => {
    const { buyer, p, lineId } = await buyerWith20();
    const other = await h.product({ sellerId: p.sellerId, tiers: [[1, 100]], moq: 1 });
    await h.add(buyer, other.id, 3);
    await h.productEvent(topic, p);

    const cart = await h.cart(buyer);
    const line = linesOf(cart).find((l: any) => l.id === lineId);
    expect(line).toMatchObject({
      quantity: 20,
      unitPriceMinor: 2_900_000,
      flags: ['unavailable'],
      moq: null,
    });
    expect(cart.counts).toMatchObject({ lines: 2, unavailable: 1, flagged: 1 });
    expect(cart.readyForCheckout).toBe(false);
    // The unavailable line is not in the subtotal; the other one is.
    expect(cart.sellers[0].subtotals).toEqual([{ currency: 'GHS', amountMinor: 300 }]);
    const res = await patch(buyer, lineId, { quantity: 25 });
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('cart.line_unavailable');
    // Adding it again is refused too; removing it is the way out.
    expect((await h.add(buyer, p.id, 5)).status).toBe(404);
    const removed = await h.api(`/api/v1/cart/items/${lineId}`, { method: 'DELETE', token: buyer.token });
    expect(removed.status).toBe(200);
    expect((await removed.json()).readyForCheckout).toBe(true);
  });

  it('flags below_moq when the MOQ rose above the quantity; raising the quantity clears it', async () => {
    const { buyer, p, lineId } = await buyerWith20();
    await h.productEvent('catalogue.product.published.v1', { ...p, moq: 50, tiers: [[50, 2_800_000]] });
    const line = await lineOf(buyer, p.id);
    expect(line.flags).toEqual(['repriced', 'below_moq']);
    expect(line.repriced).toMatchObject({ newUnitPriceMinor: 2_800_000 });
    expect((await patch(buyer, lineId, { quantity: 20 })).status).toBe(422);
    const fixed = await patch(buyer, lineId, { quantity: 50 });
    expect(linesOf(await fixed.json())[0]).toMatchObject({
      quantity: 50,
      unitPriceMinor: 2_800_000,
      flags: [],
    });
  });

  it('ignores an event older than the one it holds, whatever the topic (out-of-order delivery)', async () => {
    const { buyer, p } = await buyerWith20();
    const t1 = tick();
    const t2 = tick();
    const t3 = tick();
    // Newest first: a price change at t2 ...
    await h.productEvent(
      'catalogue.product.published.v1',
      {
        ...p,
        tiers: [
          [5, 3_000_000],
          [20, 3_300_000],
        ],
      },
      { at: t2 },
    );
    // ... then, late, an older price (t1): ignored.
    await h.productEvent(
      'catalogue.product.published.v1',
      {
        ...p,
        tiers: [
          [5, 3_000_000],
          [20, 1],
        ],
      },
      { at: t1 },
    );
    expect((await lineOf(buyer, p.id)).repriced).toMatchObject({ newUnitPriceMinor: 3_300_000 });
    expect((await snapshot(p.id)).event_at).toEqual(t2);

    // Archived at t3, then the approval of t2 delivered again from another topic: still archived.
    await h.productEvent('catalogue.product.archived.v1', p, { at: t3 });
    await h.productEvent('catalogue.product.published.v1', p, { at: t2 });
    expect((await lineOf(buyer, p.id)).flags).toEqual(['unavailable']);
    expect(await snapshot(p.id)).toMatchObject({ status: 'archived', event_at: t3 });
  });

  it('keeps an archive that arrives before the product was ever published', async () => {
    const p: ProductFixture = {
      id: uuidv7(),
      sellerId: uuidv7(),
      tiers: [[1, 500]],
      moq: 1,
      currency: 'USD',
      title: 'Shea butter',
    };
    const [t1, t2] = [tick(), tick()];
    await h.productEvent('catalogue.product.archived.v1', p, { at: t2 });
    await h.productEvent('catalogue.product.published.v1', p, { at: t1 });
    const buyer = await h.caller();
    expect((await h.add(buyer, p.id, 1)).status).toBe(404);
    expect((await snapshot(p.id)).status).toBe('archived');
  });

  it('breaks a tie between events of the same instant by event id, the same way in any order', async () => {
    const p = await h.product();
    const at = tick();
    const [low, high] = [uuidv7(), uuidv7()].sort();
    await h.productEvent('catalogue.product.archived.v1', p, { at, id: high });
    await h.productEvent('catalogue.product.published.v1', p, { at, id: low });
    expect((await snapshot(p.id)).status).toBe('archived');
  });

  it('comes back when a product is published again (a newer event), flagged if its price moved', async () => {
    const { buyer, p } = await buyerWith20();
    await h.productEvent('catalogue.product.submitted.v1', p);
    expect((await lineOf(buyer, p.id)).flags).toEqual(['unavailable']);
    await h.productEvent('catalogue.product.published.v1', { ...p, tiers: [[5, 2_500_000]] });
    expect(await lineOf(buyer, p.id)).toMatchObject({
      flags: ['repriced'],
      repriced: { oldUnitPriceMinor: 2_900_000, newUnitPriceMinor: 2_500_000 },
    });
  });

  it('a redelivered event has no second effect', async () => {
    const p = await h.product();
    const id = uuidv7();
    await h.productEvent('catalogue.product.archived.v1', p, { id });
    await h.productEvent('catalogue.product.published.v1', p);
    await h.productEvent('catalogue.product.archived.v1', p, { id, at: tick() });
    expect((await snapshot(p.id)).status).toBe('published');
  });

  it('dead-letters a published event that cannot be priced, and stores nothing of it', async () => {
    const p = await h.product();
    const bad = { ...p, id: uuidv7() };
    await h.productEvent('catalogue.product.published.v1', bad, { over: { priceTiers: [] } });
    expect(await snapshot(bad.id)).toBeUndefined();
    const letters = await h.sql(
      `select topic, consumer_group from cart.dead_letter where topic = 'catalogue.product.published.v1'`,
    );
    expect(letters).toEqual([{ topic: 'catalogue.product.published.v1', consumer_group: 'cart.products' }]);
    // The consumer goes on with the next event.
    await h.productEvent('catalogue.product.archived.v1', p);
    expect((await snapshot(p.id)).status).toBe('archived');
  });
});
