import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { freshDatabase, startCatalogue, type CatalogueHarness } from './categories-harness.js';

const db: TestDatabase | null = await freshDatabase('catalogue availability from trade stock');
const suite = db ? describe : describe.skip;

/**
 * Trade owns stock; the catalogue shows what buyers can still order from trade.stock.changed.v1.
 * Events may come late: the highest version per product wins, and only the stock columns change.
 */
suite('catalogue: availability from trade stock events', () => {
  let h: CatalogueHarness;
  const seller = uuidv7();

  beforeAll(async () => {
    h = await startCatalogue(db!);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const stock = (productId: string, version: number, available: number, tracked = true) =>
    h.publish(
      'trade.stock.changed.v1',
      { productId, sellerId: seller, available: BigInt(available), tracked, version: BigInt(version) },
      {},
    );
  const shown = async (id: string) => {
    const res = await h.api(`/api/v1/products/${id}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { available: number | null }).available;
  };

  it('a product trade keeps no stock for is not limited (null)', async () => {
    const id = await h.product({ sellerId: seller, categoryPath: 'agriculture/cocoa-coffee' });
    expect(await shown(id)).toBeNull();
  });

  it('shows the newest availability, whatever order the events arrive in, without touching updated_at', async () => {
    const id = await h.product({ sellerId: seller, categoryPath: 'agriculture/cocoa-coffee' });
    const [before] = await h.sql('select updated_at from catalogue.products where id = $1', [id]);
    await stock(id, 2, 7);
    expect(await shown(id)).toBe(7);
    await stock(id, 1, 120);
    expect(await shown(id)).toBe(7);
    await stock(id, 3, 0);
    expect(await shown(id)).toBe(0);
    expect((await h.sql('select updated_at from catalogue.products where id = $1', [id]))[0]).toEqual(before);
  });

  it('untracked again means not limited; an event for a product the catalogue lacks changes nothing', async () => {
    const id = await h.product({ sellerId: seller, categoryPath: 'agriculture/cocoa-coffee' });
    await stock(id, 1, 5);
    await stock(id, 2, 0, false);
    expect(await shown(id)).toBeNull();
    await stock(uuidv7(), 1, 5);
  });

  it('a malformed event is dead-lettered', async () => {
    await stock('not-a-product', 1, 5);
    const letters = await h.sql(
      `select error_kind from catalogue.dead_letter where topic = 'trade.stock.changed.v1'`,
    );
    expect(letters).toEqual([{ error_kind: 'poison' }]);
  });
});
