/**
 * A quick synthetic catalogue for checking search speed without the full generator
 * (`npm run bench:seed`): migrates the catalogue schema into the database given, then inserts
 * products built in SQL from word lists (generate_series, deterministic hashes), in batches.
 *
 *   node --import ./bench/search/ts-hooks.mjs bench/search/sample-data.ts \
 *     --database-url postgres://postgres@127.0.0.1:5432/sokoni_bench --products 100000
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../services/platform/src/db/database.js';
import { EVENT_TABLE_MIGRATIONS } from '../../services/platform/src/db/event-tables.migration.js';
import { CATALOGUE_MIGRATIONS } from '../../services/catalogue/src/migrations/index.js';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    products: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '50000' },
  },
});
const url = args['database-url'];
if (!url) throw new Error('--database-url is required');
const total = Number(args.products);
const batch = Number(args.batch);

// What the generated titles are made of, per category path: realistic nouns of African B2B trade.
const NOUNS: Record<string, string[]> = {
  'agriculture/cocoa-coffee': [
    'Cocoa Beans',
    'Arabica Coffee Beans',
    'Robusta Coffee',
    'Cocoa Butter',
    'Cocoa Powder',
  ],
  'agriculture/nuts-seeds': ['Cashew Nuts', 'Sesame Seeds', 'Shea Nuts', 'Groundnuts', 'Macadamia Nuts'],
  'agriculture/grains-cereals': ['White Maize', 'Sorghum', 'Parboiled Rice', 'Millet', 'Teff Grain'],
  'agriculture/spices-herbs': ['Dried Ginger', 'Hibiscus Flowers', 'Black Pepper', 'Cloves', 'Vanilla Pods'],
  'textiles/african-print-fabrics': [
    'Ankara Wax Print',
    'Kente Cloth',
    'Kitenge Fabric',
    'Adire Fabric',
    'Mudcloth',
  ],
  'textiles/leather-goods': ['Leather Handbags', 'Leather Sandals', 'Tanned Goat Leather', 'Leather Belts'],
  'textiles/garments': ['Cotton T-Shirts', 'Denim Jeans', 'School Uniforms', 'Workwear Overalls'],
  'electronics/mobile-phones': ['Android Smartphones', 'Feature Phones', 'Phone Chargers', 'Phone Cases'],
  'electronics/solar-energy': ['Solar Panels', 'Solar Inverters', 'Solar Lanterns', 'Solar Water Pumps'],
  'electronics/batteries-power': ['Lithium Batteries', 'Power Banks', 'Deep Cycle Batteries'],
  'machinery/agricultural-machinery': [
    'Walking Tractors',
    'Maize Shellers',
    'Rice Threshers',
    'Disc Ploughs',
  ],
  'machinery/food-processing-machinery': [
    'Cassava Graters',
    'Oil Expellers',
    'Grain Mills',
    'Palm Oil Presses',
  ],
  'machinery/generators': ['Diesel Generators', 'Petrol Generators', 'Silent Generators'],
  'food-beverage/edible-oils': ['Red Palm Oil', 'Sunflower Oil', 'Groundnut Oil', 'Coconut Oil'],
  'food-beverage/beverages': ['Rooibos Tea', 'Hibiscus Drink', 'Bottled Water', 'Fruit Juice'],
  'food-beverage/honey-sweeteners': ['Raw Honey', 'Beeswax', 'Cane Sugar'],
  'beauty-personal-care/shea-butter': ['Shea Butter', 'Whipped Shea Butter', 'Cocoa Butter Cream'],
  'beauty-personal-care/soaps': ['African Black Soap', 'Liquid Black Soap', 'Herbal Soap Bars'],
  'beauty-personal-care/natural-oils': ['Argan Oil', 'Baobab Oil', 'Marula Oil', 'Moringa Oil'],
  'construction/building-materials': ['Clay Bricks', 'Interlocking Pavers', 'Timber Planks', 'Gypsum Boards'],
  'construction/cement-concrete': ['Portland Cement', 'Ready Mix Concrete', 'Concrete Blocks'],
  'construction/roofing': ['Aluminium Roofing Sheets', 'Clay Roof Tiles', 'Stone Coated Tiles'],
  'construction/steel-metals': ['Steel Rebar', 'Galvanised Pipes', 'Binding Wire', 'Iron Rods'],
};
const ADJECTIVES = [
  'Premium',
  'Organic',
  'Raw',
  'Refined',
  'Export Grade',
  'Bulk',
  'Natural',
  'Handmade',
  'Industrial',
  'Fresh',
  'Dried',
  'Certified',
  'Wholesale',
  'High Quality',
  'Fair Trade',
];
const EXTRAS = [
  '',
  'Grade A',
  'for Export',
  '25 kg Bags',
  'Wholesale Lot',
  'Direct from Farm',
  'Container Load',
  'Private Label',
  'Fast Delivery',
];
const PLACES = [
  'Ghana',
  'Nigeria',
  'Kenya',
  "Côte d'Ivoire",
  'Ethiopia',
  'Tanzania',
  'Uganda',
  'Senegal',
  'Morocco',
  'Egypt',
  'South Africa',
  'Burkina Faso',
  'Cameroon',
  'Rwanda',
  'Zambia',
];
const COUNTRIES = ['GH', 'NG', 'KE', 'CI', 'ET', 'TZ', 'UG', 'SN', 'MA', 'EG', 'ZA', 'BF', 'CM', 'RW', 'ZM'];
const CURRENCIES: [string, number][] = [
  ['USD', 1],
  ['NGN', 750],
  ['KES', 150],
  ['GHS', 12],
  ['EUR', 0.85],
  ['ZAR', 18.5],
  ['EGP', 31],
  ['MAD', 10],
];
const USES = [
  'food processing',
  'retail packing',
  'manufacturing',
  'construction projects',
  'export markets',
  'hotels and restaurants',
  'distributors',
];

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (xs: readonly string[]) => `array[${xs.map(lit).join(',')}]::text[]`;
// A deterministic pick from an array, different per (row, salt).
const pick = (a: string, salt: number) =>
  `(${a})[1 + abs(hashint4(g * ${salt} + ${salt})) % array_length(${a}, 1)]`;

const orm = await openDatabase({
  schema: 'catalogue',
  url,
  entities: [],
  migrations: [...EVENT_TABLE_MIGRATIONS, ...CATALOGUE_MIGRATIONS],
});
console.log('migrations applied:', (await migrateDatabase(orm, 'catalogue')).length);
await orm.close();

const client = new pg.Client({ connectionString: url });
await client.connect();
const paths = Object.keys(NOUNS);
const values = paths.map((p, i) => `(${lit(p)}, ${arr(NOUNS[p]!)}, ${i})`).join(',');
await client.query(`create temp table bench_cat as
  select c.path, c.id, u.nouns, u.i, (select string_agg(n.value, ' ') from catalogue.categories a, jsonb_each_text(a.names) n
                         where c.path = a.path or c.path like a.path || '/%') as text
  from (values ${values}) u(path, nouns, i) join catalogue.categories c on c.path = u.path`);
await client.query(`insert into catalogue.suppliers (id, company_name, country, verification_status, suspended)
  select md5('bench-supplier-' || g)::uuid, ${pick(arr(PLACES), 7)} || ' ' || ${pick(arr(['Trading', 'Exports', 'Agro', 'Industries', 'Naturals', 'Supplies', 'Holdings']), 11)} || ' ' || g,
    ${pick(arr(COUNTRIES), 13)}, case when g % 3 = 0 then 'unverified' else 'verified' end, g % 50 = 0
  from generate_series(1, 2000) g on conflict do nothing`);

const started = Date.now();
for (let from = 1; from <= total; from += batch) {
  const to = Math.min(total, from + batch - 1);
  await client.query(`with src as (
      select g, c.id as category_id, c.path, c.text as category_text,
        c.nouns[1 + abs(hashint4(g * 3)) % array_length(c.nouns, 1)] as noun,
        s.id as seller_id, s.company_name, s.verification_status = 'verified' as verified, s.suspended,
        ${pick(arr(CURRENCIES.map((c) => c[0])), 17)} as currency,
        round(exp(ln(50) + (abs(hashint4(g * 19)) % 10000) / 10000.0 * ln(200000)))::bigint as usd_cents
      from generate_series(${from}, ${to}) g
      join bench_cat c on c.i = abs(hashint4(g * 5)) % ${paths.length}
      join catalogue.suppliers s on s.id = md5('bench-supplier-' || (1 + abs(hashint4(g * 23)) % 2000))::uuid
    )
    insert into catalogue.products (id, seller_id, title, description, category_id, images, unit, moq, price_tiers,
      currency, min_price_minor, min_price_usd_cents, ready_to_ship, lead_time_days, origin_country, status,
      category_path, category_text, supplier_name, supplier_verified, supplier_suspended, published_at)
    select md5('bench-product-' || g)::uuid, seller_id,
      trim(${pick(arr(ADJECTIVES), 29)} || ' ' || noun || ' ' || ${pick(arr(EXTRAS), 31)}),
      'Supplied by ' || company_name || ' from ' || ${pick(arr(PLACES), 37)} || '. ' || noun || ' ideal for '
        || ${pick(arr(USES), 41)} || ', packed to order and shipped worldwide.',
      category_id, '[]', ${pick(arr(['kg', 'tonne', 'piece', 'carton', 'litre', 'metre']), 43)}, 1 + abs(hashint4(g * 47)) % 500,
      jsonb_build_array(jsonb_build_object('minQuantity', 1, 'unitPriceMinor', round(usd_cents * r.per_usd))),
      src.currency, round(usd_cents * r.per_usd), usd_cents, g % 4 = 0, 3 + g % 60, ${pick(arr(COUNTRIES), 53)},
      case when g % 25 = 0 then 'draft' when g % 40 = 0 then 'pending_review' else 'published' end,
      path, category_text, company_name, verified, suspended, now() - make_interval(mins => g % 500000)
    from src join catalogue.fx_rates r on r.currency = src.currency
    on conflict do nothing`);
  console.log(`${to} products (${Math.round((Date.now() - started) / 1000)} s)`);
}
await client.query('vacuum analyze catalogue.products');
await client.query('analyze catalogue.search_words');
const [row] = (
  await client.query(`select count(*) filter (where status = 'published' and not supplier_suspended) as visible,
  count(*) as all from catalogue.products`)
).rows as { visible: string; all: string }[];
console.log(`done: ${row?.all} products, ${row?.visible} visible`);
await client.end();
