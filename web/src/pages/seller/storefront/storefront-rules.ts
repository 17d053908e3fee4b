import type { components } from '../../../api/schema';

type S = components['schemas'];
export type Storefront = S['Supplier'];
export type StorefrontBody = S['UpdateStorefrontDto'];
export type EmployeesBand = NonNullable<StorefrontBody['employeesBand']>;

/** The catalogue's limits (services/catalogue update-storefront.dto.ts, storefront.validators.ts). */
export const STOREFRONT_LIMITS = {
  firstYear: 1900,
  mainProductsMax: 10,
  certificationsMax: 20,
  itemMax: 80,
  languagesMax: 20,
  responseMin: 1,
  responseMax: 168,
  descriptionMax: 4000,
} as const;
export const EMPLOYEE_BANDS: readonly EmployeesBand[] = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1000+',
];

/**
 * The languages offered first: those of African trade, then the partners' most common. Any other
 * ISO 639-1 code the storefront already has stays listed.
 */
export const TRADE_LANGUAGES = [
  'en',
  'fr',
  'ar',
  'sw',
  'pt',
  'ha',
  'yo',
  'ig',
  'am',
  'om',
  'so',
  'ti',
  'zu',
  'xh',
  'af',
  'st',
  'tn',
  'sn',
  'ny',
  'rw',
  'rn',
  'lg',
  'ln',
  'wo',
  'ff',
  'ak',
  'tw',
  'ee',
  'mg',
  'es',
  'de',
  'it',
  'nl',
  'zh',
  'hi',
  'tr',
  'ru',
  'ja',
] as const;

/** The form's values: blanks as null or empty lists, as the seller leaves them. */
export interface StorefrontFormValues {
  yearEstablished: number | null;
  employeesBand: EmployeesBand | null;
  responseTimeHours: number | null;
  description: string;
  mainProducts: string[];
  certifications: string[];
  languages: string[];
}

export function formOfStorefront(s: Storefront): StorefrontFormValues {
  return {
    yearEstablished: s.yearEstablished,
    employeesBand: s.employeesBand,
    responseTimeHours: s.responseTimeHours,
    description: s.description ?? '',
    mainProducts: [...s.mainProducts],
    certifications: [...s.certifications],
    languages: [...s.languages],
  };
}

const cleanList = (items: readonly string[]) => [...new Set(items.map((i) => i.trim()).filter(Boolean))];

/** The PATCH body: every field (null clears), lists trimmed and without repeats. */
export function bodyOfStorefront(v: StorefrontFormValues): StorefrontBody {
  const description = v.description.trim();
  return {
    yearEstablished: v.yearEstablished ?? null,
    employeesBand: v.employeesBand ?? null,
    responseTimeHours: v.responseTimeHours ?? null,
    description: description === '' ? null : description,
    mainProducts: cleanList(v.mainProducts),
    certifications: cleanList(v.certifications),
    languages: cleanList(v.languages.map((l) => l.toLowerCase())),
  };
}

/** The storefront as the public page would show it with these values (the preview). */
export function previewOf(s: Storefront, v: StorefrontFormValues): Storefront {
  const b = bodyOfStorefront(v);
  return {
    ...s,
    yearEstablished: b.yearEstablished ?? null,
    employeesBand: b.employeesBand ?? null,
    responseTimeHours: b.responseTimeHours ?? null,
    description: b.description ?? null,
    mainProducts: b.mainProducts ?? [],
    certifications: b.certifications ?? [],
    languages: b.languages ?? [],
  };
}

/** Markup is refused by the catalogue (not stripped), so it is caught here first. */
export const hasMarkup = (text: string) => /<\s*\/?\s*[a-z!][^>]*>/i.test(text);

export type ListIssue = 'count' | 'length' | 'markup';

/** What is wrong with a list of short texts (main products, certifications), if anything. */
export function listIssue(items: readonly string[], max: number): ListIssue | null {
  const clean = cleanList(items);
  if (clean.length > max) return 'count';
  if (clean.some((i) => i.length > STOREFRONT_LIMITS.itemMax)) return 'length';
  if (clean.some(hasMarkup)) return 'markup';
  return null;
}

/** Storefront fields the server may name in a 400 → the form's field names. */
export const FORM_FIELDS: readonly (keyof StorefrontFormValues)[] = [
  'yearEstablished',
  'employeesBand',
  'responseTimeHours',
  'description',
  'mainProducts',
  'certifications',
  'languages',
];
export const formFieldOf = (server: string): keyof StorefrontFormValues | null => {
  const head = server.split('.')[0] as keyof StorefrontFormValues;
  return FORM_FIELDS.includes(head) ? head : null;
};
