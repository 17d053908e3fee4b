import { DEMO_SELLER_PRODUCTS } from './demo-seller.js';
import {
  demoSellerSupplier,
  familiesFor,
  generateSuppliers,
  type SeedSupplier,
} from './generate-suppliers.js';
import {
  genericTitle,
  makeProduct,
  type ProductContext,
  type Rate,
  type SeedProduct,
} from './generate-products.js';
import { Rng } from './prng.js';
import type { CategoryIndex, SeedCategory } from './seed-categories.js';
import { FAMILIES, GENERIC_FAMILIES, SECTORS, type ProductFamily, type Sector } from './vocabulary.js';

/** Fixed, so the same demo catalogue comes out of every run. */
export const DEMO_SEED = 20_261_122;
/** Time parts of the generated ids: fixed instants, so ids (and links to them) never change. */
const SUPPLIER_ID_BASE = Date.UTC(2026, 0, 1);
const PRODUCT_ID_BASE = Date.UTC(2026, 1, 1);
/** Products given to each category no family covers, so every subcategory has something to show. */
const PER_EMPTY_CATEGORY = 4;

export interface BuildInput {
  categories: CategoryIndex;
  rates: Map<string, Rate>;
  now: Date;
  suppliers?: number;
  products?: number;
  seed?: number;
  /** The demo seller's storefront as already stored (it wins over the seed's), when it exists. */
  demoSellerStored?: { companyName: string; verificationStatus: SeedSupplier['verificationStatus'] };
}

export interface DemoCatalogue {
  suppliers: SeedSupplier[];
  products: SeedProduct[];
}

/** The whole demo catalogue, computed in memory: pure, deterministic for a given input. */
export function buildDemoCatalogue(input: BuildInput): DemoCatalogue {
  const rng = new Rng(input.seed ?? DEMO_SEED);
  const ctx: ProductContext = {
    rng,
    categories: input.categories,
    rates: input.rates,
    now: input.now,
    idBase: PRODUCT_ID_BASE,
  };
  const suppliers = generateSuppliers(rng, input.suppliers ?? 200, input.now, SUPPLIER_ID_BASE);
  const demo = demoSellerSupplier(rng, input.now);
  if (input.demoSellerStored) {
    demo.description = demo.description.replace(demo.companyName, input.demoSellerStored.companyName);
    Object.assign(demo, input.demoSellerStored);
  }
  const products: SeedProduct[] = [];
  const titles = new Map<string, Set<string>>();
  const add = (s: SeedSupplier, f: ProductFamily, c: SeedCategory, generic?: string) => {
    let taken = titles.get(s.id);
    if (!taken) titles.set(s.id, (taken = new Set()));
    products.push(makeProduct(ctx, s, f, c, taken, products.length, generic));
  };

  // The demo seller first: its ~20 products are what a reviewer signs in to see.
  for (let i = 0; i < DEMO_SELLER_PRODUCTS; i++) {
    const family = demo.families[i % demo.families.length]!;
    const category = input.categories.resolve(family.paths);
    if (category) add(demo, family, category);
  }

  // Everyone else shares the rest, bigger companies listing more.
  const target = Math.max(0, (input.products ?? 2000) - products.length);
  const weights = suppliers.map(
    (s) =>
      (0.4 + rng.next() * 1.2) *
      (1 + ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'].indexOf(s.employeesBand) * 0.15),
  );
  const total = weights.reduce((a, b) => a + b, 0);
  let assigned = 0;
  suppliers.forEach((s, i) => {
    const share = i === suppliers.length - 1 ? target - assigned : Math.round((target * weights[i]!) / total);
    assigned += share;
    const placed = s.families
      .map((f) => [f, input.categories.resolve(f.paths)] as const)
      .filter((x): x is readonly [ProductFamily, SeedCategory] => x[1] !== null);
    if (placed.length === 0) return;
    for (let n = 0; n < share; n++) {
      // Half of a storefront is its main line, the rest spread over its other lines.
      const [family, category] = n % 2 === 0 ? placed[0]! : rng.pick(placed);
      add(s, family, category);
    }
  });

  // Every live subcategory gets products, even ones added to the tree after this vocabulary.
  const used = new Set(products.map((p) => p.category_id));
  for (const leaf of input.categories.leaves()) {
    if (used.has(leaf.id)) continue;
    const sector = leaf.path.split('/')[0] as Sector;
    const family = FAMILIES.find((f) => f.paths.includes(leaf.path));
    const pool = suppliers.filter((s) =>
      family ? familiesFor(s.country.code).includes(family) : s.sector === sector,
    );
    const sellers = pool.length ? pool : suppliers;
    const template = family ?? GENERIC_FAMILIES[SECTORS.includes(sector) ? sector : 'agriculture'];
    for (let n = 0; n < PER_EMPTY_CATEGORY; n++) {
      const generic = family ? undefined : genericTitle(rng, input.categories.englishName(leaf));
      add(rng.pick(sellers), template, leaf, generic);
    }
  }
  return { suppliers: [demo, ...suppliers], products };
}
