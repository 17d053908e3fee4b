import { decodeEnvelope, decodePayload, isTopicName, type PayloadInit } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import { EVENT_TRANSPORT, type EventTransport } from '@sokoni/platform/events';
import { publishAs, type TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, linesOf, startCart, type Caller, type CartHarness } from './cart-harness.js';

const db: TestDatabase | null = await freshDatabase('cart item events');
const suite = db ? describe : describe.skip;

interface Sent {
  topic: string;
  key: string;
  actorId: string;
  payload: Record<string, unknown>;
}

/**
 * cart.item.added / updated / removed: one event in the outbox per change of a buyer's cart, with
 * the change (the add's own statement, or the change's transaction), none for a refused change or
 * a replay under the same Idempotency-Key.
 */
suite('cart: item events in the outbox', () => {
  let h: CartHarness;
  let transport: EventTransport;

  beforeAll(async () => {
    // Room for racing requests to overlap in the database (the last test).
    h = await startCart(db!, { DB_POOL_MAX: '10' });
    transport = h.app.get(EVENT_TRANSPORT);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  /** The buyer's cart item events, oldest first, decoded as a consumer would. */
  async function events(buyer: Caller): Promise<Sent[]> {
    const rows = await h.sql<{ topic: string; key: string; value: Buffer }>(
      `select topic, key, value from cart.outbox where topic like 'cart.item.%' and key = $1 order by id`,
      [buyer.id],
    );
    return rows.map((r) => {
      const env = decodeEnvelope(r.value);
      expect(env.type).toBe(r.topic);
      expect(env.aggregateId).toBe(r.key);
      if (!isTopicName(r.topic)) throw new Error(`unknown topic ${r.topic}`);
      return {
        topic: r.topic,
        key: r.key,
        actorId: env.actorId,
        payload: { ...decodePayload(r.topic, env.payload) },
      };
    });
  }
  const patch = (c: Caller, lineId: string, json: unknown) =>
    h.api(`/api/v1/cart/items/${lineId}`, { method: 'PATCH', token: c.token, json });
  const remove = (c: Caller, lineId: string) =>
    h.api(`/api/v1/cart/items/${lineId}`, { method: 'DELETE', token: c.token });
  const merge = (c: Caller, items: { productId: string; quantity: number }[]) =>
    h.api('/api/v1/cart/merge', { method: 'POST', token: c.token, json: { items } });

  it('an add is one cart.item.added.v1 keyed by the cart, with the units added and the line after', async () => {
    const buyer = await h.caller();
    const p = await h.product();
    const first = await h.add(buyer, p.id, 20);
    expect(first.status).toBe(200);
    const lineId = linesOf(await first.json())[0].id;
    expect((await h.add(buyer, p.id, 5)).status).toBe(200);

    const sent = await events(buyer);
    const line = { cartId: buyer.id, userId: buyer.id, lineId, productId: p.id, sellerId: p.sellerId };
    expect(sent).toEqual([
      {
        topic: 'cart.item.added.v1',
        key: buyer.id,
        actorId: buyer.id,
        payload: expect.objectContaining({
          ...line,
          fromGuestCart: false,
          quantity: 20n,
          lineQuantity: 20n,
          newLine: true,
          unitPriceMinor: 2_900_000n,
          currency: 'GHS',
        }),
      },
      {
        topic: 'cart.item.added.v1',
        key: buyer.id,
        actorId: buyer.id,
        payload: expect.objectContaining({
          ...line,
          quantity: 5n,
          lineQuantity: 25n,
          newLine: false,
          unitPriceMinor: 2_900_000n,
        }),
      },
    ]);
  });

  it('an add replayed under its Idempotency-Key, or refused, publishes nothing', async () => {
    const buyer = await h.caller();
    const p = await h.product();
    const addWith = (key: string, quantity = 20) =>
      h.api('/api/v1/cart/items', {
        method: 'POST',
        token: buyer.token,
        json: { productId: p.id, quantity },
        headers: { 'idempotency-key': key },
      });
    expect((await addWith('offline-add-1')).status).toBe(200);
    const replay = await addWith('offline-add-1');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await h.add(buyer, (await h.product()).id, 2)).status).toBe(422); // below its MOQ
    expect((await h.add(buyer, uuidv7(), 20)).status).toBe(404);
    expect((await h.add(buyer, p.id, 20)).status).toBe(200);
    expect((await events(buyer)).map((e) => [e.topic, e.payload.quantity, e.payload.lineQuantity])).toEqual([
      ['cart.item.added.v1', 20n, 20n],
      ['cart.item.added.v1', 20n, 40n],
    ]);
  });

  it('a quantity set is cart.item.updated.v1 with the line before and after; a removal cart.item.removed.v1', async () => {
    const buyer = await h.caller();
    const p = await h.product();
    const lineId = linesOf(await (await h.add(buyer, p.id, 20)).json())[0].id;
    expect((await patch(buyer, lineId, { quantity: 100 })).status).toBe(200);
    expect((await patch(buyer, lineId, { quantity: 1 })).status).toBe(422); // below the MOQ: nothing
    expect((await remove(buyer, lineId)).status).toBe(200);
    expect((await remove(buyer, lineId)).status).toBe(404);

    const sent = await events(buyer);
    expect(sent.map((e) => e.topic)).toEqual([
      'cart.item.added.v1',
      'cart.item.updated.v1',
      'cart.item.removed.v1',
    ]);
    const line = { cartId: buyer.id, userId: buyer.id, lineId, productId: p.id, sellerId: p.sellerId };
    expect(sent[1]!.payload).toEqual(
      expect.objectContaining({
        ...line,
        previousQuantity: 20n,
        quantity: 100n,
        previousUnitPriceMinor: 2_900_000n,
        previousCurrency: 'GHS',
        unitPriceMinor: 2_750_000n,
        currency: 'GHS',
        reason: 'buyer',
      }),
    );
    expect(sent[2]!.payload).toEqual(
      expect.objectContaining({
        ...line,
        quantity: 100n,
        unitPriceMinor: 2_750_000n,
        currency: 'GHS',
        reason: 'buyer',
      }),
    );
  });

  it('a merge at sign-in is one cart.item.added.v1 per item taken, marked from the guest cart', async () => {
    const buyer = await h.caller();
    const [a, b] = [await h.product(), await h.product()];
    expect((await h.add(buyer, a.id, 5)).status).toBe(200);
    const res = await merge(buyer, [
      { productId: a.id, quantity: 15 },
      { productId: b.id, quantity: 5 },
      { productId: b.id, quantity: 15 },
      { productId: uuidv7(), quantity: 5 }, // unknown: skipped
    ]);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.results.map((r: any) => r.outcome)).toEqual(['merged', 'added', 'skipped']);

    const added = (await events(buyer)).slice(1);
    expect(added.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        productId: a.id,
        fromGuestCart: true,
        quantity: 15n,
        lineQuantity: 20n,
        newLine: false,
        unitPriceMinor: 2_900_000n,
      }),
      expect.objectContaining({
        productId: b.id,
        fromGuestCart: true,
        quantity: 20n,
        lineQuantity: 20n,
        newLine: true,
        lineId: body.results[1].lineId,
      }),
    ]);
    expect(added.every((e) => e.topic === 'cart.item.added.v1')).toBe(true);
  });

  it('lines bought at checkout leave with reason checked_out, once even when the checkout is redelivered', async () => {
    const buyer = await h.caller();
    const [a, b] = [await h.product(), await h.product()];
    expect((await h.add(buyer, a.id, 20)).status).toBe(200);
    expect((await h.add(buyer, b.id, 10)).status).toBe(200);
    const checkoutId = uuidv7();
    const payload: PayloadInit<'trade.checkout.placed.v1'> = {
      checkoutId,
      buyerId: buyer.id,
      currency: 'GHS',
      totalMinor: 1_000n,
      buyerLocale: 'en',
      orders: [
        {
          orderId: uuidv7(),
          checkoutId,
          buyerId: buyer.id,
          status: 'pending_payment',
          lines: [
            { productId: a.id, quantity: 20n, title: 'x', unit: 'tonne' },
            { productId: b.id, quantity: 4n, title: 'x', unit: 'tonne' },
          ],
        },
      ],
    };
    const id = uuidv7();
    for (let i = 0; i < 2; i++)
      await publishAs(transport, 'trade.checkout.placed.v1', payload, {
        producer: 'trade',
        key: checkoutId,
        id,
      });

    const after = (await events(buyer)).slice(2);
    expect(after.map((e) => [e.topic, e.payload.productId])).toEqual([
      ['cart.item.removed.v1', a.id],
      ['cart.item.updated.v1', b.id],
    ]);
    expect(after[0]!.payload).toEqual(expect.objectContaining({ quantity: 20n, reason: 'checked_out' }));
    expect(after[1]!.payload).toEqual(
      expect.objectContaining({
        previousQuantity: 10n,
        quantity: 6n,
        // The rest keeps the price the buyer accepted.
        previousUnitPriceMinor: 3_000_000n,
        unitPriceMinor: 3_000_000n,
        reason: 'checked_out',
      }),
    );
    // Consumed from trade: nobody signed in acted.
    expect(after.map((e) => e.actorId)).toEqual(['', '']);
  });

  it('racing adds of one product publish one event each, whose units add up to the line', async () => {
    const buyer = await h.caller();
    const p = await h.product({ moq: 1, tiers: [[1, 100]] });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => h.add(buyer, p.id, i + 1)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const sent = await events(buyer);
    expect(sent).toHaveLength(8);
    expect(sent.map((e) => Number(e.payload.quantity)).sort((x, y) => x - y)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    // Each add saw the one before it: the line quantities are the running totals, ending at 36.
    const totals = sent.map((e) => Number(e.payload.lineQuantity)).sort((x, y) => x - y);
    expect(new Set(totals).size).toBe(8);
    expect(totals.at(-1)).toBe(36);
    expect(sent.filter((e) => e.payload.newLine)).toHaveLength(1);
  });
});
