import pg from 'pg';
import { startHarness, type Harness } from './standalone-harness.js';

const BUYER = { email: 'buyer@demo.sokoni.africa', password: 'Baobab Market 2026' };
/** How long the first start may take to hand the demo catalogue to the cart and trade. */
const CATALOGUE_HANDOVER_MS = 150_000;

/**
 * A fresh standalone run, as `npm start` makes it: the demo catalogue is seeded by the catalogue
 * service, and the demo buyer can put a product from the home page into the cart. The cart and
 * trade know products only from catalogue's events, so this fails if the seed does not announce
 * what it writes (it did not, once: every demo product answered 404 cart.product_not_found).
 */
describe('the demo catalogue can be bought on a fresh standalone run', () => {
  let h: Harness;
  let db: pg.Client;
  let token: string;

  const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any });
  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);

  beforeAll(async () => {
    h = await startHarness();
    db = new pg.Client({ connectionString: h.app.databaseUrl });
    await db.connect();
    const login = await json(await h.api('/api/v1/auth/login', { method: 'POST', json: BUYER }));
    expect(login.status).toBe(200);
    token = login.body.accessToken;
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await h?.stop();
  });

  it(
    'the demo buyer adds a featured product at its MOQ and sees it priced in the cart',
    async () => {
      const featured = await json(await h.api('/api/v1/products/featured?limit=8'));
      expect(featured.status).toBe(200);
      expect(featured.body.items.length).toBeGreaterThan(0);
      const product = featured.body.items[0];

      // The cart learns of the product through the outbox, the bus and its consumer: allow it time.
      const deadline = Date.now() + CATALOGUE_HANDOVER_MS;
      let added = await json(
        await h.api('/api/v1/cart/items', {
          method: 'POST',
          token,
          json: { productId: product.id, quantity: product.moq },
        }),
      );
      while (added.status === 404 && Date.now() < deadline) {
        expect(added.body.code).toBe('cart.product_not_found');
        await new Promise((r) => setTimeout(r, 500));
        added = await json(
          await h.api('/api/v1/cart/items', {
            method: 'POST',
            token,
            json: { productId: product.id, quantity: product.moq },
          }),
        );
      }
      expect(added.status).toBe(200);
      const lines = added.body.sellers.flatMap((s: any) => s.lines);
      expect(lines).toEqual([
        expect.objectContaining({
          productId: product.id,
          sellerId: product.supplier.id,
          title: product.title,
          quantity: product.moq,
          moq: product.moq,
          flags: [],
        }),
      ]);
      expect(lines[0].unitPriceMinor).toBeGreaterThan(0);
      expect(lines[0].lineTotalMinor).toBe(lines[0].unitPriceMinor * product.moq);
      expect(added.body.readyForCheckout).toBe(true);

      const cart = await json(await h.api('/api/v1/cart', { token }));
      expect(cart.body.counts).toMatchObject({ lines: 1, flagged: 0 });
    },
    CATALOGUE_HANDOVER_MS + 30_000,
  );

  it(
    'every published demo product reaches the cart’s and trade’s read models, none dead-lettered',
    async () => {
      const published = await count(
        `select count(*) as n from catalogue.products where status = 'published'`,
      );
      expect(published).toBeGreaterThanOrEqual(1900);
      const deadline = Date.now() + CATALOGUE_HANDOVER_MS;
      const known = async () => ({
        cart: await count(`select count(*) as n from cart.product_snapshot where status = 'published'`),
        trade: await count(`select count(*) as n from trade.trade_product where status = 'published'`),
      });
      let seen = await known();
      while ((seen.cart < published || seen.trade < published) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 1000));
        seen = await known();
      }
      expect(seen).toEqual({ cart: published, trade: published });
      expect(await count(`select count(*) as n from cart.dead_letter`)).toBe(0);
      expect(await count(`select count(*) as n from trade.dead_letter`)).toBe(0);
      // One announcement, at the seed: no second one at start-up.
      expect(
        await count(
          `select count(*) as n from catalogue.outbox where topic = 'catalogue.product.published.v1'`,
        ),
      ).toBe(published);
    },
    CATALOGUE_HANDOVER_MS + 30_000,
  );
});
