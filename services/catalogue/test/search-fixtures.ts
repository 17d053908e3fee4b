import type { SearchTestApp } from './search-test-app.js';

/**
 * The catalogue every search test reads: a dozen visible products in several languages and
 * currencies, plus a draft, one pending review and one of a suspended supplier that must never show.
 * Returns the products' ids by name.
 */
export const VISIBLE = 12;

export async function seedCatalogue(t: SearchTestApp): Promise<Record<string, string>> {
  const id: Record<string, string> = {};
  const kumasi = await t.supplier({ name: 'Kumasi Cocoa Traders', country: 'GH', verified: true });
  const ivoire = await t.supplier({
    name: "Coopérative Agricole de Côte d'Ivoire",
    country: 'CI',
    verified: true,
  });
  const sahel = await t.supplier({ name: "Sahel Karité Women's Union", country: 'BF' });
  const accra = await t.supplier({ name: 'Accra Naturals Ltd', country: 'GH', verified: true });
  const arusha = await t.supplier({ name: 'Arusha Cashew Processors', country: 'TZ' });
  const nairobi = await t.supplier({ name: 'Nairobi Agro Exports', country: 'KE', verified: true });
  const lagos = await t.supplier({ name: 'Lagos Solar Solutions', country: 'NG' });
  const bonwire = await t.supplier({ name: 'Bonwire Weavers Guild', country: 'GH', verified: true });
  const souss = await t.supplier({ name: 'Coopérative Argan Souss', country: 'MA', verified: true });
  const banned = await t.supplier({ name: 'Shady Commodities', country: 'GH', suspended: true });
  const cocoa = 'agriculture/cocoa-coffee';
  const nuts = 'agriculture/nuts-seeds';
  const shea = 'beauty-personal-care/shea-butter';
  const p = async (key: string, f: Parameters<SearchTestApp['product']>[0]) => (id[key] = await t.product(f));
  await p('cocoa', {
    title: 'Premium Cocoa Beans, Grade 1',
    category: cocoa,
    supplier: kumasi,
    currency: 'USD',
    price: 250_000,
    unit: 'tonne',
    moq: 5,
    country: 'GH',
    readyToShip: true,
    age: 3,
  });
  await p('feves', {
    title: 'Fèves de cacao fermentées et séchées',
    description: 'Cacao de la récolte principale, séché au soleil.',
    category: cocoa,
    supplier: ivoire,
    currency: 'EUR',
    price: 210_000,
    unit: 'tonne',
    moq: 10,
    country: 'CI',
    age: 2,
  });
  await p('rawShea', {
    title: 'Raw Shea Butter, Unrefined Grade A',
    category: shea,
    supplier: sahel,
    currency: 'USD',
    price: 350,
    moq: 100,
    country: 'BF',
    age: 5,
  });
  await p('organicShea', {
    title: 'Organic Shea Butter in 25 kg cartons',
    category: shea,
    supplier: accra,
    currency: 'GHS',
    price: 6_000,
    moq: 20,
    country: 'GH',
    readyToShip: true,
    age: 4,
  });
  await p('cashew', {
    title: 'Cashew Nuts W320',
    category: nuts,
    supplier: arusha,
    currency: 'USD',
    price: 500,
    moq: 1_000,
    country: 'TZ',
    age: 6,
  });
  await p('macadamia', {
    title: 'Macadamia Nuts Kernels',
    category: nuts,
    supplier: nairobi,
    currency: 'KES',
    price: 150_000,
    moq: 500,
    country: 'KE',
    age: 7,
  });
  await p('kente', {
    title: 'Handwoven Kente Cloth',
    category: 'textiles/african-print-fabrics',
    supplier: bonwire,
    currency: 'GHS',
    price: 120_000,
    unit: 'piece',
    moq: 10,
    country: 'GH',
    age: 8,
  });
  await p('cotton', {
    title: 'Plain Cotton Fabric Bolt',
    description: 'Suitable for kente style weaving and dyeing.',
    category: 'textiles/textile-products',
    supplier: bonwire,
    currency: 'USD',
    price: 1_500,
    unit: 'metre',
    moq: 200,
    country: 'GH',
    age: 9,
  });
  await p('solar', {
    title: 'Monocrystalline Solar Panel 400W',
    category: 'electronics/solar-energy',
    supplier: lagos,
    currency: 'NGN',
    price: 9_000_000,
    unit: 'piece',
    moq: 50,
    country: 'NG',
    readyToShip: true,
    age: 10,
  });
  await p('rice', {
    title: 'Mchele wa Pishori (Pishori rice)',
    category: 'agriculture/grains-cereals',
    supplier: nairobi,
    currency: 'KES',
    price: 20_000,
    moq: 1_000,
    country: 'KE',
    age: 11,
  });
  await p('argan', {
    title: 'زيت الأرغان المغربي',
    description: 'Huile d’argan pure, pressée à froid.',
    category: 'beauty-personal-care/natural-oils',
    supplier: souss,
    currency: 'MAD',
    price: 25_000,
    unit: 'litre',
    moq: 50,
    country: 'MA',
    age: 12,
  });
  await p('agriTop', {
    title: 'Mixed Farm Produce Lot',
    category: 'agriculture',
    supplier: nairobi,
    currency: 'USD',
    price: 99_000,
    moq: 1,
    country: 'KE',
    age: 13,
  });
  await p('draft', {
    title: 'Cocoa Beans Draft Lot',
    category: cocoa,
    supplier: kumasi,
    currency: 'USD',
    price: 100,
    country: 'GH',
    status: 'draft',
  });
  await p('pending', {
    title: 'Cocoa Beans Pending Lot',
    category: cocoa,
    supplier: kumasi,
    currency: 'USD',
    price: 100,
    country: 'GH',
    status: 'pending_review',
  });
  await p('suspended', {
    title: 'Cocoa Beans Bulk Offer',
    category: cocoa,
    supplier: banned,
    currency: 'USD',
    price: 100,
    country: 'GH',
  });
  return id;
}

/** Request helpers over the search endpoint. */
export function searchClient(t: SearchTestApp) {
  const search = (query: string, lang?: string): Promise<any> =>
    t.json(`/api/v1/products${query ? `?${query}` : ''}`, lang);
  return {
    search,
    ids: (body: any): string[] => body.items.map((i: any) => i.id),
    q: (text: string, extra = '', lang?: string): Promise<any> =>
      search(`q=${encodeURIComponent(text)}${extra}`, lang),
  };
}
