import { usdCents } from '../fx/fx-rates.js';
import type { PriceTier, Specification } from '../products/product.entity.js';
import type { SeedSupplier } from './generate-suppliers.js';
import type { Rng } from './prng.js';
import type { CategoryIndex, SeedCategory } from './seed-categories.js';
import { GENERIC_TITLES, type ProductFamily } from './vocabulary.js';

const DAY = 86_400_000;

export interface Rate {
  perUsd: number;
  minorDigits: number;
}

/** A products row, in the column names the insert uses. */
export interface SeedProduct {
  id: string;
  seller_id: string;
  title: string;
  description: string;
  category_id: string;
  unit: string;
  moq: number;
  price_tiers: PriceTier[];
  currency: string;
  min_price_minor: number;
  min_price_usd_cents: number;
  ready_to_ship: boolean;
  lead_time_days: number;
  capacity_per_month: number;
  origin_country: string;
  hs_code: string;
  incoterms: string[];
  certifications: string[];
  specifications: Specification[];
  sample_available: boolean;
  sample_price_minor: number | null;
  category_path: string;
  category_text: string;
  supplier_name: string;
  supplier_verified: boolean;
  published_at: string;
  created_at: string;
  updated_at: string;
}

export interface ProductContext {
  rng: Rng;
  categories: CategoryIndex;
  rates: Map<string, Rate>;
  now: Date;
  /** Milliseconds the generated ids' time part starts from (fixed, so ids never change). */
  idBase: number;
}

/** Three significant digits: prices read like a supplier wrote them, not like a conversion. */
export function nice(value: number): number {
  if (value < 1000) return Math.max(1, Math.round(value));
  const step = 10 ** (Math.floor(Math.log10(value)) - 2);
  return Math.round(value / step) * step;
}

const CURRENCY_DRIFT = new Set(['tonne', 'set']);

/**
 * One product of `family` listed by `supplier`. `taken` holds the supplier's titles so far: a
 * storefront does not list the same title twice.
 */
export function makeProduct(
  ctx: ProductContext,
  supplier: SeedSupplier,
  family: ProductFamily,
  category: SeedCategory,
  taken: Set<string>,
  index: number,
  generic?: string,
): SeedProduct {
  const { rng, rates, now } = ctx;
  const country = supplier.country;
  let title = (generic ?? rng.pick(family.titles)).replace(/\{c\}/g, country.name);
  const specs: Specification[] = family.specs.map(([key, alts]) => ({ key, value: rng.pick(alts) }));
  // A second listing of the same line is told apart the way sellers do: by its grade or variant.
  const base = title;
  for (const [i, [key, alts]] of family.specs.entries()) {
    // A spec the title already states ("450 W") would contradict it.
    if (!taken.has(title) || alts.length < 2 || alts.some((a) => base.includes(a))) continue;
    const value = specs[i]!.value;
    title = `${base} (${/^[\d\s.,%+-]+$/.test(value) || /^(max|min) /.test(value) ? `${key} ${value}` : value})`;
  }
  for (let n = 2; taken.has(title); n++) title = `${base} (Lot ${n})`;
  taken.add(title);
  specs.push({ key: 'Origin', value: country.name });

  // Bulk commodities and machinery are usually quoted in dollars even by local-currency sellers.
  const currency =
    country.currency !== 'USD' && CURRENCY_DRIFT.has(family.unit) && rng.chance(0.6)
      ? 'USD'
      : country.currency;
  const rate = rates.get(currency) ?? rates.get('USD')!;
  const usdUnit = family.usd[0] + (family.usd[1] - family.usd[0]) * rng.next();
  const moq = nice(rng.int(family.moq[0], family.moq[1]));
  const tiers: PriceTier[] = [];
  let price = nice(usdUnit * rate.perUsd * 10 ** rate.minorDigits);
  let quantity = moq;
  const tierCount = rng.weighted([
    [1, 2],
    [2, 3],
    [3, 3],
    [4, 2],
  ]);
  for (let t = 0; t < tierCount; t++) {
    tiers.push({ minQuantity: quantity, unitPriceMinor: price });
    quantity = nice(quantity * rng.pick([2, 3, 4, 5]));
    // Each break is 3–8% cheaper; tiny prices that cannot drop further stop adding tiers.
    let next = nice(price * (0.92 + rng.next() * 0.05));
    if (next >= price) next = price - 1;
    if (next <= 0) break;
    price = next;
  }
  const minPrice = tiers[tiers.length - 1]!.unitPriceMinor;
  const readyToShip = rng.chance(family.unit === 'piece' || family.unit === 'carton' ? 0.45 : 0.25);
  const publishedAt = new Date(now.getTime() - rng.int(0, 180 * DAY));
  const createdAt = new Date(publishedAt.getTime() - rng.int(DAY / 24, 14 * DAY));
  const lead = readyToShip ? rng.int(2, 7) : rng.pick([10, 14, 21, 30, 45, 60]);
  const capacity = nice(moq * rng.pick([10, 20, 40, 100, 250]));
  const incoterms = family.incoterms.filter((_, i) => i === 0 || rng.chance(0.7));
  const certifications = family.certifications.filter(() => rng.chance(0.6));
  if (country.standard && rng.chance(0.3)) certifications.push(country.standard);
  const sample = rng.chance(0.55);
  const sampleUsd = Math.min(300, Math.max(5, family.unit === 'tonne' ? usdUnit / 200 : usdUnit * 1.5));
  const unitWord = plural(family.unit, moq);

  return {
    id: rng.uuid(ctx.idBase + index),
    seller_id: supplier.id,
    title,
    description: [
      family.about.replace(/\{c\}/g, country.name),
      `Supplied by ${supplier.companyName} from ${supplier.city}, ${country.name}. Minimum order ${moq.toLocaleString('en')} ${unitWord}; ` +
        `monthly capacity about ${capacity.toLocaleString('en')} ${plural(family.unit, capacity)}.`,
      readyToShip
        ? `Ready to ship from stock within ${lead} days.`
        : `Produced to order: typical lead time ${lead} days.`,
      `Terms: ${incoterms.join(', ')}. Payment through Sokoni escrow.`,
    ].join('\n\n'),
    category_id: category.id,
    unit: family.unit,
    moq,
    price_tiers: tiers,
    currency,
    min_price_minor: minPrice,
    min_price_usd_cents: usdCents(minPrice, rate),
    ready_to_ship: readyToShip,
    lead_time_days: lead,
    capacity_per_month: capacity,
    origin_country: country.code,
    hs_code: family.hsCode,
    incoterms,
    certifications,
    specifications: specs,
    sample_available: sample,
    sample_price_minor: sample ? nice(sampleUsd * rate.perUsd * 10 ** rate.minorDigits) : null,
    category_path: category.path,
    category_text: ctx.categories.searchText(category),
    supplier_name: supplier.companyName,
    supplier_verified: supplier.verificationStatus === 'verified',
    published_at: publishedAt.toISOString(),
    created_at: createdAt.toISOString(),
    updated_at: publishedAt.toISOString(),
  };
}

/** A title for a category no family covers, from the category's English name. */
export function genericTitle(rng: Rng, categoryName: string): string {
  return rng.pick(GENERIC_TITLES).replace('{n}', categoryName);
}

function plural(unit: string, n: number): string {
  if (n === 1) return unit;
  if (unit === 'pair') return 'pairs';
  if (unit.endsWith('s')) return unit;
  return unit === 'square-metre' ? 'square metres' : `${unit}s`;
}
