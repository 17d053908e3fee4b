/**
 * `npm run bench:seed -- --products 1000000 [--suppliers 20000] [--database-url postgres://…] [--jobs 2] [--reset]`
 *
 * A benchmark-scale catalogue in a real PostgreSQL database, with the demo seed's vocabulary. The
 * vocabulary is expanded in Node into a few thousand "variants" (title, description, specs, tiers
 * in USD, category) and ~20k suppliers; the products themselves are generated server-side by
 * INSERT … SELECT over generate_series, each row picking its supplier, variant, price jitter,
 * status and dates from hashes of its number — so nothing per row crosses the wire and the same
 * arguments give the same catalogue. Secondary indexes are dropped for the load and rebuilt after.
 *
 * Run by Node's own TypeScript support (no build step of its own): the seed modules come from the
 * catalogue's build output at run time and from its sources for the type checker.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { CATALOGUE_ENTITIES, CATALOGUE_MIGRATIONS, CATALOGUE_SCHEMA } from '@sokoni/catalogue';
import { EVENT_TABLE_MIGRATIONS, migrateDatabase, openDatabase } from '@sokoni/platform/db';
import type * as Variants from '../../services/catalogue/src/seed/bench-variants.js';
import type * as Seed from '../../services/catalogue/src/seed/catalogue-seed.js';

const seedDir = new URL('../../services/catalogue/dist/seed/', import.meta.url);
const load = <T>(file: string): Promise<T> => import(new URL(file, seedDir).href) as Promise<T>;
const { benchVariants, benchSuppliers } = await load<typeof Variants>('bench-variants.js');
const { insertSuppliers, loadCategories } = await load<typeof Seed>('catalogue-seed.js');

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000000' },
    suppliers: { type: 'string' },
    'database-url': { type: 'string' },
    jobs: { type: 'string', default: '2' },
    chunk: { type: 'string', default: '20000' },
    reset: { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
const supplierCount = Number(values.suppliers ?? Math.max(200, Math.round(products / 50)));
const jobs = Math.max(1, Number(values.jobs));
const chunk = Math.max(1000, Number(values.chunk));
const url = values['database-url'] ?? process.env.DATABASE_URL;
if (!url || !Number.isInteger(products) || products < 1) {
  console.error('usage: npm run bench:seed -- --products 1000000 --database-url postgres://… [--reset]');
  process.exit(2);
}

/**
 * One chunk of products, numbers $1..$2. Two 64-bit hashes of the number drive every choice
 * (supplier, line, variant, quoting currency, ±15% price jitter, status, dates); ids are UUIDv7
 * with the number as their time part, so they are unique and sortable. The search vector comes
 * from the table's own trigger, exactly as for a product created through the API.
 */
