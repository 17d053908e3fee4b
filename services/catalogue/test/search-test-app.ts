import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import { loadConfig } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { InProcessTransport } from '@sokoni/platform/events';
import { appUrl, createServiceApp } from '@sokoni/platform/http';
import { createTestDatabaseOrSkip, type TestDatabase } from '@sokoni/platform/testing';
import { CatalogueModule, catalogueConfigSchema } from '../src/index.js';

/**
 * The catalogue alone on a fresh real PostgreSQL database, for search. Search is public, so no
 * token issuer is needed: the JWKS address points nowhere. Fixtures go in with SQL, the way the
 * products use-cases leave them (denormalized search columns filled in).
 */

/** A fresh database, or null after saying why the suite is skipped (platform/testing). */
export const searchDatabaseOrSkip = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_search_test');

export interface SupplierFixture {
  name: string;
  country: string;
  verified?: boolean;
  suspended?: boolean;
}

export interface ProductFixture {
  title: string;
  description?: string;
  category: string;
  supplier: string;
  currency: string;
  /** Lowest tier price, minor units of `currency`. */
  price: number;
  moq?: number;
  unit?: string;
  country: string;
  readyToShip?: boolean;
  status?: string;
  /** Days ago it was published (newest sort). */
  age?: number;
}

/** The spec's base rates the migration seeds (units per USD, minor digits). */
const RATES: Record<string, [number, number]> = {
  USD: [1, 2],
  EUR: [0.85, 2],
  NGN: [750, 2],
  KES: [150, 2],
  GHS: [12, 2],
  MAD: [10, 2],
  TZS: [2500, 2],
};

export interface SearchTestApp {
  app: INestApplication;
  api(path: string, lang?: string): Promise<Response>;
  json(path: string, lang?: string): Promise<any>;
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  supplier(f: SupplierFixture): Promise<string>;
  product(f: ProductFixture): Promise<string>;
  close(): Promise<void>;
}

/** `env`: settings besides the defaults (SEARCH_EXACT_COUNT_PAGES: '0' to see estimates in a small table). */
export async function startSearch(
  db: TestDatabase,
  env: Record<string, string> = {},
): Promise<SearchTestApp> {
  const config = loadConfig(
    catalogueConfigSchema,
    {
      DATABASE_URL: db.url,
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.INT_LOG_LEVEL ?? 'warn',
      DB_POOL_MAX: '6',
      // Fixtures go in with SQL, which raises no event to drop the read cache (read-cache.int-spec).
      CATALOGUE_READ_CACHE_MS: '0',
      ...env,
    },
    { service: 'catalogue' },
  );
  const app = await createServiceApp(
    CatalogueModule.forRoot({
      config,
      transport: new InProcessTransport(),
      jwksUrl: 'http://127.0.0.1:9/.well-known/jwks.json',
    }),
    { title: 'Sokoni catalogue search (test)', config, port: 0 },
  );
  const url = appUrl(app);
  const pool = new pg.Pool({ connectionString: db.url, max: 3 });
  // pool.end() does not wait for sockets to close; the forced drop must not crash the next file.
  pool.on('error', () => undefined);
  const sql: SearchTestApp['sql'] = async (text, params) => (await pool.query(text, params)).rows;
  const suppliers = new Map<string, SupplierFixture>();

  const api: SearchTestApp['api'] = (path, lang) =>
    fetch(`${url}${path}`, { headers: lang ? { 'accept-language': lang } : {} });

  return {
    app,
    api,
    sql,
    async json(path, lang) {
      const res = await api(path, lang);
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    async supplier(f) {
      const id = uuidv7();
      await sql(
        `insert into catalogue.suppliers (id, company_name, country, verification_status, verified_at, suspended)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          id,
          f.name,
          f.country,
          f.verified ? 'verified' : 'unverified',
          f.verified ? new Date() : null,
          f.suspended ?? false,
        ],
      );
      suppliers.set(id, f);
      return id;
    },
    async product(f) {
      const id = uuidv7();
      const s = suppliers.get(f.supplier);
      if (!s) throw new Error('unknown supplier fixture');
      const [perUsd, digits] = RATES[f.currency] ?? [1, 2];
      const usdCents = Math.round((f.price / 10 ** digits / perUsd) * 100);
      const moq = f.moq ?? 1;
      const status = f.status ?? 'published';
      await sql(
        `insert into catalogue.products (id, seller_id, title, description, category_id, images, unit, moq,
           price_tiers, currency, min_price_minor, min_price_usd_cents, ready_to_ship, lead_time_days,
           origin_country, status, category_path, category_text, supplier_name, supplier_verified,
           supplier_suspended, published_at)
         select $1, $2, $3, $4, c.id, $5, $6, $7, $8, $9, $10, $11, $12, 14, $13, $14, c.path,
           (select string_agg(n.value, ' ') from catalogue.categories a, jsonb_each_text(a.names) n
             where c.path = a.path or c.path like a.path || '/%'),
           $15, $16, $17, case when $14 = 'published' then now() - make_interval(days => $18) end
         from catalogue.categories c where c.path = $19`,
        [
          id,
          f.supplier,
          f.title,
          f.description ?? '',
          JSON.stringify([
            {
              key: `p/${id}.jpg`,
              url: `/media/p/${id}.jpg`,
              thumbnailUrl: `/media/p/${id}-t.jpg`,
              contentType: 'image/jpeg',
              width: 800,
              height: 600,
            },
          ]),
          f.unit ?? 'kg',
          moq,
          JSON.stringify([{ minQuantity: moq, unitPriceMinor: f.price }]),
          f.currency,
          f.price,
          usdCents,
          f.readyToShip ?? false,
          f.country,
          status,
          s.name,
          s.verified ?? false,
          s.suspended ?? false,
          f.age ?? 1,
          f.category,
        ],
      );
      const [row] = await sql(`select 1 from catalogue.products where id = $1`, [id]);
      if (!row) throw new Error(`no category ${f.category}`);
      return id;
    },
    async close() {
      await app.close();
      await pool.end();
      await db.drop();
    },
  };
}

export const PROBLEM_JSON = /^application\/problem\+json/;
