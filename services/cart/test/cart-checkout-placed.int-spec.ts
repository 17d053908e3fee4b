import type { PayloadInit } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import { EVENT_TRANSPORT, type EventTransport } from '@sokoni/platform/events';
import { publishAs, type TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, linesOf, startCart, type Caller, type CartHarness } from './cart-harness.js';

const db: TestDatabase | null = await freshDatabase('cart checkout placed');
const suite = db ? describe : describe.skip;

/**
 * Trade's trade.checkout.placed.v1 takes the bought lines out of the buyer's cart: whole lines
 * go, a part bought leaves the rest, nobody else's cart moves, and a redelivery changes nothing.
 */
suite('cart: lines bought at checkout leave the cart', () => {
  let h: CartHarness;
  let transport: EventTransport;

  beforeAll(async () => {
    h = await startCart(db!);
    transport = h.app.get(EVENT_TRANSPORT);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const placed = (buyer: Caller, bought: Array<[string, number]>, id = uuidv7()) => {
    const checkoutId = uuidv7();
    const payload: PayloadInit<'trade.checkout.placed.v1'> = {
      checkoutId,
      buyerId: buyer.id,
      currency: 'KES',
      totalMinor: 1_000n,
      buyerLocale: 'en',
      orders: [
        {
          orderId: uuidv7(),
          checkoutId,
          buyerId: buyer.id,
          status: 'pending_payment',
          lines: bought.map(([productId, quantity]) => ({
            productId,
            quantity: BigInt(quantity),
            title: 'x',
            unit: 'tonne',
          })),
        },
      ],
    };
    return publishAs(transport, 'trade.checkout.placed.v1', payload, {
      producer: 'trade',
      key: checkoutId,
      id,
    });
  };
  const quantities = async (c: Caller) =>
    Object.fromEntries(
      linesOf(await h.cart(c)).map((l: { productId: string; quantity: number }) => [l.productId, l.quantity]),
    );

  it('removes what was bought from that buyer’s cart only, once', async () => {
    const buyer = await h.caller();
    const other = await h.caller();
    const [a, b, c] = [await h.product(), await h.product(), await h.product()];
    for (const [p, q] of [
      [a, 20],
      [b, 10],
      [c, 5],
    ] as const)
      expect((await h.add(buyer, p.id, q)).status).toBe(200);
    expect((await h.add(other, a.id, 20)).status).toBe(200);

    const id = uuidv7();
    await placed(
      buyer,
      [
        [a.id, 20],
        [b.id, 4],
      ],
      id,
    );
    expect(await quantities(buyer)).toEqual({ [b.id]: 6, [c.id]: 5 });
    expect(await quantities(other)).toEqual({ [a.id]: 20 });
    // Redelivered: the inbox has it, nothing more comes off.
    await placed(
      buyer,
      [
        [a.id, 20],
        [b.id, 4],
      ],
      id,
    );
    expect(await quantities(buyer)).toEqual({ [b.id]: 6, [c.id]: 5 });
    // More bought than the cart held (the buyer changed it meanwhile): the line simply goes.
    await placed(buyer, [[b.id, 50]]);
    expect(await quantities(buyer)).toEqual({ [c.id]: 5 });
  });
});
