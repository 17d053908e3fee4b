import type { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '@sokoni/platform/config';
import { Migration20261122000000EventTables, migrateDatabase, openDatabase } from '@sokoni/platform/db';
import { EventOutbox, InProcessTransport } from '@sokoni/platform/events';
import { createServiceApp } from '@sokoni/platform/http';
import { createTestDatabaseOrSkip } from '@sokoni/platform/testing';
import {
  CATALOGUE_ENTITIES,
  CATALOGUE_MIGRATIONS,
  CatalogueModule,
  catalogueConfigSchema,
} from '../src/index.js';
import { usdCents } from '../src/fx/fx-rates.js';
import {
  checkPriceTiers,
  checkProductText,
  HS_CODE,
  INCOTERMS,
  UNITS,
} from '../src/products/product-rules.js';
import { ProductAnnouncement } from '../src/products/product-announcement.js';
import { ProductEvents } from '../src/products/product-events.js';
import { seedDemoCatalogue } from '../src/seed/catalogue-seed.js';
import { DEMO_SELLER, DEMO_SELLER_PRODUCTS } from '../src/seed/demo-seller.js';

/** The demo catalogue against real PostgreSQL: deterministic, as large as promised, consistent, idempotent. */
const db = await createTestDatabaseOrSkip('catalogue demo seed', 'sokoni_seed_test');
const suite = db ? describe : describe.skip;
const NOW = new Date('2026-11-22T12:00:00Z');

suite('catalogue demo seed (PostgreSQL)', () => {
  let orm: MikroORM;
  let announcement: ProductAnnouncement;
  const seed = () => seedDemoCatalogue(orm.em.fork(), announcement, { now: NOW });
  const sql = async <T = any>(text: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(text, params);
  /** Every column of every seeded row, hashed: equal hashes = identical catalogues. */
  const fingerprint = async () =>
    sql(`select (select count(*)::int from catalogue.products) as products,
                (select md5(string_agg(p::text, '|' order by p.id)) from catalogue.products p) as products_md5,
                (select count(*)::int from catalogue.suppliers) as suppliers,
                (select md5(string_agg(s::text, '|' order by s.id)) from catalogue.suppliers s) as suppliers_md5`);

  beforeAll(async () => {
    orm = await openDatabase({
      schema: 'catalogue',
      url: db!.url,
      entities: CATALOGUE_ENTITIES,
      migrations: [Migration20261122000000EventTables, ...CATALOGUE_MIGRATIONS],
      poolMax: 2,
    });
    await migrateDatabase(orm, 'catalogue');
    // The seed's events (test/seed-announcement.int-spec.ts) go to the outbox; no relay runs here.
    const config = loadConfig(catalogueConfigSchema, { DATABASE_URL: db!.url });
    const outbox = new EventOutbox({
      service: 'catalogue',
      schema: 'catalogue',
      transport: new InProcessTransport(),
    });
    announcement = new ProductAnnouncement(new ProductEvents(outbox, config), config);
  });
  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  let first: any;

  it('loads ~200 suppliers in 30+ countries and ~2,000 published products in one go', async () => {
    const result = await seed();
    expect(result).toMatchObject({ seeded: true });
    [first] = await fingerprint();
    // Statistics gathered (the embedded database has no autovacuum to do it): the planner knows the size.
    const [stats] = await sql(
      `select reltuples::int as rows from pg_class where oid = 'catalogue.products'::regclass`,
    );
    expect(stats.rows).toBe(first.products);
    expect(first.suppliers).toBeGreaterThanOrEqual(195);
    expect(first.suppliers).toBeLessThanOrEqual(210);
    expect(first.products).toBeGreaterThanOrEqual(1900);
    expect(first.products).toBeLessThanOrEqual(2200);
    const [c] = await sql(`select count(distinct country)::int as countries,
        avg((verification_status = 'verified')::int)::float as verified,
        count(*) filter (where verification_status = 'verified' and verified_at is null)::int as undated
      from catalogue.suppliers`);
    expect(c.countries).toBeGreaterThanOrEqual(30);
    expect(c.verified).toBeGreaterThan(0.5);
    expect(c.verified).toBeLessThan(0.7);
    expect(c.undated).toBe(0);
    const [p] = await sql(
      `select count(*) filter (where status <> 'published')::int as unpublished,
        count(*) filter (where published_at < ?::timestamptz - interval '181 days' or published_at > ?)::int as out_of_range,
        count(*) filter (where search_vector is null)::int as unsearchable,
        count(distinct title)::int as titles
      from catalogue.products`,
      [NOW, NOW],
    );
    expect(p).toMatchObject({ unpublished: 0, out_of_range: 0, unsearchable: 0 });
    expect(p.titles).toBeGreaterThan(300);
  });

  it('places every product in an existing category and fills every subcategory', async () => {
    const [orphans] = await sql(`select count(*)::int as n from catalogue.products p
      left join catalogue.categories c on c.id = p.category_id
      where c.id is null or c.path <> p.category_path or c.retired_at is not null
         or p.category_text not like '%' || (c.names->>'en') || '%' or p.category_text not like '%' || (c.names->>'sw') || '%'`);
    expect(orphans.n).toBe(0);
    const empty = await sql(`select c.path from catalogue.categories c
      where c.parent_id is not null and not exists (select 1 from catalogue.products p where p.category_id = c.id)`);
    expect(empty).toEqual([]);
  });

  it('keeps prices in integer minor units, tiers in order, and min prices consistent with the FX table', async () => {
    const bad = await sql(`select p.id, p.title from catalogue.products p
      left join catalogue.fx_rates r on r.currency = p.currency
      where r.currency is null
         or p.min_price_minor <> (select min((t->>'unitPriceMinor')::bigint) from jsonb_array_elements(p.price_tiers) t)
         or abs(p.min_price_usd_cents - p.min_price_minor::numeric / 10 ^ r.minor_digits / r.per_usd * 100) > 0.5001
         or jsonb_array_length(p.price_tiers) not between 1 and 4
         or (p.price_tiers->0->>'minQuantity')::int <> p.moq
         or exists (select 1 from jsonb_array_elements(p.price_tiers) with ordinality a(t, i)
                    join jsonb_array_elements(p.price_tiers) with ordinality b(t, i) on b.i = a.i + 1
                    where (b.t->>'minQuantity')::bigint <= (a.t->>'minQuantity')::bigint
                       or (b.t->>'unitPriceMinor')::bigint > (a.t->>'unitPriceMinor')::bigint)
         or (p.price_tiers::text ~ '\\.\\d') limit 5`);
    expect(bad).toEqual([]);
    // Exactly what the products use-cases store (usdCents), half-cents included.
    const rates = new Map<string, { perUsd: number; minorDigits: number }>(
      (await sql(`select currency, per_usd, minor_digits from catalogue.fx_rates`)).map((r: any) => [
        r.currency,
        { perUsd: Number(r.per_usd), minorDigits: r.minor_digits },
      ]),
    );
    const prices = await sql(`select currency, min_price_minor, min_price_usd_cents from catalogue.products`);
    const off = prices.filter(
      (p: any) =>
        usdCents(Number(p.min_price_minor), rates.get(p.currency)!) !== Number(p.min_price_usd_cents),
    );
    expect(off).toEqual([]);
    const currencies = await sql(`select distinct currency from catalogue.products order by currency`);
    expect(currencies.map((r: any) => r.currency)).toEqual(
      expect.arrayContaining([
        'USD',
        'NGN',
        'KES',
        'GHS',
        'ZAR',
        'EGP',
        'MAD',
        'TND',
        'ETB',
        'UGX',
        'TZS',
        'EUR',
      ]),
    );
  });

  it('passes the same rules a seller’s own product must (units, Incoterms, HS codes, tiers, safe text)', async () => {
    const rows =
      await sql(`select title, description, unit, moq, price_tiers, incoterms, hs_code, certifications,
      specifications from catalogue.products`);
    for (const p of rows) {
      expect(UNITS).toContain(p.unit);
      for (const term of p.incoterms) expect(INCOTERMS).toContain(term);
      expect(p.hs_code).toMatch(HS_CODE);
      expect(() => checkPriceTiers(p.moq, p.price_tiers)).not.toThrow();
      expect(() => checkProductText(p)).not.toThrow();
    }
  });

  it('shows what the issue names: cocoa, shea, cashew, kente, wax prints, solar, phones, machinery, leather', async () => {
    const has = async (title: string, country?: string) => {
      const [r] = await sql(
        `select count(*)::int as n from catalogue.products where title ilike ? and (?::text is null or origin_country = ?)`,
        [`%${title}%`, country ?? null, country ?? null],
      );
      return r.n as number;
    };
    for (const [title, country] of [
      ['cocoa beans', 'GH'],
      ['cocoa beans', 'CI'],
      ['shea butter', 'BF'],
      ['shea butter', 'GH'],
      ['cashew', 'TZ'],
      ['leather', 'ET'],
    ] as const)
      expect(await has(title, country)).toBeGreaterThan(0);
    for (const title of ['kente', 'wax print', 'solar panel', 'smartphone', 'tractor'])
      expect(await has(title)).toBeGreaterThan(0);
  });

  it('gives the demo seller its storefront (fixed id) and about 20 products', async () => {
    const [s] = await sql(
      `select company_name, country, verification_status from catalogue.suppliers where id = ?`,
      [DEMO_SELLER.id],
    );
    expect(s).toEqual({
      company_name: DEMO_SELLER.businessName,
      country: 'GH',
      verification_status: 'verified',
    });
    const [n] = await sql(`select count(*)::int as n from catalogue.products where seller_id = ?`, [
      DEMO_SELLER.id,
    ]);
    expect(n.n).toBe(DEMO_SELLER_PRODUCTS);
  });

  it('is idempotent: a non-empty catalogue is left alone', async () => {
    expect(await seed()).toMatchObject({
      seeded: false,
      reason: 'not_empty',
    });
    expect((await fingerprint())[0]).toEqual(first);
  });

  it('is deterministic: seeding again from scratch gives the very same rows', async () => {
    await sql(`truncate catalogue.products, catalogue.suppliers cascade`);
    expect(await seed()).toMatchObject({ seeded: true });
    expect((await fingerprint())[0]).toEqual(first);
  });

  it('seeds at the first start with SEED_DEMO_DATA and adds nothing at the second', async () => {
    await sql(`truncate catalogue.products, catalogue.suppliers cascade`);
    const start = async () => {
      const config = loadConfig(
        catalogueConfigSchema,
        {
          DATABASE_URL: db!.url,
          LOG_LEVEL: process.env.INT_LOG_LEVEL ?? 'warn',
          HOST: '127.0.0.1',
          SEED_DEMO_DATA: 'true',
          STORAGE_DIR: '/tmp/sokoni-seed-test-uploads',
          JWKS_URL: 'http://127.0.0.1:9/.well-known/jwks.json',
        },
        { service: 'catalogue' },
      );
      const app = await createServiceApp(
        CatalogueModule.forRoot({ config, transport: new InProcessTransport(), jwksUrl: config.JWKS_URL }),
        { title: 'catalogue (seed test)', config, port: 0 },
      );
      const [f] = await fingerprint();
      await app.close();
      return f;
    };
    const once = await start();
    expect(once.products).toBe(first.products);
    expect(await start()).toEqual(once);
  });
});
