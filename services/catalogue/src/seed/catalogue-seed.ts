import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductAnnouncement } from '../products/product-announcement.js';
import { buildDemoCatalogue, type DemoCatalogue } from './build-catalogue.js';
import { demoImage } from './demo-images.js';
import { DEMO_SELLER } from './demo-seller.js';
import type { Rate, SeedProduct } from './generate-products.js';
import type { SeedSupplier } from './generate-suppliers.js';
import { CategoryIndex, type SeedCategory } from './seed-categories.js';

export interface SeedOptions {
  /** Timestamps (published_at, verified_at, …) are spread back from here. */
  now?: Date;
  suppliers?: number;
  products?: number;
}

export type SeedResult =
  | { seeded: true; suppliers: number; products: number; announced: number; ms: number }
  | { seeded: false; reason: 'not_empty' | 'no_categories'; ms: number };

/**
 * Loads the demo catalogue into an EMPTY catalogue, in one transaction: all of it or nothing.
 * Several replicas may start together, so an advisory lock makes the emptiness check and the load
 * one step. Rows go in as one JSON document per table (jsonb_to_recordset): two statements instead
 * of thousands, which matters most on the embedded PGlite, where every round trip is costly.
 * Every product is announced (catalogue.product.published.v1, reason "seeded") in that same
 * transaction, in a few outbox statements: the cart and trade learn of the products as of any
 * other published product, and the announcement round is recorded as done.
 */
export async function seedDemoCatalogue(
  em: EntityManager,
  announcement: Pick<ProductAnnouncement, 'announceAll'>,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const result = await em.transactional(async (tx): Promise<SeedResult> => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('catalogue.demo-seed'))`);
    const [any] = await tx.execute<{ found: boolean }[]>(
      `select exists (select 1 from catalogue.products) as found`,
    );
    if (any?.found) return { seeded: false, reason: 'not_empty', ms: ms() };
    const categories = await loadCategories(tx);
    if (categories.size === 0) return { seeded: false, reason: 'no_categories', ms: ms() };
    const [demo] = await tx.execute<
      { company_name: string; verification_status: 'unverified' | 'pending' | 'verified' }[]
    >(`select company_name, verification_status from catalogue.suppliers where id = ?`, [DEMO_SELLER.id]);
    const catalogue = buildDemoCatalogue({
      categories,
      rates: await loadRates(tx),
      now: options.now ?? new Date(),
      suppliers: options.suppliers,
      products: options.products,
      demoSellerStored: demo && {
        companyName: demo.company_name,
        verificationStatus: demo.verification_status,
      },
    });
    await insertCatalogue(tx, catalogue);
    return {
      seeded: true,
      suppliers: catalogue.suppliers.length,
      products: catalogue.products.length,
      announced: await announcement.announceAll(tx, 'seeded'),
      ms: ms(),
    };
  });
  if (!result.seeded) return result;
  // The embedded database runs no autovacuum: without statistics the planner takes thousands of
  // rows for a handful and plans (and estimates) accordingly, until someone runs ANALYZE.
  await em.execute('analyze catalogue.suppliers, catalogue.products');
  return { ...result, ms: ms() };
}

export async function loadCategories(em: EntityManager): Promise<CategoryIndex> {
  const rows = await em.execute<
    { id: string; parent_id: string | null; path: string; names: Record<string, string>; retired: boolean }[]
  >(`select id, parent_id, path, names, retired_at is not null as retired from catalogue.categories`);
  return new CategoryIndex(
    rows.map((r): SeedCategory => ({
      id: r.id,
      parentId: r.parent_id,
      path: r.path,
      names: r.names,
      retired: r.retired,
    })),
  );
}

export async function loadRates(em: EntityManager): Promise<Map<string, Rate>> {
  const rows = await em.execute<{ currency: string; per_usd: string; minor_digits: number }[]>(
    `select currency, per_usd, minor_digits from catalogue.fx_rates`,
  );
  return new Map(
    rows.map((r) => [r.currency, { perUsd: Number(r.per_usd), minorDigits: Number(r.minor_digits) }]),
  );
}

async function insertCatalogue(em: EntityManager, c: DemoCatalogue): Promise<void> {
  await insertSuppliers(em, c.suppliers);
  await insertProducts(em, c.products);
}

/** Suppliers in one statement; an id already stored is left as it is. */
export async function insertSuppliers(em: EntityManager, list: SeedSupplier[]): Promise<void> {
  const suppliers = list.map((s) => ({
    id: s.id,
    company_name: s.companyName,
    country: s.country.code,
    city: s.city,
    year_established: s.yearEstablished,
    employees_band: s.employeesBand,
    main_products: s.mainProducts,
    certifications: s.certifications,
    languages: s.languages,
    response_time_hours: s.responseTimeHours,
    description: s.description,
    verification_status: s.verificationStatus,
    verified_at: s.verifiedAt?.toISOString() ?? null,
    rating: s.rating,
    rating_count: s.ratingCount,
    created_at: s.createdAt.toISOString(),
  }));
  // The demo seller's storefront may already exist (identity's registration event got here
  // first): what is stored then stays as it is.
  await em.execute(
    `insert into catalogue.suppliers (id, company_name, country, city, year_established, employees_band,
       main_products, certifications, languages, response_time_hours, description, verification_status,
       verified_at, rating, rating_count, created_at, updated_at)
     select r.*, r.created_at from jsonb_to_recordset(?::jsonb) as r(id uuid, company_name text,
       country char(2), city text, year_established int, employees_band text, main_products text[],
       certifications text[], languages text[], response_time_hours int, description text,
       verification_status text, verified_at timestamptz, rating numeric, rating_count int, created_at timestamptz)
     on conflict (id) do nothing`,
    [JSON.stringify(suppliers)],
  );
}

/** Products in one statement, each with its demo illustration as its image. */
async function insertProducts(em: EntityManager, products: SeedProduct[]): Promise<void> {
  const rows = products.map((p) => ({ ...p, images: [demoImage(p.id, p.category_path)] }));
  await em.execute(
    `insert into catalogue.products (id, seller_id, title, description, category_id, images, unit, moq, price_tiers,
       currency, min_price_minor, min_price_usd_cents, ready_to_ship, lead_time_days, capacity_per_month,
       origin_country, hs_code, incoterms, certifications, specifications, sample_available, sample_price_minor,
       status, category_path, category_text, supplier_name, supplier_verified, published_at, created_at, updated_at)
     select r.id, r.seller_id, r.title, r.description, r.category_id, r.images, r.unit, r.moq, r.price_tiers, r.currency,
       r.min_price_minor, r.min_price_usd_cents, r.ready_to_ship, r.lead_time_days, r.capacity_per_month,
       r.origin_country, r.hs_code, r.incoterms, r.certifications, r.specifications, r.sample_available,
       r.sample_price_minor, 'published', r.category_path, r.category_text, r.supplier_name, r.supplier_verified,
       r.published_at, r.created_at, r.updated_at
     from jsonb_to_recordset(?::jsonb) as r(id uuid, seller_id uuid, title text, description text,
       category_id uuid, images jsonb, unit text, moq int, price_tiers jsonb, currency char(3), min_price_minor bigint,
       min_price_usd_cents bigint, ready_to_ship boolean, lead_time_days int, capacity_per_month int,
       origin_country char(2), hs_code text, incoterms text[], certifications text[], specifications jsonb,
       sample_available boolean, sample_price_minor bigint, category_path text, category_text text,
       supplier_name text, supplier_verified boolean, published_at timestamptz, created_at timestamptz,
       updated_at timestamptz)`,
    [JSON.stringify(rows)],
  );
}
