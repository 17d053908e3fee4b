import type { components } from '../../../api/schema';
import { minorDigits } from '../../../currency/currencies';

type S = components['schemas'];
export type Product = S['Product'];
export type ProductBody = S['CreateProductDto'];
export type Unit = ProductBody['unit'];
export type Incoterm = NonNullable<ProductBody['incoterms']>[number];
export type ProductStatus = Product['status'];

/** The catalogue's lists and limits (services/catalogue product.dto.ts and product-rules.ts). */
export const UNITS: readonly Unit[] = [
  'kg',
  'tonne',
  'piece',
  'carton',
  'container',
  'litre',
  'metre',
  'square-metre',
  'bag',
  'bale',
  'dozen',
  'pair',
  'set',
  'roll',
];
export const INCOTERMS: readonly Incoterm[] = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
];
export const STATUSES: readonly ProductStatus[] = [
  'draft',
  'pending_review',
  'published',
  'rejected',
  'archived',
];
export const LIMITS = {
  titleMin: 3,
  titleMax: 200,
  descriptionMax: 10_000,
  tiersMax: 6,
  quantityMax: 1e9,
  minorMax: 1e13,
  leadTimeMax: 365,
  capacityMax: 2_000_000_000,
  certificationsMax: 20,
  certificationMax: 80,
  specificationsMax: 30,
  specKeyMax: 80,
  specValueMax: 500,
  imagesMax: 10,
} as const;
/** 6–10 digits, or dotted as customs forms write it: 1801.00(.10). */
export const HS_CODE = /^(\d{6,10}|\d{4}\.\d{2}(\.\d{2,4})?)$/;

/** One quantity break as typed: the price in major units of the product's currency (12.50). */
export interface TierInput {
  minQuantity: number | null;
  price: number | null;
}

export interface SpecInput {
  key: string;
  value: string;
}

/** The form's values: prices in major units as the seller types them, blanks as null. */
export interface ProductFormValues {
  title: string;
  description: string;
  categoryId?: string;
  unit?: Unit;
  moq: number | null;
  currency: string;
  priceTiers: TierInput[];
  readyToShip: boolean;
  leadTimeDays: number | null;
  capacityPerMonth: number | null;
  originCountry?: string;
  hsCode: string;
  incoterms: Incoterm[];
  certifications: string[];
  specifications: SpecInput[];
  sampleAvailable: boolean;
  samplePrice: number | null;
}

export function emptyProduct(currency: string, country?: string): ProductFormValues {
  return {
    title: '',
    description: '',
    categoryId: undefined,
    unit: undefined,
    moq: null,
    currency,
    priceTiers: [{ minQuantity: null, price: null }],
    readyToShip: false,
    leadTimeDays: null,
    capacityPerMonth: null,
    originCountry: country || undefined,
    hsCode: '',
    incoterms: [],
    certifications: [],
    specifications: [],
    sampleAvailable: false,
    samplePrice: null,
  };
}

/** Major units as typed → integer minor units of the currency (ISO decimals: TND 3, UGX 0). */
export function toMinor(major: number, currency: string): number {
  const digits = minorDigits(currency);
  // Shifted in the decimal text, so 0.29 is 29 cents (not 28.999…) and 1.005 rounds up.
  const shifted = Number(`${major}e${digits}`);
  return Math.round(Number.isFinite(shifted) ? shifted : major * 10 ** digits);
}

export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** The product as the form shows it. */
export function formOfProduct(p: Product): ProductFormValues {
  return {
    title: p.title,
    description: p.description,
    categoryId: p.category.id,
    unit: (UNITS as readonly string[]).includes(p.unit) ? (p.unit as Unit) : undefined,
    moq: p.moq,
    currency: p.currency,
    priceTiers: p.priceTiers.map((t) => ({
      minQuantity: t.minQuantity,
      price: toMajor(t.unitPriceMinor, p.currency),
    })),
    readyToShip: p.readyToShip,
    leadTimeDays: p.leadTimeDays,
    capacityPerMonth: p.capacityPerMonth,
    originCountry: p.originCountry,
    hsCode: p.hsCode ?? '',
    incoterms: p.incoterms.filter((i): i is Incoterm => (INCOTERMS as readonly string[]).includes(i)),
    certifications: [...p.certifications],
    specifications: p.specifications.map((s) => ({ key: s.key, value: s.value })),
    sampleAvailable: p.sampleAvailable,
    samplePrice: p.samplePriceMinor === null ? null : toMajor(p.samplePriceMinor, p.currency),
  };
}

