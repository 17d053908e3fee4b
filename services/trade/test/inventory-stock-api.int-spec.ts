import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, snapshot, startReadModels, type ReadModelsHarness } from './read-models-harness.js';

const db: TestDatabase | null = await freshDatabase('trade seller stock API');
const suite = db ? describe : describe.skip;

const PROBLEM_JSON = /^application\/problem\+json/;

/**
 * Sellers set the stock of their own ready-to-ship products (`PUT /api/v1/seller/stock/:productId`)
 * and see it (`GET /api/v1/seller/stock`). The service checks role and ownership itself; another
 * seller's product is as unknown as a product that does not exist.
 */
suite('trade: seller stock API', () => {
  let h: ReadModelsHarness;
  const sellerId = uuidv7();
  const otherId = uuidv7();
  let seller: string;
  let other: string;
  let buyer: string;
  let both: string;

  beforeAll(async () => {
    h = await startReadModels(db!);
    seller = await h.token('seller', sellerId);
    other = await h.token('seller', otherId);
    buyer = await h.token('buyer', uuidv7());
    both = await h.token('both', otherId);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const product = async (
    owner: string,
    over: Parameters<typeof snapshot>[2] = {},
    topic:
      'catalogue.product.published.v1' | 'catalogue.product.archived.v1' = 'catalogue.product.published.v1',
  ) => {
    const id = uuidv7();
    await h.publish(topic, { product: snapshot(id, owner, over), reason: 'approved' }, { key: id });
    return id;
  };
  const put = (id: string, quantity: unknown, token = seller, lang?: string) =>
    h.api(`/api/v1/seller/stock/${id}`, { method: 'PUT', token, json: { quantity }, lang });
  const stockRow = async (id: string) =>
    (await h.sql('select * from trade.stock where product_id = $1', [id]))[0];

  it('the seller sets the units on hand; buyers are told what is available', async () => {
    const id = await product(sellerId, { title: 'Shea butter' });
    const res = await put(id, 120);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      productId: id,
      title: 'Shea butter',
      unit: 'tonne',
      tracked: true,
      onHand: 120,
      reserved: 0,
      available: 120,
    });
    expect((await put(id, 80)).status).toBe(200);
    expect(await stockRow(id)).toMatchObject({ seller_id: sellerId, on_hand: 80, reserved: 0 });
    const events = (await h.outbox('trade.stock.changed.v1'))
      .filter((e) => e.key === id)
      .map((e) => e.payload);
    expect(events.map((e) => [e.productId, e.sellerId, e.available, e.tracked, e.version])).toEqual([
      [id, sellerId, 120n, true, 1n],
      [id, sellerId, 80n, true, 2n],
    ]);
    // The same count again is no change: no event.
    expect((await put(id, 80)).status).toBe(200);
    expect((await h.outbox('trade.stock.changed.v1')).filter((e) => e.key === id)).toHaveLength(2);
  });

  it('lists the seller’s ready-to-ship products, tracked or not, and no one else’s', async () => {
    const tracked = await product(sellerId, { title: 'A tracked cocoa lot' });
    const untracked = await product(sellerId, { title: 'An untracked cocoa lot' });
    const madeToOrder = await product(sellerId, { title: 'A made-to-order lot', readyToShip: false });
    const archived = await product(sellerId, { title: 'An archived lot' }, 'catalogue.product.archived.v1');
    const others = await product(otherId, { title: 'A rival lot' });
    await put(tracked, 7);
    const res = await h.api('/api/v1/seller/stock?pageSize=100', { token: seller });
    expect(res.status).toBe(200);
    const page = await res.json();
    const ids = page.items.map((i: { productId: string }) => i.productId);
    expect(ids).toEqual(expect.arrayContaining([tracked, untracked]));
    expect(ids).not.toContain(madeToOrder);
    expect(ids).not.toContain(archived);
    expect(ids).not.toContain(others);
    expect(page).toMatchObject({ page: 1, pageSize: 100, total: ids.length });
    expect(page.items.find((i: { productId: string }) => i.productId === untracked)).toEqual({
      productId: untracked,
      title: 'An untracked cocoa lot',
      unit: 'tonne',
      tracked: false,
      onHand: 0,
      reserved: 0,
      available: 0,
      updatedAt: null,
    });
    const second = await (await h.api('/api/v1/seller/stock?page=2&pageSize=1', { token: seller })).json();
    expect(second.items).toHaveLength(1);
    expect(second.items[0].productId).toBe(ids[1]);
  });

  it('another seller’s product, an unknown one and a malformed id are all 404', async () => {
    const id = await product(sellerId);
    for (const [path, token] of [
      [id, other],
      [id, both],
      [uuidv7(), seller],
      ['not-a-uuid', seller],
    ] as const) {
      const res = await put(path, 5, token);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('content-type')).toMatch(PROBLEM_JSON);
      expect((await res.json()).code).toBe('stock.product_not_found');
    }
    expect(await stockRow(id)).toBeUndefined();
  });

  it('needs a seller: a buyer is refused and an anonymous caller must sign in', async () => {
    const id = await product(sellerId);
    expect((await put(id, 5, buyer)).status).toBe(403);
    expect((await h.api('/api/v1/seller/stock', { token: buyer })).status).toBe(403);
    expect((await h.api(`/api/v1/seller/stock/${id}`, { method: 'PUT', json: { quantity: 5 } })).status).toBe(
      401,
    );
    expect((await h.api('/api/v1/seller/stock')).status).toBe(401);
    expect(await stockRow(id)).toBeUndefined();
  });

  it('only ready-to-ship products that are not archived keep stock', async () => {
    const madeToOrder = await product(sellerId, { readyToShip: false });
    const archived = await product(sellerId, {}, 'catalogue.product.archived.v1');
    for (const id of [madeToOrder, archived]) {
      const res = await put(id, 5);
      expect(res.status).toBe(409);
      expect((await res.json()).code).toBe('stock.not_stockable');
      expect(await stockRow(id)).toBeUndefined();
    }
  });

  it('refuses a quantity that is not a whole number from 0 to 1,000,000,000', async () => {
    const id = await product(sellerId);
    for (const bad of [-1, 1.5, '3', null, 1_000_000_001, 1e12, true]) {
      const res = await put(id, bad);
      expect([bad, res.status]).toEqual([bad, 400]);
    }
    expect(await stockRow(id)).toBeUndefined();
    expect((await put(id, 0)).status).toBe(200);
    expect((await put(id, 1_000_000_000)).status).toBe(200);
  });

  it('units held by unpaid orders cannot be taken away, and the caller is told so in their language', async () => {
    const id = await product(sellerId);
    await put(id, 10);
    await h.sql('update trade.stock set reserved = 6 where product_id = $1', [id]);
    const res = await put(id, 5, seller, 'fr');
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.code).toBe('stock.below_reserved');
    expect(body.detail).toContain('6 unité(s)');
    expect(await stockRow(id)).toMatchObject({ on_hand: 10, reserved: 6 });
  });
});
