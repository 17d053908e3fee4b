import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import type { AuthUser } from '@sokoni/platform/auth';
import type { TestDatabase } from '@sokoni/platform/testing';
import {
  InsufficientStockError,
  SetStock,
  StockReservations,
  type ReservationLine,
} from '../src/inventory/index.js';
import { freshDatabase, snapshot, startReadModels, type ReadModelsHarness } from './read-models-harness.js';

const db: TestDatabase | null = await freshDatabase('trade stock reservations');
const suite = db ? describe : describe.skip;

const HOUR = 3_600_000;

/**
 * Checkout reserves stock in the order's transaction; concurrent buyers must never oversell, a
 * reservation is all its lines or none, and paying or giving up an order settles it exactly once.
 */
suite('trade: stock reservations', () => {
  let h: ReadModelsHarness;
  let reservations: StockReservations;
  const seller: AuthUser = { id: uuidv7(), role: 'seller', email: 'seller@example.org', verified: true };

  beforeAll(async () => {
    h = await startReadModels(db!);
    reservations = h.get(StockReservations);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  /** A published ready-to-ship product of the seller, tracked with `onHand` units unless null. */
  const product = async (onHand: number | null): Promise<string> => {
    const id = uuidv7();
    await h.publish(
      'catalogue.product.published.v1',
      { product: snapshot(id, seller.id), reason: 'approved' },
      { key: id },
    );
    if (onHand !== null) await h.get(SetStock).execute(seller, id, onHand);
    return id;
  };
  const stock = async (id: string) =>
    (await h.sql('select on_hand, reserved from trade.stock where product_id = $1', [id]))[0] as
      { on_hand: number; reserved: number } | undefined;
  const held = async (orderId: string) =>
    h.sql<{ product_id: string; quantity: number; status: string }>(
      'select product_id, quantity, status from trade.stock_reservation where order_id = $1 order by product_id',
      [orderId],
    );
  const stockEvents = async (id: string) =>
    (await h.outbox('trade.stock.changed.v1')).filter((e) => e.key === id).map((e) => e.payload);
  const inTx = <T>(fn: (em: EntityManager) => Promise<T>) => h.orm.em.fork().transactional(fn);
  const reserve = (orderId: string, lines: ReservationLine[], expiresAt = new Date(Date.now() + HOUR)) =>
    inTx((em) => reservations.reserve(em, orderId, lines, expiresAt));

  it('N buyers race for the last unit: exactly one wins, nothing is oversold, the losers change nothing', async () => {
    const last = await product(1);
    const plenty = await product(1_000);
    const buyers = Array.from({ length: 10 }, () => uuidv7());
    const eventsBefore = (await stockEvents(last)).length;
    const outcomes = await Promise.allSettled(
      buyers.map((orderId) =>
        reserve(orderId, [
          { productId: plenty, quantity: 3 },
          { productId: last, quantity: 1 },
        ]),
      ),
    );
    const won = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [buyers[i]!] : []));
    const lost = outcomes.filter((o) => o.status === 'rejected');
    expect(won).toHaveLength(1);
    for (const o of lost) {
      expect(o.reason).toBeInstanceOf(InsufficientStockError);
      expect((o.reason as InsufficientStockError).shortages).toEqual([
        { productId: last, requested: 1, available: 0 },
      ]);
    }
    expect(await stock(last)).toEqual({ on_hand: 1, reserved: 1 });
    // The losers' other line was given back with the rest: only the winner's 3 units are held.
    expect(await stock(plenty)).toEqual({ on_hand: 1_000, reserved: 3 });
    const rows = await h.sql('select order_id from trade.stock_reservation where product_id in ($1, $2)', [
      last,
      plenty,
    ]);
    expect(new Set(rows.map((r) => r.order_id))).toEqual(new Set(won));
    const events = (await stockEvents(last)).slice(eventsBefore);
    expect(events.map((e) => e.available)).toEqual([0n]);
  });

  it('reserves every line or none, and names each short line', async () => {
    const a = await product(5);
    const b = await product(2);
    const madeToOrder = await product(null);
    const order = uuidv7();
    const err = await reserve(order, [
      { productId: a, quantity: 3 },
      { productId: b, quantity: 3 },
      { productId: madeToOrder, quantity: 10_000 },
    ]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InsufficientStockError);
    expect((err as InsufficientStockError).getStatus()).toBe(409);
    expect((err as InsufficientStockError).shortages).toEqual([{ productId: b, requested: 3, available: 2 }]);
    expect(await stock(a)).toEqual({ on_hand: 5, reserved: 0 });
    expect(await held(order)).toEqual([]);

    // A caller that catches the error and commits its transaction keeps nothing of the attempt.
    await inTx(async (em) => {
      await reservations
        .reserve(
          em,
          order,
          [
            { productId: a, quantity: 3 },
            { productId: b, quantity: 3 },
          ],
          new Date(Date.now() + HOUR),
        )
        .catch(() => undefined);
    });
    expect(await stock(a)).toEqual({ on_hand: 5, reserved: 0 });
    expect(await held(order)).toEqual([]);

    const lines = await reserve(order, [
      { productId: a, quantity: 1 },
      { productId: b, quantity: 2 },
      { productId: madeToOrder, quantity: 10_000 },
      { productId: a, quantity: 2 },
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        { productId: a, quantity: 3, tracked: true },
        { productId: b, quantity: 2, tracked: true },
        { productId: madeToOrder, quantity: 10_000, tracked: false },
      ]),
    );
    expect(await stock(a)).toEqual({ on_hand: 5, reserved: 3 });
    expect(await stock(b)).toEqual({ on_hand: 2, reserved: 2 });
    expect(await stock(madeToOrder)).toBeUndefined();
    expect((await held(order)).map((r) => [r.product_id, r.quantity, r.status])).toEqual(
      [
        [a, 3, 'held'],
        [b, 2, 'held'],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    // An order reserves once.
    await expect(reserve(order, [{ productId: a, quantity: 1 }])).rejects.toThrow(/already reserved/);
  });

  it('release gives the units back once; a second release or a commit afterwards changes nothing', async () => {
    const a = await product(4);
    const order = uuidv7();
    await reserve(order, [{ productId: a, quantity: 3 }]);
    expect(await stock(a)).toEqual({ on_hand: 4, reserved: 3 });
    expect(await inTx((em) => reservations.release(em, order))).toEqual([{ productId: a, quantity: 3 }]);
    expect(await stock(a)).toEqual({ on_hand: 4, reserved: 0 });
    expect(await inTx((em) => reservations.release(em, order))).toEqual([]);
    expect(await inTx((em) => reservations.commit(em, order))).toEqual([]);
    expect(await stock(a)).toEqual({ on_hand: 4, reserved: 0 });
    expect((await held(order)).map((r) => r.status)).toEqual(['released']);
    // Set by the seller (4), held (1), released (4): what buyers were shown each time.
    expect((await stockEvents(a)).map((e) => [e.available, e.tracked])).toEqual([
      [4n, true],
      [1n, true],
      [4n, true],
    ]);
    // Released units can be sold to the next buyer.
    await reserve(uuidv7(), [{ productId: a, quantity: 4 }]);
    expect(await stock(a)).toEqual({ on_hand: 4, reserved: 4 });
  });

  it('commit on payment takes the units off the shelf once; availability is unchanged by it', async () => {
    const a = await product(10);
    const order = uuidv7();
    await reserve(order, [{ productId: a, quantity: 4 }]);
    const before = (await stockEvents(a)).length;
    expect(await inTx((em) => reservations.commit(em, order))).toEqual([{ productId: a, quantity: 4 }]);
    expect(await stock(a)).toEqual({ on_hand: 6, reserved: 0 });
    expect(await inTx((em) => reservations.commit(em, order))).toEqual([]);
    expect(await inTx((em) => reservations.release(em, order))).toEqual([]);
    expect(await stock(a)).toEqual({ on_hand: 6, reserved: 0 });
    expect(await stockEvents(a)).toHaveLength(before);
    expect((await held(order)).map((r) => r.status)).toEqual(['committed']);
  });

  it('restock puts the units of a paid order back on sale once when it is undone before shipping', async () => {
    const a = await product(10);
    const order = uuidv7();
    await reserve(order, [{ productId: a, quantity: 4 }]);
    // Held units are not restocked: only a paid (committed) order's are.
    expect(await inTx((em) => reservations.restock(em, order))).toEqual([]);
    await inTx((em) => reservations.commit(em, order));
    expect(await stock(a)).toEqual({ on_hand: 6, reserved: 0 });
    expect(await inTx((em) => reservations.restock(em, order))).toEqual([{ productId: a, quantity: 4 }]);
    expect(await stock(a)).toEqual({ on_hand: 10, reserved: 0 });
    expect(await inTx((em) => reservations.restock(em, order))).toEqual([]);
    expect(await stock(a)).toEqual({ on_hand: 10, reserved: 0 });
    expect((await held(order)).map((r) => r.status)).toEqual(['released']);
    expect((await stockEvents(a)).at(-1)).toMatchObject({ available: 10n, tracked: true });
  });

  it('lists the orders whose held units have expired, for the expiry job to release', async () => {
    const a = await product(10);
    const [stale, fresh, paid] = [uuidv7(), uuidv7(), uuidv7()];
    const now = Date.now();
    await reserve(stale, [{ productId: a, quantity: 1 }], new Date(now - 60_000));
    await reserve(fresh, [{ productId: a, quantity: 1 }], new Date(now + HOUR));
    await reserve(paid, [{ productId: a, quantity: 1 }], new Date(now - 120_000));
    await inTx((em) => reservations.commit(em, paid));
    const expired = await inTx((em) => reservations.expiredOrders(em, new Date(now)));
    expect(expired).toContain(stale);
    expect(expired).not.toContain(fresh);
    expect(expired).not.toContain(paid);
  });

  it('crossing orders of the same products do not deadlock and hold exactly what they asked', async () => {
    const a = await product(1_000);
    const b = await product(1_000);
    const orders = Array.from({ length: 16 }, (_, i) => ({
      id: uuidv7(),
      lines:
        i % 2 === 0
          ? [
              { productId: a, quantity: 2 },
              { productId: b, quantity: 1 },
            ]
          : [
              { productId: b, quantity: 1 },
              { productId: a, quantity: 2 },
            ],
    }));
    await Promise.all(orders.map((o) => reserve(o.id, o.lines)));
    expect(await stock(a)).toEqual({ on_hand: 1_000, reserved: 32 });
    expect(await stock(b)).toEqual({ on_hand: 1_000, reserved: 16 });
  });

  it('refuses malformed lines before touching anything', async () => {
    const a = await product(3);
    for (const lines of [
      [],
      [{ productId: 'nope', quantity: 1 }],
      [{ productId: a, quantity: 0 }],
      [{ productId: a, quantity: 1.5 }],
    ])
      await expect(reserve(uuidv7(), lines)).rejects.toThrow(RangeError);
    expect(await stock(a)).toEqual({ on_hand: 3, reserved: 0 });
  });

  it('a seller cannot set fewer units than unpaid orders hold', async () => {
    const a = await product(5);
    await reserve(uuidv7(), [{ productId: a, quantity: 4 }]);
    await expect(h.get(SetStock).execute(seller, a, 3)).rejects.toMatchObject({
      code: 'stock.below_reserved',
    });
    expect(await stock(a)).toEqual({ on_hand: 5, reserved: 4 });
    await h.get(SetStock).execute(seller, a, 4);
    expect(await stock(a)).toEqual({ on_hand: 4, reserved: 4 });
    await expect(reserve(uuidv7(), [{ productId: a, quantity: 1 }])).rejects.toBeInstanceOf(
      InsufficientStockError,
    );
  });
});
