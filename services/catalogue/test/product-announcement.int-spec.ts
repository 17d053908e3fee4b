import { MikroORM } from '@mikro-orm/postgresql';
import type { Env } from '@sokoni/platform/config';
import type { TestDatabase } from '@sokoni/platform/testing';
import {
  ANNOUNCEMENT_PAGE,
  PRODUCT_ANNOUNCEMENT_ROUND,
  ProductAnnouncement,
} from '../src/products/product-announcement.js';
import { ProductAnnouncer } from '../src/products/product-announcer.js';
import type { PriceTier } from '../src/products/product.entity.js';
import { seedDemoCatalogue } from '../src/seed/catalogue-seed.js';
import { DEMO_SELLER, DEMO_SELLER_PRODUCTS } from '../src/seed/demo-seller.js';
import { freshDatabase, startCatalogue, type CatalogueHarness } from './categories-harness.js';

const db: TestDatabase | null = await freshDatabase('catalogue product announcement');
const suite = db ? describe : describe.skip;

const TOPIC = 'catalogue.product.published.v1';

interface ProductRow {
  id: string;
  seller_id: string;
  title: string;
  category_id: string;
  category_path: string;
  currency: string;
  price_tiers: PriceTier[];
  unit: string;
  moq: number;
  origin_country: string;
  ready_to_ship: boolean;
  lead_time_days: number | null;
  incoterms: string[];
  images: { url: string }[];
}

/**
 * The cart's and trade's product read models are fed only by catalogue.product.published.v1 and
 * its siblings. The demo seed announces what it writes in its own transaction; a database whose
 * products were never announced (seeded before that), or a consumer that joins later (a raised
 * announcement round), gets the whole published catalogue once — not at every restart.
 */