/**
 * The body the catalogue takes (create, or the whole product as a PATCH): trimmed text, minor
 * units, null for a cleared optional field, empty specification rows left out.
 */
export function bodyOfForm(v: ProductFormValues): ProductBody {
  const hs = v.hsCode.trim();
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    categoryId: v.categoryId ?? '',
    unit: v.unit!,
    moq: v.moq ?? 0,
    currency: v.currency,
    priceTiers: v.priceTiers.map((t) => ({
      minQuantity: t.minQuantity ?? 0,
      unitPriceMinor: toMinor(t.price ?? 0, v.currency),
    })),
    readyToShip: v.readyToShip,
    leadTimeDays: v.leadTimeDays,
    capacityPerMonth: v.capacityPerMonth,
    originCountry: v.originCountry ?? '',
    hsCode: hs === '' ? null : hs,
    incoterms: v.incoterms,
    certifications: v.certifications.map((c) => c.trim()).filter(Boolean),
    specifications: v.specifications
      .map((s) => ({ key: (s.key ?? '').trim(), value: (s.value ?? '').trim() }))
      .filter((s) => s.key || s.value),
    sampleAvailable: v.sampleAvailable,
    samplePriceMinor: v.sampleAvailable && v.samplePrice !== null ? toMinor(v.samplePrice, v.currency) : null,
  };
}

/** The title of a copy as the catalogue takes it (3 to 200 characters). */
export function copyTitle(title: string): string {
  return title.slice(0, LIMITS.titleMax);
}

export type TierIssue =
  | { code: 'tierQuantity'; position: number }
  | { code: 'tierPrice'; position: number }
  | { code: 'tiersFirstMoq'; moq: number }
  | { code: 'tiersOrder'; position: number }
  | { code: 'tiersCheaper'; position: number };

/**
 * The catalogue's rule for quantity breaks, checked as the seller types: the first starts at the
 * MOQ, each next one at a larger quantity, and a larger order never pays more per unit.
 */
export function tierIssues(moq: number | null, tiers: readonly TierInput[]): TierIssue[] {
  const issues: TierIssue[] = [];
  tiers.forEach((t, i) => {
    const q = t.minQuantity;
    if (q === null || !Number.isInteger(q) || q < 1 || q > LIMITS.quantityMax)
      issues.push({ code: 'tierQuantity', position: i + 1 });
    if (t.price === null || !(t.price > 0)) issues.push({ code: 'tierPrice', position: i + 1 });
  });
  if (issues.length) return issues;
  const first = tiers[0];
  if (moq !== null && first && first.minQuantity !== moq) issues.push({ code: 'tiersFirstMoq', moq });
  for (let i = 1; i < tiers.length; i++) {
    const prev = tiers[i - 1]!;
    const tier = tiers[i]!;
    if (tier.minQuantity! <= prev.minQuantity!) issues.push({ code: 'tiersOrder', position: i + 1 });
    else if (tier.price! > prev.price!) issues.push({ code: 'tiersCheaper', position: i + 1 });
  }
  return issues;
}

/**
 * Server field paths (`priceTiers.1.unitPriceMinor`) → the form's (`['priceTiers', 1, 'price']`);
 * null for what the form has no field for (the error then shows above the form only).
 */
export function formFieldOf(serverField: string): (string | number)[] | null {
  const parts = serverField.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const [head] = parts;
  switch (head) {
    case 'priceTiers':
      // One message for the whole list: the rules are about how the rows follow each other.
      return ['priceTiers'];
    case 'samplePriceMinor':
      return ['samplePrice'];
    case 'certifications':
    case 'incoterms':
      return [head];
    case 'specifications':
      return parts.length === 3 ? parts : ['specifications'];
    case 'title':
    case 'description':
    case 'categoryId':
    case 'unit':
    case 'moq':
    case 'currency':
    case 'readyToShip':
    case 'leadTimeDays':
    case 'capacityPerMonth':
    case 'originCountry':
    case 'hsCode':
    case 'sampleAvailable':
      return [head];
    default:
      return null;
  }
}

/** What a seller may do with a product in each status (services/catalogue product-access.ts). */
export const canEdit = (s: ProductStatus) => s !== 'archived';
export const canSubmit = (s: ProductStatus) => s === 'draft' || s === 'rejected';
export const canArchive = (s: ProductStatus) => s !== 'archived';

/** The images in a new order: `key` moved to `to` (0 = the main image). */
export function moveKey(keys: readonly string[], key: string, to: number): string[] {
  const rest = keys.filter((k) => k !== key);
  if (rest.length === keys.length) return [...keys];
  const at = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, at), key, ...rest.slice(at)];
}
