import { generateSuppliers, type SeedSupplier } from './generate-suppliers.js';
import { makeProduct } from './generate-products.js';
import { Rng } from './prng.js';
import type { CategoryIndex } from './seed-categories.js';
import type { SeedCountry } from './seed-countries.js';
import { FAMILIES } from './vocabulary.js';

/**
 * Support for the benchmark-scale generator (bench/seed): the demo vocabulary expanded into
 * "variants" — a family's title, description, specs, tiers (in US cents) and category, with the
 * origin country, supplier and city left as {c} / {s} / {city} for the database to fill per row.
 * Lives beside the seed so both draw on one vocabulary and one product generator.
 */
export interface BenchVariantRow {
  fam: number;
  k: number;
  title: string;
  description: string;
  unit: string;
  moq: number;
  qs: number[];
  ps: number[];
  usd_quote: boolean;
  hs_code: string;
  incoterms: string[];
  certifications: string[];
  specs: { key: string; value: string }[];
  sample: boolean;
  sample_usd_cents: number | null;
  category_id: string;
  category_path: string;
  category_text: string;
  rts: boolean;
  lead: number;
  capacity: number;
}

export interface BenchSupplierRow {
  n: number;
  id: string;
  name: string;
  country: string;
  country_name: string;
  city: string;
  currency: string;
  verified: boolean;
  suspended: boolean;
  fams: number[];
}

const PLACEHOLDER_COUNTRY: SeedCountry = {
  code: 'XX',
  name: '{c}',
  currency: 'USD',
  weight: 0,
  cities: [],
  languages: [],
  legal: [],
  stems: [],
};

/** `perFamily` variants of every family the category tree can place. */
export function benchVariants(categories: CategoryIndex, perFamily: number) {
  const rng = new Rng(7_000_001);
  const placeholder = {
    id: '00000000-0000-7000-8000-000000000000',
    companyName: '{s}',
    country: PLACEHOLDER_COUNTRY,
    city: '{city}',
    verificationStatus: 'verified',
  } as SeedSupplier;
  const ctx = {
    rng,
    categories,
    rates: new Map([['USD', { perUsd: 1, minorDigits: 2 }]]),
    now: new Date(),
    idBase: 0,
  };
  const rows: BenchVariantRow[] = [];
  const families: number[] = [];
  FAMILIES.forEach((family, fam) => {
    const category = categories.resolve(family.paths);
    if (!category) return;
    families.push(fam);
    const taken = new Set<string>();
    for (let k = 0; k < perFamily; k++) {
      const p = makeProduct(ctx, placeholder, family, category, taken, k);
      rows.push({
        fam,
        k,
        title: p.title,
        description: p.description,
        unit: p.unit,
        moq: p.moq,
        qs: p.price_tiers.map((t) => t.minQuantity),
        ps: p.price_tiers.map((t) => t.unitPriceMinor),
        usd_quote: p.unit === 'tonne' || p.unit === 'set',
        hs_code: p.hs_code,
        incoterms: p.incoterms,
        certifications: p.certifications,
        specs: p.specifications.filter((s) => s.key !== 'Origin'),
        sample: p.sample_available,
        sample_usd_cents: p.sample_price_minor,
        category_id: p.category_id,
        category_path: p.category_path,
        category_text: p.category_text,
        rts: p.ready_to_ship,
        lead: p.lead_time_days,
        capacity: p.capacity_per_month,
      });
    }
  });
  return { rows, families, perFamily };
}

/** `count` suppliers (the demo generator's), each with the placeable families it lists; 1 in 200 suspended. */
export function benchSuppliers(count: number, placeable: number[], now: Date) {
  const usable = new Set(placeable);
  const rows = generateSuppliers(new Rng(7_000_002), count, now, Date.UTC(2025, 6, 1));
  const table: BenchSupplierRow[] = rows.map((s, n) => {
    const fams = s.families.map((f) => FAMILIES.indexOf(f)).filter((i) => usable.has(i));
    return {
      n,
      id: s.id,
      name: s.companyName,
      country: s.country.code,
      country_name: s.country.name,
      city: s.city,
      currency: s.country.currency,
      verified: s.verificationStatus === 'verified',
      suspended: n % 200 === 199,
      fams: fams.length ? fams : [placeable[n % placeable.length]!],
    };
  });
  return { rows, table, suspended: table.filter((t) => t.suspended).map((t) => t.id) };
}