suite('catalogue: the published catalogue announced to other services', () => {
  let h: CatalogueHarness;
  const start = async (env: Env = {}) => {
    await h?.stop();
    h = await startCatalogue(db!, { SEED_DEMO_DATA: 'true', PUBLIC_URL: 'https://sokoni.example', ...env });
    return h;
  };
  const events = async () => (await h.outbox(TOPIC)).map((e) => ({ key: e.key, ...e.payload }));
  const published = async () =>
    h.sql<ProductRow>(`select * from catalogue.products where status = 'published' order by id`);
  const state = async () =>
    (
      await h.sql<{ round: number; pending_round: number | null; after_id: string | null; sent: string }>(
        'select round, pending_round, after_id, sent::text as sent from catalogue.product_announcement',
      )
    )[0]!;
  /** How many events each product has, for those of `reason` (all when omitted). */
  const perProduct = async (reason?: string) => {
    const counts = new Map<string, number>();
    for (const e of await events())
      if (!reason || e.reason === reason) counts.set(e.key, (counts.get(e.key) ?? 0) + 1);
    return counts;
  };
  const announcer = () => h.app.get(ProductAnnouncer);

  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('the demo seed sends one published event per product it writes, with the snapshot a publication carries', async () => {
    await start();
    const rows = await published();
    expect(rows.length).toBeGreaterThanOrEqual(1900);
    expect(rows.every((r) => r.images.length === 1)).toBe(true);
    const all = await events();
    expect(all).toHaveLength(rows.length);
    expect(new Set(all.map((e) => e.reason))).toEqual(new Set(['seeded']));
    const byKey = new Map(all.map((e) => [e.key, e]));
    expect(byKey.size).toBe(rows.length);
    for (const r of rows) {
      const e = byKey.get(r.id);
      expect(e?.product).toEqual({
        $typeName: 'sokoni.catalogue.v1.ProductSnapshot',
        productId: r.id,
        sellerId: r.seller_id,
        title: r.title,
        categoryId: r.category_id,
        categorySlugPath: r.category_path,
        currency: r.currency,
        priceTiers: r.price_tiers.map((t) => ({
          $typeName: 'sokoni.catalogue.v1.PriceTier',
          minQuantity: BigInt(t.minQuantity),
          unitPriceMinor: BigInt(t.unitPriceMinor),
        })),
        unit: r.unit,
        minOrderQuantity: BigInt(r.moq),
        // Its demo illustration, at the address others may link to.
        imageUrls: r.images.map((i) => `https://sokoni.example${i.url}`),
        originCountry: r.origin_country,
        readyToShip: r.ready_to_ship,
        leadTimeDays: r.lead_time_days ?? 0,
        incoterms: r.incoterms,
      });
    }
    // What a buyer can act on: priced from the MOQ up, by a real seller.
    for (const { product } of all) {
      expect(product!.minOrderQuantity).toBeGreaterThanOrEqual(1n);
      expect(product!.priceTiers[0]!.minQuantity).toBe(product!.minOrderQuantity);
      expect(product!.priceTiers.every((t) => t.unitPriceMinor > 0n)).toBe(true);
    }
    expect(all.filter((e) => e.product!.sellerId === DEMO_SELLER.id)).toHaveLength(DEMO_SELLER_PRODUCTS);
    expect(await state()).toEqual({
      round: PRODUCT_ANNOUNCEMENT_ROUND,
      pending_round: null,
      after_id: null,
      sent: String(rows.length),
    });
  });

  it('a restart sends nothing: the seed recorded the round as announced', async () => {
    const before = (await events()).length;
    await start();
    await announcer().settle();
    expect(await announcer().pass()).toBeNull();
    expect(await events()).toHaveLength(before);
  });

  it('a seed that fails leaves neither products nor events behind (one transaction)', async () => {
    await h.sql('truncate catalogue.products, catalogue.suppliers, catalogue.outbox cascade');
    const real = h.app.get(ProductAnnouncement);
    const em = h.app.get(MikroORM).em.fork();
    await expect(
      seedDemoCatalogue(em, {
        announceAll: async (tx, reason) => {
          expect(await real.announceAll(tx, reason)).toBeGreaterThanOrEqual(1900);
          throw new Error('failed after announcing');
        },
      }),
    ).rejects.toThrow('failed after announcing');
    expect(await h.sql('select id from catalogue.products')).toEqual([]);
    expect(await h.sql('select id from catalogue.outbox')).toEqual([]);
    // As it was, for the suites below.
    expect(await seedDemoCatalogue(em.fork(), real)).toMatchObject({ seeded: true });
  });

  it('a database seeded before products were announced is announced once at the next start', async () => {
    // What such a database holds: products but no events, and the migration's round 0. Drafts and
    // archived products are not announced.
    const hidden = await h.sql<{ id: string }>(
      `with two as (select id, row_number() over (order by id) as n from catalogue.products order by id limit 2)
       update catalogue.products p set status = case when two.n = 1 then 'draft' else 'archived' end,
         published_at = null
       from two where p.id = two.id returning p.id`,
    );
    expect(hidden).toHaveLength(2);
    await h.sql('truncate catalogue.outbox');
    await h.sql('update catalogue.product_announcement set round = 0, sent = 0');
    await start();
    // The first page is written before the service answers; the rest follows in the background.
    expect((await events()).length).toBeGreaterThanOrEqual(ANNOUNCEMENT_PAGE);
    await announcer().settle();
    const rows = await published();
    const counts = await perProduct('reannounced');
    expect(counts.size).toBe(rows.length);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(rows.every((r) => counts.has(r.id))).toBe(true);
    expect(hidden.filter((p) => counts.has(p.id))).toEqual([]);
    expect(await events()).toHaveLength(rows.length);
    expect(await state()).toMatchObject({ round: PRODUCT_ANNOUNCEMENT_ROUND, pending_round: null });

    await start();
    await announcer().settle();
    expect(await events()).toHaveLength(rows.length);
  });

  it('an operator raises PRODUCT_ANNOUNCEMENT_ROUND: every product once more, and only once', async () => {
    const before = await events();
    const round = PRODUCT_ANNOUNCEMENT_ROUND + 4;
    await start({ PRODUCT_ANNOUNCEMENT_ROUND: String(round) });
    await announcer().settle();
    const rows = await published();
    expect((await events()).length).toBe(before.length + rows.length);
    expect([...(await perProduct()).values()].every((n) => n === 2)).toBe(true);
    expect(await state()).toMatchObject({ round, pending_round: null, sent: String(rows.length) });

    await start({ PRODUCT_ANNOUNCEMENT_ROUND: String(round) });
    await announcer().settle();
    // Unset again: the code's lower round is long done.
    await start();
    await announcer().settle();
    expect((await events()).length).toBe(before.length + rows.length);
  });

  it('an interrupted round resumes after its last page; replicas running it together send each product once', async () => {
    const rows = await published();
    const round = PRODUCT_ANNOUNCEMENT_ROUND + 5;
    const cut = rows[999]!.id;
    // A round stopped (shut down, crashed) after committing the pages up to `cut`.
    await h.sql(`update catalogue.product_announcement set pending_round = $1, after_id = $2, sent = 1000`, [
      round,
      cut,
    ]);
    await h.sql('truncate catalogue.outbox');
    await start({ PRODUCT_ANNOUNCEMENT_ROUND: String(round) });
    // Three workers at once: the background loop and two more passes, as replicas would.
    await Promise.all([announcer().pass(), announcer().pass(), announcer().settle()]);
    const counts = await perProduct('reannounced');
    expect([...counts.keys()].sort()).toEqual(rows.filter((r) => r.id > cut).map((r) => r.id));
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await state()).toEqual({
      round,
      pending_round: null,
      after_id: null,
      sent: String(rows.length),
    });
  });
});
