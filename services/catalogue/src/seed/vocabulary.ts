import { AGRICULTURE_FAMILIES } from './vocabulary-agriculture.js';
import { CONSUMER_FAMILIES } from './vocabulary-consumer.js';
import { INDUSTRY_FAMILIES } from './vocabulary-industry.js';
import { TEXTILE_FAMILIES } from './vocabulary-textiles.js';

/** The seven top-level categories (issue 3): every family belongs to one of them. */
export const SECTORS = [
  'agriculture',
  'textiles',
  'electronics',
  'machinery',
  'food-beverage',
  'beauty-personal-care',
  'construction',
] as const;
export type Sector = (typeof SECTORS)[number];

/** A kind of product a supplier lists, from which concrete demo products are drawn. */
export interface ProductFamily {
  /** Candidate category paths, most specific first: the first one the tree has wins. */
  paths: string[];
  sector: Sector;
  /** Title patterns; `{c}` becomes the origin country's name. */
  titles: string[];
  /** Countries that really produce it; empty = anywhere. */
  origins: string[];
  unit: string;
  moq: [number, number];
  /** Unit price range in US dollars (converted to the quoting currency's minor units at once). */
  usd: [number, number];
  hsCode: string;
  incoterms: string[];
  certifications: string[];
  /** key → alternatives; one alternative is chosen per product. */
  specs: [string, string[]][];
  about: string;
}

/**
 * Families are written one per line so ~120 of them stay readable (and within the file-size rule):
 * paths | titles (;) | origins (space, * = any) | unit moq-range | usd-range | HS code |
 * incoterms (space) | certifications (, or -) | specs (key=alt/alt; …) | one sentence about it.
 */
export function parseFamilies(lines: string[]): ProductFamily[] {
  return lines.map((line) => {
    const f = line.split(' | ');
    if (f.length !== 10) throw new Error(`seed family needs 10 fields, has ${f.length}: ${line}`);
    const [paths, titles, origins, unitMoq, usd, hsCode, incoterms, certs, specs, about] = f as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const [unit, moq] = unitMoq.split(' ') as [string, string];
    const range = (s: string) => s.split('-').map(Number) as [number, number];
    const sector = paths.split('/')[0] as Sector;
    if (!SECTORS.includes(sector)) throw new Error(`unknown sector in seed family: ${line}`);
    return {
      paths: paths.split(',').map((p) => p.trim()),
      sector,
      titles: titles.split(';').map((t) => t.trim()),
      origins: origins === '*' ? [] : origins.split(' '),
      unit,
      moq: range(moq),
      usd: range(usd),
      hsCode,
      incoterms: incoterms.split(' '),
      certifications: certs === '-' ? [] : certs.split(',').map((c) => c.trim()),
      specs: specs.split(';').map((kv) => {
        const [k, v] = kv.split('=') as [string, string];
        return [k.trim(), v.split('/').map((x) => x.trim())];
      }),
      about,
    };
  });
}

export const FAMILIES: ProductFamily[] = parseFamilies([
  ...AGRICULTURE_FAMILIES,
  ...TEXTILE_FAMILIES,
  ...INDUSTRY_FAMILIES,
  ...CONSUMER_FAMILIES,
]);

/** What a company in each sector calls itself ("Asante Agro Commodities Ltd"). */
export const SECTOR_WORDS: Record<Sector, string[]> = {
  agriculture: ['Agro Commodities', 'Farms', 'Agro-Allied', 'Agribusiness', 'Produce Exporters', 'Growers'],
  textiles: ['Textiles', 'Fabrics', 'Weavers', 'Garments', 'Leather Works', 'Fashion House'],
  electronics: ['Electronics', 'Solar', 'Technologies', 'Power Systems', 'Mobile', 'Digital'],
  machinery: ['Engineering', 'Machinery', 'Agro Equipment', 'Industrial Works', 'Fabricators'],
  'food-beverage': ['Foods', 'Food Processing', 'Beverages', 'Mills', 'Food Industries'],
  'beauty-personal-care': ['Naturals', 'Cosmetics', 'Botanicals', 'Beauty', 'Organics'],
  construction: ['Building Materials', 'Construction Supplies', 'Steel', 'Industries', 'Cement Works'],
};

/** Supplier-level certifications by sector, besides the country's standards mark. */
export const SECTOR_CERTIFICATIONS: Record<Sector, string[]> = {
  agriculture: ['Fairtrade', 'Rainforest Alliance', 'EU Organic', 'GlobalG.A.P.', 'ISO 22000'],
  textiles: ['OEKO-TEX Standard 100', 'ISO 9001', 'WRAP', 'GOTS'],
  electronics: ['ISO 9001', 'CE', 'IEC 61215', 'RoHS'],
  machinery: ['ISO 9001', 'CE', 'ISO 14001'],
  'food-beverage': ['HACCP', 'ISO 22000', 'FSSC 22000', 'Halal'],
  'beauty-personal-care': ['EU Organic', 'COSMOS', 'Halal', 'GMP (ISO 22716)'],
  construction: ['ISO 9001', 'CE', 'ISO 14001'],
};

/**
 * For a category of the tree no family names (the tree grows independently of this seed), a
 * plausible product is still made from the category's own English name.
 */
export const GENERIC_TITLES = [
  'Wholesale {n}',
  'Export Quality {n}',
  '{n} – Bulk Supply',
  'Premium {n} from {c}',
  'Assorted {n}, Mixed Lot',
];

/** Trade terms for the generic products above, one per sector (same line format, paths = sector). */
export const GENERIC_FAMILIES: Record<Sector, ProductFamily> = Object.fromEntries(
  parseFamilies([
    'agriculture | {n} | * | tonne 5-50 | 400-2500 | 1212.99 | FOB EXW | - | Grade=Grade A/Grade B; Packing=50 kg bags/Bulk | Sourced from growers we have worked with for years and checked by our own team before export.',
    'textiles | {n} | * | piece 100-1000 | 3-30 | 6307.90 | FOB EXW | - | Material=Cotton/Blend; Customisation=Private label available | Made in our own workshop with quality checks at every stage.',
    'electronics | {n} | * | piece 50-500 | 10-200 | 8543.70 | EXW FOB DAP | CE | Warranty=12 months; Voltage=220-240 V | Tested before dispatch and covered by a local warranty.',
    'machinery | {n} | * | set 1-10 | 800-15000 | 8479.89 | EXW FOB | ISO 9001 | Power=Electric/Diesel; Warranty=12 months | Fabricated and tested in our workshop; installation and training on request.',
    'food-beverage | {n} | * | carton 100-1000 | 8-40 | 2106.90 | EXW FOB DAP | HACCP | Shelf life=12 months; Packing=Retail packs in cartons | Produced under HACCP in our plant and packed for retail and catering.',
    'beauty-personal-care | {n} | * | piece 200-2000 | 1.5-15 | 3304.99 | EXW FOB DAP | - | Size=100 ml/250 ml; Ingredients=Natural | Formulated with African botanicals and filled in our facility.',
    'construction | {n} | * | piece 100-2000 | 5-60 | 6810.99 | EXW DAP | ISO 9001 | Standard=Local building code; Delivery=To site | Manufactured locally and delivered to site by our own trucks.',
  ]).map((f) => [f.sector, f]),
) as Record<Sector, ProductFamily>;