const PRODUCTS_SQL = `
  with x as (
    select g, md5(g::text) as hx, hashint8extended(g, 1) as h1, hashint8extended(g, 2) as h2
    from generate_series($1::bigint, $2::bigint) g
  )
  insert into catalogue.products (id, seller_id, title, description, category_id, unit, moq, price_tiers, currency,
    min_price_minor, min_price_usd_cents, ready_to_ship, lead_time_days, capacity_per_month, origin_country, hs_code,
    incoterms, certifications, specifications, sample_available, sample_price_minor, status, category_path,
    category_text, supplier_name, supplier_verified, supplier_suspended, published_at, created_at, updated_at)
  select
    (lpad(to_hex($3::bigint + x.g), 12, '0') || '7' || substr(x.hx, 1, 3) || substr('89ab', 1 + (x.g % 4)::int, 1)
      || substr(x.hx, 4, 15))::uuid,
    s.id,
    (array['', '', '', '', '', 'Premium ', 'Wholesale ', 'Bulk ', 'High Quality ', 'Factory Direct '])[1 + abs(x.h2 % 10)]
      || replace(v.title, '{c}', s.country_name),
    replace(replace(replace(v.description, '{c}', s.country_name), '{s}', s.name), '{city}', s.city),
    v.category_id, v.unit, v.moq, t.tiers, r.currency, t.min_minor,
    round(t.min_minor::numeric / 10 ^ r.minor_digits / r.per_usd * 100),
    v.rts, v.lead, v.capacity, s.country, v.hs_code, v.incoterms, v.certifications,
    v.specs || jsonb_build_array(jsonb_build_object('key', 'Origin', 'value', s.country_name)),
    v.sample,
    case when v.sample then catalogue.bench_nice((v.sample_usd_cents / 100.0 * r.per_usd * 10 ^ r.minor_digits)::numeric) end,
    d.status, v.category_path, v.category_text, s.name, s.verified, s.suspended,
    case when d.status in ('published', 'archived') then d.at end, d.at - d.age, d.at
  from x
  join catalogue.bench_suppliers s on s.n = abs(x.h1 % $4)
  join catalogue.bench_variants v
    on v.fam = s.fams[1 + abs((x.h1 >> 20) % cardinality(s.fams))] and v.k = abs((x.h1 >> 40) % $5)
  join catalogue.fx_rates r on r.currency =
    case when v.usd_quote and abs((x.h2 >> 8) % 10) < 6 then 'USD' else s.currency end
  cross join lateral (
    select jsonb_agg(jsonb_build_object('minQuantity', u.q, 'unitPriceMinor', u.p) order by u.i) as tiers,
           min(u.p) as min_minor
    from (select i, q, catalogue.bench_nice((pu / 100.0 * (0.85 + abs((x.h2 >> 16) % 300) / 1000.0)
                   * r.per_usd * 10 ^ r.minor_digits)::numeric) as p
          from unnest(v.qs, v.ps) with ordinality as w(q, pu, i)) u
  ) t
  cross join lateral (
    select case when abs((x.h2 >> 28) % 100) < 94 then 'published'
                when abs((x.h2 >> 28) % 100) < 97 then 'pending_review'
                when abs((x.h2 >> 28) % 100) < 99 then 'draft' else 'archived' end as status,
           $6::timestamptz - make_interval(secs => abs((x.h2 >> 36) % 15552000)) as at,
           make_interval(secs => abs(x.h1 % 1209600)) as age
  ) d`;

const started = performance.now();
const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;
const orm = await openDatabase({
  schema: CATALOGUE_SCHEMA,
  url,
  entities: CATALOGUE_ENTITIES,
  migrations: [...EVENT_TABLE_MIGRATIONS, ...CATALOGUE_MIGRATIONS],
  poolMax: 1,
});
const pool = new pg.Pool({ connectionString: url, max: jobs + 1 });
const sql = async <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = []) =>
  (await pool.query<T>(text, params)).rows;
