import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { RefundDispatcher } from '../src/orders/index.js';
import { freshDatabase, RATES, startCheckout, type CheckoutHarness } from './checkout-harness.js';
import type { TestResponse } from './read-models-harness.js';

const db: TestDatabase | null = await freshDatabase('trade order restock');
const suite = db ? describe : describe.skip;

const PROBLEM_JSON = /^application\/problem\+json/;

/**
 * A paid order undone before it ships puts its ready-to-ship units back on sale, exactly once, in
 * the transaction that undoes it: the stock row's on_hand, the order's reservation rows, and a
 * trade.stock.changed.v1 with the new availability for catalogue. Driven as buyers and sellers do
 * it (checkout, the sandbox payment, the order's actions over HTTP), so what is checked is what
 * the use-cases call, not StockReservations on its own (inventory-reservations covers that).
 */
suite('trade: restocking declined and cancelled orders', () => {
  let h: CheckoutHarness;
  const buyerId = uuidv7();
  let buyer: string;
  let staff: string;

  beforeAll(async () => {
    h = await startCheckout(db!);
    await h.rates(RATES);
    buyer = await h.token('buyer', buyerId, 'buyer@example.com');
    staff = await h.token('admin', uuidv7());
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  type Items = Array<{ productId: string; quantity: number }>;
  const seller = async () => {
    const id = uuidv7();
    return { id, token: await h.token('seller', id) };
  };
  /** One checkout, paid through the sandbox unless `pay` is false; returns its orders. */
  const buy = async (items: Items, o: { token?: string; pay?: boolean } = {}) => {
    const checkout = await h.checkout(o.token ?? buyer, items);
    if (o.pay !== false) await h.complete(o.token ?? buyer, checkout.payment.id, 'succeeded');
    return checkout.orders as Array<{ id: string; sellerId: string; amountMinor: number }>;
  };
  const act = (orderId: string, action: string, token: string, json: object = {}) =>
    h.api(`/api/v1/orders/${orderId}/${action}`, { method: 'POST', token, json });
  const decline = (orderId: string, token: string) =>
    act(orderId, 'decline', token, { reason: 'Cannot fulfil this month' });
  const cancel = (orderId: string) => act(orderId, 'cancel', buyer, { reason: 'Ordered by mistake' });
  const stock = async (productId: string) =>
    (await h.sql('select on_hand, reserved from trade.stock where product_id = $1', [productId]))[0] as
      { on_hand: number; reserved: number } | undefined;
  const reservations = (where: 'order_id' | 'product_id', id: string) =>
    h.sql<{ order_id: string; product_id: string; quantity: number; status: string }>(
      `select order_id, product_id, quantity, status from trade.stock_reservation where ${where} = $1
       order by product_id, order_id`,
      [id],
    );
  const status = async (orderId: string) =>
    (await h.sql('select status from trade.trade_order where id = $1', [orderId]))[0]?.status;
  /** trade.stock.changed.v1 of a product, as [available, tracked], from the n-th on. */
  const events = async (productId: string, from = 0) =>
    (await h.outbox('trade.stock.changed.v1'))
      .filter((e) => e.key === productId)
      .slice(from)
      .map((e) => [e.payload.available, e.payload.tracked]);
  /** The refunds the actions queued, once sent: the app must not stop with one in flight. */
  const refunds = async (orderId: string) => {
    for (let i = 0; i < 100; i++) {
      const rows = await h.sql<{ status: string; amount_minor: string }>(
        'select status, amount_minor from trade.order_refund where order_id = $1',
        [orderId],
      );
      if (rows.every((r) => r.status !== 'requested')) return rows;
      await h.get(RefundDispatcher).runDue();
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the refunds of ${orderId} were never sent`);
  };
  /** A wrong-status refusal, as problem+json. */
  const expectRefused = async (res: TestResponse) => {
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect((await res.json()).code).toBe('orders.wrong_status');
  };

  it('a seller declining a paid order puts its ready-to-ship units back on sale once; made-to-order lines stay untouched', async () => {
    const s = await seller();
    const a = await h.product({ sellerId: s.id, stock: 10 });
    const b = await h.product({ sellerId: s.id, stock: 4 });
    const madeToOrder = await h.product({ sellerId: s.id });
    // Another buyer's unpaid checkout holds 2 of A: a restock must leave their hold alone.
    const other = await h.token('buyer', uuidv7());
    const [held] = await buy([{ productId: a, quantity: 2 }], { token: other, pay: false });
    const [order] = await buy([
      { productId: a, quantity: 3 },
      { productId: b, quantity: 4 },
      { productId: madeToOrder, quantity: 7 },
    ]);
    expect(await stock(a)).toEqual({ on_hand: 7, reserved: 2 });
    expect(await stock(b)).toEqual({ on_hand: 0, reserved: 0 });
    expect((await reservations('order_id', order!.id)).map((r) => r.status)).toEqual([
      'committed',
      'committed',
    ]);
    const [seenA, seenB] = [(await events(a)).length, (await events(b)).length];

    const res = await decline(order!.id, s.token);
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('declined');
    expect(await stock(a)).toEqual({ on_hand: 10, reserved: 2 });
    expect(await stock(b)).toEqual({ on_hand: 4, reserved: 0 });
    expect(
      (await reservations('order_id', order!.id)).map((r) => [r.product_id, r.quantity, r.status]),
    ).toEqual(
      [
        [a, 3, 'released'],
        [b, 4, 'released'],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    expect((await reservations('product_id', a)).find((r) => r.order_id === held!.id)?.status).toBe('held');
    // Catalogue is told once per product, with what buyers can now take (A: 10 on hand, 2 held).
    expect(await events(a, seenA)).toEqual([[8n, true]]);
    expect(await events(b, seenB)).toEqual([[4n, true]]);
    expect(await stock(madeToOrder)).toBeUndefined();
    expect(await reservations('product_id', madeToOrder)).toEqual([]);
    expect(await events(madeToOrder)).toEqual([]);

    // Nothing undoes it twice.
    await expectRefused(await decline(order!.id, s.token));
    await expectRefused(await cancel(order!.id));
    expect(await stock(a)).toEqual({ on_hand: 10, reserved: 2 });
    expect(await stock(b)).toEqual({ on_hand: 4, reserved: 0 });
    expect(await events(a, seenA)).toHaveLength(1);
    expect(await events(b, seenB)).toHaveLength(1);
    expect(await refunds(order!.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);

    // The units are really for sale: the next buyer can take every one of B.
    const [again] = await buy([{ productId: b, quantity: 4 }], { pay: false });
    expect(await stock(b)).toEqual({ on_hand: 4, reserved: 4 });
    expect((await reservations('order_id', again!.id)).map((r) => r.status)).toEqual(['held']);
  });

  it('a buyer cancelling a paid order, or one the seller accepted, before shipment restocks each once', async () => {
    const s = await seller();
    const p = await h.product({ sellerId: s.id, stock: 20 });
    const [paid] = await buy([{ productId: p, quantity: 5 }]);
    const [accepted] = await buy([{ productId: p, quantity: 6 }]);
    expect((await act(accepted!.id, 'accept', s.token)).status).toBe(200);
    expect(await stock(p)).toEqual({ on_hand: 9, reserved: 0 });
    const seen = (await events(p)).length;

    for (const [order, onHand] of [
      [paid!, 14],
      [accepted!, 20],
    ] as const) {
      const res = await cancel(order.id);
      expect(res.status).toBe(200);
      expect((await res.json()).status).toBe('cancelled');
      expect(await stock(p)).toEqual({ on_hand: onHand, reserved: 0 });
      expect((await reservations('order_id', order.id)).map((r) => r.status)).toEqual(['released']);
      await expectRefused(await cancel(order.id));
    }
    expect(await stock(p)).toEqual({ on_hand: 20, reserved: 0 });
    expect(await events(p, seen)).toEqual([
      [14n, true],
      [20n, true],
    ]);
    for (const order of [paid!, accepted!]) expect(await refunds(order.id)).toHaveLength(1);
  });

  it('restocks only the order undone, not another seller’s order from the same checkout', async () => {
    const [s1, s2] = [await seller(), await seller()];
    const x = await h.product({ sellerId: s1.id, stock: 5 });
    const y = await h.product({ sellerId: s2.id, stock: 5 });
    const orders = await buy([
      { productId: x, quantity: 2 },
      { productId: y, quantity: 3 },
    ]);
    const mine = orders.find((o) => o.sellerId === s1.id)!;
    const sibling = orders.find((o) => o.sellerId === s2.id)!;
    const seenY = (await events(y)).length;

    expect((await cancel(mine.id)).status).toBe(200);
    expect(await stock(x)).toEqual({ on_hand: 5, reserved: 0 });
    expect(await stock(y)).toEqual({ on_hand: 2, reserved: 0 });
    expect(await status(sibling.id)).toBe('paid');
    expect((await reservations('order_id', sibling.id)).map((r) => r.status)).toEqual(['committed']);
    expect(await events(y, seenY)).toEqual([]);

    expect((await decline(sibling.id, s2.token)).status).toBe(200);
    expect(await stock(y)).toEqual({ on_hand: 5, reserved: 0 });
    expect(await stock(x)).toEqual({ on_hand: 5, reserved: 0 });
    for (const o of orders) await refunds(o.id);
  });

  it('an order that shipped is never restocked: cancel and decline refused, a staff refund leaves the stock alone', async () => {
    const s = await seller();
    const p = await h.product({ sellerId: s.id, stock: 8 });
    const [order] = await buy([{ productId: p, quantity: 3 }]);
    expect((await act(order!.id, 'accept', s.token)).status).toBe(200);
    const shipped = await act(order!.id, 'ship', s.token, {
      carrier: 'DHL Express',
      trackingNumber: 'JD0146',
    });
    expect(shipped.status).toBe(200);
    const seen = (await events(p)).length;

    await expectRefused(await cancel(order!.id));
    await expectRefused(await decline(order!.id, s.token));
    // The goods are with the buyer or the carrier: refunding the money does not put them back on sale.
    const refund = await h.api(`/api/v1/admin/orders/${order!.id}/refund`, {
      method: 'POST',
      token: staff,
      json: { reason: 'Support case 4411: lost by the carrier' },
    });
    expect(refund.status).toBe(200);
    expect(await status(order!.id)).toBe('refunded');
    expect(await stock(p)).toEqual({ on_hand: 5, reserved: 0 });
    expect((await reservations('order_id', order!.id)).map((r) => r.status)).toEqual(['committed']);
    expect(await events(p, seen)).toEqual([]);
    await refunds(order!.id);
  });

  it('decline and cancel of the same paid order at the same instant: one wins, the stock comes back once', async () => {
    const s = await seller();
    const p = await h.product({ sellerId: s.id, stock: 50 });
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push((await buy([{ productId: p, quantity: 2 }]))[0]!);
    expect(await stock(p)).toEqual({ on_hand: 40, reserved: 0 });
    const seen = (await events(p)).length;

    // Every order raced at once, so the five also contend for the one stock row.
    const raced = await Promise.all(orders.map((o) => Promise.all([decline(o.id, s.token), cancel(o.id)])));
    for (const [i, [declined, cancelled]] of raced.entries()) {
      const codes = [declined.status, cancelled.status];
      expect([...codes].sort((x, y) => x - y)).toEqual([200, 409]);
      const loser = declined.status === 200 ? cancelled : declined;
      await expectRefused(loser);
      expect(await status(orders[i]!.id)).toBe(declined.status === 200 ? 'declined' : 'cancelled');
      expect((await reservations('order_id', orders[i]!.id)).map((r) => r.status)).toEqual(['released']);
      // One refund of the whole order: the loser moved no money either.
      expect(await refunds(orders[i]!.id)).toEqual([
        { status: 'succeeded', amount_minor: String(orders[i]!.amountMinor) },
      ]);
    }
    expect(await stock(p)).toEqual({ on_hand: 50, reserved: 0 });
    const after = await events(p, seen);
    expect(after.map(([available]) => available).sort((x, y) => Number(x) - Number(y))).toEqual([
      42n,
      44n,
      46n,
      48n,
      50n,
    ]);
    expect((await h.verify()).valid).toBe(true);
  });
});
