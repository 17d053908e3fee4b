import { EMPLOYEE_BANDS, type VerificationStatus } from '../suppliers/supplier.entity.js';
import { DEMO_SELLER, DEMO_SELLER_LINES } from './demo-seller.js';
import type { Rng } from './prng.js';
import { SEED_COUNTRIES, countryByCode, type SeedCountry } from './seed-countries.js';
import {
  FAMILIES,
  SECTOR_CERTIFICATIONS,
  SECTOR_WORDS,
  type ProductFamily,
  type Sector,
} from './vocabulary.js';

const DAY = 86_400_000;

export interface SeedSupplier {
  id: string;
  companyName: string;
  country: SeedCountry;
  city: string;
  yearEstablished: number;
  employeesBand: string;
  mainProducts: string[];
  certifications: string[];
  languages: string[];
  responseTimeHours: number;
  description: string;
  verificationStatus: VerificationStatus;
  verifiedAt: Date | null;
  rating: number | null;
  ratingCount: number;
  createdAt: Date;
  sector: Sector;
  /** The product lines it lists, first = main line. */
  families: ProductFamily[];
}

/**
 * Suppliers the issue names by example come first, so the demo always shows them: cocoa from Ghana
 * and Côte d'Ivoire, shea butter from Burkina Faso and Ghana, cashew from Tanzania, kente and wax
 * prints, solar panels, mobile phones, farm machinery, Ethiopian leather.
 */
const SHOWCASE: [string, string][] = [
  ['GH', 'Cocoa Beans'],
  ['CI', 'Cocoa Beans'],
  ['GH', 'Cocoa Butter'],
  ['BF', 'Shea Butter, Bulk'],
  ['GH', 'Shea Butter, Bulk'],
  ['BF', 'Pure Shea Butter'],
  ['TZ', 'Raw Cashew Nuts'],
  ['TZ', 'Cashew Kernels'],
  ['GH', 'Kente Cloth'],
  ['NG', 'Wax Print'],
  ['CI', 'Wax Print'],
  ['KE', 'Solar Panel'],
  ['ZA', 'Solar Panel'],
  ['NG', 'Solar Home System'],
  ['RW', 'Smartphone'],
  ['NG', 'Smartphone'],
  ['KE', 'Walking Tractor'],
  ['ZA', 'Walking Tractor'],
  ['ET', 'Leather Handbags'],
  ['ET', 'Leather Oxford Shoes'],
  ['ET', 'Arabica Green Coffee'],
  ['MA', 'Argan Oil'],
];

export const familiesFor = (country: string, sector?: Sector): ProductFamily[] =>
  FAMILIES.filter(
    (f) => (!sector || f.sector === sector) && (f.origins.length === 0 || f.origins.includes(country)),
  );

export const familyWith = (keyword: string): ProductFamily => {
  const found = FAMILIES.find((f) => f.titles.some((t) => t.includes(keyword)));
  if (!found) throw new Error(`no seed family has a title with "${keyword}"`);
  return found;
};

/** A product line's short name for "main products": its first title without the origin. */
const lineName = (f: ProductFamily) =>
  f.titles[0]!.replace(/\{c\}\s*/g, '')
    .replace(/ from $/, '')
    .split(',')[0]!
    .trim();

export function generateSuppliers(rng: Rng, count: number, now: Date, idBase: number): SeedSupplier[] {
  const usedNames = new Set<string>();
  const out: SeedSupplier[] = [];
  const weights = SEED_COUNTRIES.map((c) => [c, c.weight] as const);
  const mainLines = new Map<ProductFamily, number>();
  const seen = new Set<SeedCountry>();
  for (let i = 0; i < count; i++) {
    const showcase = SHOWCASE[i];
    let country: SeedCountry;
    let families: ProductFamily[];
    if (showcase) {
      country = countryByCode.get(showcase[0])!;
      const main = familyWith(showcase[1]);
      families = [main, ...rng.sample(familiesFor(country.code, main.sector), 3).filter((f) => f !== main)];
    } else {
      // Every country once, then by weight: the directory spans the continent, big traders lead.
      const unseen = SEED_COUNTRIES.find((c) => !seen.has(c));
      country = unseen ?? rng.weighted(weights);
      const candidates = familiesFor(country.code);
      if (candidates.length === 0) throw new Error(`no seed family is made in ${country.code}`);
      // The least-listed line first, so every category gets its share of storefronts.
      const least = Math.min(...candidates.map((f) => mainLines.get(f) ?? 0));
      const main = rng.pick(candidates.filter((f) => (mainLines.get(f) ?? 0) === least));
      const same = familiesFor(country.code, main.sector).filter((f) => f !== main);
      families = [main, ...rng.sample(same, rng.int(0, 3))];
    }
    seen.add(country);
    mainLines.set(families[0]!, (mainLines.get(families[0]!) ?? 0) + 1);
    const sector = families[0]!.sector;
    out.push(makeSupplier(rng, { country, sector, families, now, usedNames, id: rng.uuid(idBase + i) }));
  }
  return out;
}