const savedIndexes: { name: string; def: string }[] = [];
try {
  await migrateDatabase(orm, CATALOGUE_SCHEMA);
  const [{ n } = { n: '0' }] = await sql<{ n: string }>(`select count(*) as n from catalogue.products`);
  if (Number(n) > 0) {
    if (!values.reset)
      throw new Error(`catalogue.products already has ${n} rows: pass --reset to replace them`);
    await sql(`truncate catalogue.products, catalogue.suppliers cascade`);
  }
  const categories = await loadCategories(orm.em.fork());
  if (categories.size === 0)
    throw new Error('the category tree is empty: are the catalogue migrations complete?');

  // 1. Vocabulary and suppliers, made in Node.
  let t = performance.now();
  const variants = benchVariants(categories, 12);
  const suppliers = benchSuppliers(supplierCount, variants.families, new Date());
  await insertSuppliers(orm.em.fork(), suppliers.rows);
  await sql(`update catalogue.suppliers set suspended = true where id = any($1::uuid[])`, [
    suppliers.suspended,
  ]);
  await sql(`drop table if exists catalogue.bench_suppliers, catalogue.bench_variants`);
  // Unlogged work tables (dropped at the end): every loading connection reads them.
  await sql(
    `create unlogged table catalogue.bench_suppliers as select * from jsonb_to_recordset($1::jsonb) as r(
      n int, id uuid, name text, country char(2), country_name text, city text, currency char(3),
      verified boolean, suspended boolean, fams int[])`,
    [JSON.stringify(suppliers.table)],
  );
  await sql(
    `create unlogged table catalogue.bench_variants as select * from jsonb_to_recordset($1::jsonb) as r(
      fam int, k int, title text, description text, unit text, moq int, qs int[], ps bigint[], usd_quote boolean,
      hs_code text, incoterms text[], certifications text[], specs jsonb, sample boolean, sample_usd_cents bigint,
      category_id uuid, category_path text, category_text text, rts boolean, lead int, capacity int)`,
    [JSON.stringify(variants.rows)],
  );
  await sql(`alter table catalogue.bench_suppliers add primary key (n)`);
  await sql(`alter table catalogue.bench_variants add primary key (fam, k)`);
  await sql(`create or replace function catalogue.bench_nice(x numeric) returns bigint language sql immutable as $$
      select case when x < 1000 then greatest(1, round(x))::bigint
        else (round(x / 10 ^ (floor(log(x)) - 2)) * 10 ^ (floor(log(x)) - 2))::bigint end $$`);
  console.log(
    `vocabulary: ${variants.rows.length} variants, ${suppliers.rows.length} suppliers in ${since(t)}`,
  );

  // 2. Secondary indexes and the typo-dictionary trigger off for the load: rebuilt once after.
  for (const r of await sql<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = 'catalogue' and tablename = 'products'
       and indexname <> 'products_pkey'`,
  ))
    savedIndexes.push({ name: r.indexname, def: r.indexdef });
  for (const i of savedIndexes) await sql(`drop index catalogue."${i.name}"`);
  await sql(`alter table catalogue.products disable trigger products_search_words_insert`);

  // 3. Products, in chunks over `jobs` connections.
  t = performance.now();
  const ranges: [number, number][] = [];
  for (let lo = 0; lo < products; lo += chunk) ranges.push([lo, Math.min(products, lo + chunk) - 1]);
  let done = 0;
  const worker = async () => {
    const client = await pool.connect();
    try {
      await client.query(`set synchronous_commit = off`);
      for (let r = ranges.shift(); r; r = ranges.shift()) {
        await client.query(PRODUCTS_SQL, [
          r[0],
          r[1],
          Date.UTC(2026, 2, 1),
          supplierCount,
          variants.perFamily,
          new Date(),
        ]);
        done += r[1] - r[0] + 1;
        const s = (performance.now() - t) / 1000;
        process.stdout.write(
          `\rproducts: ${done.toLocaleString('en')} / ${products.toLocaleString('en')}  ${Math.round(done / s).toLocaleString('en')} rows/s   `,
        );
      }
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  const loadSeconds = (performance.now() - t) / 1000;
  console.log(
    `\nproducts loaded in ${loadSeconds.toFixed(1)} s (${Math.round(products / loadSeconds).toLocaleString('en')} rows/s)`,
  );

  // 4. Indexes back (as many at once as there are jobs), the dictionary, statistics.
  t = performance.now();
  const pending = [...savedIndexes];
  await Promise.all(
    Array.from({ length: jobs }, async () => {
      const client = await pool.connect();
      try {
        await client.query(`set maintenance_work_mem = '256MB'`);
        for (let i = pending.shift(); i; i = pending.shift()) await client.query(i.def);
      } finally {
        client.release();
      }
    }),
  );
  savedIndexes.length = 0;
  console.log(`indexes rebuilt in ${since(t)}`);
  t = performance.now();
  await sql(`alter table catalogue.products enable trigger products_search_words_insert`);
  await sql(`select catalogue.refresh_search_words()`);
  await sql(`analyze catalogue.products`);
  await sql(`analyze catalogue.suppliers`);
  await sql(`analyze catalogue.search_words`);
  console.log(`search words and statistics in ${since(t)}`);
  const total = (performance.now() - started) / 1000;
  console.log(
    `done: ${products.toLocaleString('en')} products, ${suppliers.rows.length.toLocaleString('en')} suppliers in ${total.toFixed(1)} s (${Math.round(products / total).toLocaleString('en')} rows/s overall)`,
  );
} finally {
  // Whatever happened, the schema is left as the migrations made it.
  for (const i of savedIndexes) await sql(i.def).catch(() => undefined);
  await sql(`alter table catalogue.products enable trigger products_search_words_insert`).catch(
    () => undefined,
  );
  await sql(`drop table if exists catalogue.bench_suppliers, catalogue.bench_variants`).catch(
    () => undefined,
  );
  await sql(`drop function if exists catalogue.bench_nice(numeric)`).catch(() => undefined);
  await pool.end();
  await orm.close(true);
}
