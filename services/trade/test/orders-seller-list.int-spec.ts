import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, startTrade, type OrdersHarness } from './orders-harness.js';

const db: TestDatabase | null = await freshDatabase('trade seller orders');
const suite = db ? describe : describe.skip;

/** A seller's list of the orders placed with them, and no one else's. */
suite('trade: seller orders', () => {
  let h: OrdersHarness;

  beforeAll(async () => {
    h = await startTrade(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('GET /seller/orders: the seller’s own orders only, newest first, filtered by status', async () => {
    const sellerId = uuidv7();
    const a = await h.order({ status: 'paid', sellerId });
    const b = await h.order({ status: 'shipped', sellerId });
    await h.order({ status: 'paid' });
    const token = await h.token('seller', sellerId);
    const all = await (await h.api('/api/v1/seller/orders', { token })).json();
    expect(all.total).toBe(2);
    expect(all.items.map((i: { id: string }) => i.id)).toEqual([b.id, a.id]);
    expect(all.items[0].lines).toEqual([
      expect.objectContaining({
        title: 'Grade A cocoa beans',
        quantity: 1,
        unitPriceMinor: Number(b.amountMinor),
      }),
    ]);
    const paid = await (await h.api('/api/v1/seller/orders?status=paid,accepted', { token })).json();
    expect(paid.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    const byRef = await (
      await h.api(`/api/v1/seller/orders?q=${encodeURIComponent(b.reference)}`, { token })
    ).json();
    expect(byRef.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    expect((await h.api('/api/v1/seller/orders?status=nonsense', { token })).status).toBe(400);
    expect((await h.api('/api/v1/seller/orders', { token: await h.token('buyer', sellerId) })).status).toBe(
      403,
    );
  });
});
