import { jest } from '@jest/globals';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { TradeProducts } from '../src/catalog/index.js';
import type { InitiateRequest, Initiation } from '../src/payments/providers/index.js';
import {
  checkoutBody,
  freshDatabase,
  RATES,
  startCheckout,
  type CheckoutHarness,
} from './checkout-harness.js';

const db: TestDatabase | null = await freshDatabase('trade checkout concurrency');
const suite = db ? describe : describe.skip;

/**
 * Checkout under contention: buyers racing for the last unit (one wins, the others leave nothing
 * behind) and the Idempotency-Key rules on POST /api/v1/checkout — replay, another body, in flight.
 */
suite('trade: checkout under contention', () => {
  let h: CheckoutHarness;

  beforeAll(async () => {
    h = await startCheckout(db!);
    await h.rates(RATES);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const count = async (sql: string, params: unknown[]) => (await h.sql<{ n: number }>(sql, params))[0]!.n;

  it('lets one of eight buyers racing for the last unit buy it, and leaves no order or payment for the others', async () => {
    const sellerId = uuidv7();
    const last = await h.product({ sellerId, stock: 1, title: 'The last crate' });
    const other = await h.product({ sellerId: uuidv7(), stock: 10 });
    const buyers = Array.from({ length: 8 }, () => uuidv7());
    const answers = await Promise.all(
      buyers.map(async (id) =>
        h.api('/api/v1/checkout', {
          method: 'POST',
          token: await h.token('buyer', id),
          json: checkoutBody('KES', [
            { productId: other, quantity: 1 },
            { productId: last, quantity: 1 },
          ]),
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.status === 409))
      expect(await r.json()).toMatchObject({
        code: 'stock.insufficient',
        shortages: [{ productId: last, available: 0 }],
      });
    expect(
      await count('select count(*)::int as n from trade.checkout where buyer_id = any($1)', [buyers]),
    ).toBe(1);
    expect(
      await count('select count(*)::int as n from trade.trade_order where buyer_id = any($1)', [buyers]),
    ).toBe(2);
    expect(
      await count('select count(*)::int as n from trade.payment where buyer_id = any($1)', [buyers]),
    ).toBe(1);
    expect(await count('select count(*)::int as n from trade.order_line where product_id = $1', [last])).toBe(
      1,
    );
    // The losers' hold on the other product was rolled back with everything else.
    expect(
      await h.sql(
        'select product_id, on_hand, reserved from trade.stock where product_id = any($1) order by on_hand',
        [[last, other]],
      ),
    ).toEqual([
      { product_id: last, on_hand: 1, reserved: 1 },
      { product_id: other, on_hand: 10, reserved: 1 },
    ]);
  });

  it('replays the first answer for the same key and body, and refuses the key with another body (422)', async () => {
    const buyerId = uuidv7();
    const token = await h.token('buyer', buyerId);
    const p = await h.product({ stock: 10 });
    const body = checkoutBody('KES', [{ productId: p, quantity: 2 }]);
    const key = `checkout-${uuidv7()}`;
    const first = await h.api('/api/v1/checkout', { method: 'POST', token, json: body, idempotencyKey: key });
    expect(first.status).toBe(201);
    const again = await h.api('/api/v1/checkout', { method: 'POST', token, json: body, idempotencyKey: key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const firstBody = await first.json();
    expect(await again.json()).toEqual(firstBody);
    const other = await h.api('/api/v1/checkout', {
      method: 'POST',
      token,
      json: checkoutBody('KES', [{ productId: p, quantity: 3 }]),
      idempotencyKey: key,
    });
    expect(other.status).toBe(422);
    expect((await other.json()).code).toBe('idempotency.key_reused');
    expect(await count('select count(*)::int as n from trade.checkout where buyer_id = $1', [buyerId])).toBe(
      1,
    );
    expect(await count('select count(*)::int as n from trade.payment where buyer_id = $1', [buyerId])).toBe(
      1,
    );
    expect((await h.sql('select reserved from trade.stock where product_id = $1', [p]))[0]).toEqual({
      reserved: 2,
    });
  });

  it('answers 409 to the same key while the first checkout is still running, then replays it', async () => {
    const buyerId = uuidv7();
    const token = await h.token('buyer', buyerId);
    const p = await h.product({ stock: 10 });
    const body = checkoutBody('KES', [{ productId: p, quantity: 1 }]);
    const key = `checkout-${uuidv7()}`;
    const sandbox = h.sandbox();
    const original = sandbox.initiate.bind(sandbox);
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // The first request is held inside the provider call, after its checkout committed.
    const spy = jest
      .spyOn(sandbox, 'initiate')
      .mockImplementationOnce(async (req: InitiateRequest): Promise<Initiation> => {
        entered();
        await gate;
        return original(req);
      });
    try {
      const first = h.api('/api/v1/checkout', { method: 'POST', token, json: body, idempotencyKey: key });
      await inside;
      const second = await h.api('/api/v1/checkout', {
        method: 'POST',
        token,
        json: body,
        idempotencyKey: key,
      });
      expect(second.status).toBe(409);
      expect((await second.json()).code).toBe('idempotency.in_flight');
      release();
      expect((await first).status).toBe(201);
    } finally {
      release();
      spy.mockRestore();
    }
    const third = await h.api('/api/v1/checkout', { method: 'POST', token, json: body, idempotencyKey: key });
    expect(third.status).toBe(201);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(await count('select count(*)::int as n from trade.checkout where buyer_id = $1', [buyerId])).toBe(
      1,
    );
    expect(
      await count('select count(*)::int as n from trade.trade_order where buyer_id = $1', [buyerId]),
    ).toBe(1);
  });

  it('reserves the stock a seller started keeping between the checkout reading its products and writing its orders', async () => {
    const sellerId = uuidv7();
    const made = await h.product({ sellerId, title: 'Made to order, for now' });
    const products = h.get(TradeProducts);
    const read = products.byIds.bind(products);
    // The checkout reads the product untracked; the seller's first stock row lands right after.
    const spy = jest.spyOn(products, 'byIds').mockImplementationOnce(async (em, ids) => {
      const found = await read(em, ids);
      await h.sql('insert into trade.stock (product_id, seller_id, on_hand) values ($1, $2, 5)', [
        made,
        sellerId,
      ]);
      return found;
    });
    try {
      const buyer = uuidv7();
      const placed = await h.checkout(await h.token('buyer', buyer), [{ productId: made, quantity: 2 }]);
      expect(placed.orders).toHaveLength(1);
      expect(spy).toHaveBeenCalled();
      expect(await h.sql('select on_hand, reserved from trade.stock where product_id = $1', [made])).toEqual([
        { on_hand: 5, reserved: 2 },
      ]);
      expect(
        await count(
          "select count(*)::int as n from trade.stock_reservation where product_id = $1 and status = 'held'",
          [made],
        ),
      ).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });
});