/** The demo seller's storefront, matching what identity's registration event says about it. */
export function demoSellerSupplier(rng: Rng, now: Date): SeedSupplier {
  const families = DEMO_SELLER_LINES.map(familyWith);
  const s = makeSupplier(rng, {
    country: countryByCode.get(DEMO_SELLER.country)!,
    sector: 'agriculture',
    families,
    now,
    usedNames: new Set(),
    id: DEMO_SELLER.id,
  });
  return {
    ...s,
    companyName: DEMO_SELLER.businessName,
    description: s.description.replace(s.companyName, DEMO_SELLER.businessName),
    city: DEMO_SELLER.city,
    verificationStatus: 'verified',
    verifiedAt: s.verifiedAt ?? new Date(now.getTime() - 60 * DAY),
  };
}

interface MakeInput {
  country: SeedCountry;
  sector: Sector;
  families: ProductFamily[];
  now: Date;
  usedNames: Set<string>;
  id: string;
}

function makeSupplier(rng: Rng, o: MakeInput): SeedSupplier {
  const { country, sector, families, now } = o;
  let companyName = '';
  for (let attempt = 0; attempt < 50 && (!companyName || o.usedNames.has(companyName)); attempt++) {
    const base = `${rng.pick(country.stems)} ${rng.pick(SECTOR_WORDS[sector])}`;
    companyName = `${base} ${rng.pick(country.legal)}`;
    if (attempt > 20) companyName = `${base} ${rng.int(2, 9)} ${rng.pick(country.legal)}`;
  }
  o.usedNames.add(companyName);
  const city = rng.pick(country.cities);
  const yearEstablished = rng.weighted([
    [rng.int(1962, 1989), 2],
    [rng.int(1990, 2009), 4],
    [rng.int(2010, 2022), 5],
  ]);
  const createdAt = new Date(now.getTime() - rng.int(200, 900) * DAY - rng.int(0, DAY));
  const status = rng.weighted<VerificationStatus>([
    ['verified', 60],
    ['pending', 15],
    ['unverified', 25],
  ]);
  const verifiedAt =
    status === 'verified' ? new Date(createdAt.getTime() + rng.int(3, 150) * DAY + rng.int(0, DAY)) : null;
  const hasRating = rng.chance(0.88);
  const certifications = rng.sample(SECTOR_CERTIFICATIONS[sector], rng.int(0, 3));
  if (country.standard && rng.chance(0.5)) certifications.push(country.standard);
  const languages = [...new Set([...country.languages.slice(0, rng.int(1, country.languages.length))])];
  if (!languages.includes('en') && rng.chance(0.5)) languages.push('en');
  const mainProducts = [...new Set(families.map(lineName))].slice(0, 3);
  return {
    id: o.id,
    companyName,
    country,
    city,
    yearEstablished,
    employeesBand: rng.weighted(EMPLOYEE_BANDS.map((b, i) => [b, [18, 30, 24, 14, 8, 6][i]!] as const)),
    mainProducts,
    certifications,
    languages,
    responseTimeHours: rng.pick([1, 2, 3, 4, 6, 8, 12, 24, 48]),
    description:
      `${companyName} is based in ${city}, ${country.name}, and has been in business since ${yearEstablished}. ` +
      `We supply ${mainProducts.join(', ').toLowerCase()} to buyers across Africa, Europe, the Middle East and Asia, ` +
      `with export documentation, quality inspection and consolidated shipping handled in-house.`,
    verificationStatus: status,
    verifiedAt: verifiedAt && verifiedAt < now ? verifiedAt : status === 'verified' ? createdAt : null,
    rating: hasRating
      ? Math.round((status === 'verified' ? 3.8 + rng.next() * 1.2 : 3.1 + rng.next() * 1.7) * 10) / 10
      : null,
    ratingCount: hasRating ? rng.int(3, 420) : 0,
    createdAt,
    sector,
    families,
  };
}
