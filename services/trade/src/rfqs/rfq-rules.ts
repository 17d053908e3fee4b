import { AFRICAN_COUNTRIES } from '@sokoni/contracts';
import type { I18nArgs, ProblemFieldError } from '@sokoni/platform/errors';
import { MAX_LINE_QUANTITY } from '../catalog/index.js';
import { isSupportedCurrency } from '../money/index.js';

export const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const RFQ_VISIBILITIES = ['open', 'invited'] as const;
export type RfqVisibility = (typeof RFQ_VISIBILITIES)[number];
export const DEFAULT_MAX_QUOTES = 10;
export const MAX_MAX_QUOTES = 50;
export const MAX_INVITED = 50;
export const MAX_PRICE_TIERS = 10;
/** Catalogue's bound on unit prices (product.dto.ts), in minor units. */
export const MAX_UNIT_PRICE_MINOR = 10_000_000_000_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;
const AFRICAN = new Set<string>(AFRICAN_COUNTRIES);

/** An RFQ as the buyer sends it; every field unchecked until postRfqFaults says otherwise. */
export interface RfqInput {
  productId?: unknown;
  categoryId?: unknown;
  title?: unknown;
  description?: unknown;
  quantity?: unknown;
  unit?: unknown;
  targetPriceMinor?: unknown;
  currency?: unknown;
  incoterm?: unknown;
  destinationCountry?: unknown;
  destinationPort?: unknown;
  neededBy?: unknown;
  quoteDeadline?: unknown;
  visibility?: unknown;
  invitedSupplierIds?: unknown;
  maxQuotes?: unknown;
  supplierCountries?: unknown;
}

/** What the rules let through, typed. */
export interface CheckedRfq {
  productId: string | null;
  categoryId: string | null;
  title: string;
  description: string;
  quantity: number;
  unit: string;
  targetPriceMinor: number | null;
  currency: string;
  incoterm: Incoterm;
  destinationCountry: string;
  destinationPort: string | null;
  neededBy: string;
  quoteDeadline: Date;
  visibility: RfqVisibility;
  invitedSupplierIds: string[];
  maxQuotes: number;
  supplierCountries: string[];
}

export const fault = (field: string, rule: string, args?: I18nArgs): ProblemFieldError => ({
  field,
  code: `rfqs.${rule}`,
  i18nKey: `rfqs.${rule}`,
  args,
});

const text = (v: unknown): string | null => (typeof v === 'string' ? v.trim() : null);
const int = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
/** A calendar date (YYYY-MM-DD) that exists, as midnight UTC. */
export const calendarDate = (v: unknown): Date | null => {
  if (typeof v !== 'string' || !DATE.test(v)) return null;
  const d = new Date(`${v}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v ? null : d;
};
const instant = (v: unknown): Date | null => {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(v)) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

function textRule(
  faults: ProblemFieldError[],
  field: string,
  v: unknown,
  min: number,
  max: number,
): string | null {
  const t = text(v);
  if (t === null || t.length < min || t.length > max) {
    faults.push(fault(field, 'text_length', { min, max }));
    return null;
  }
  return t;
}

/**
 * Every rule an RFQ breaks, all at once (the buyer fixes the form in one go): what it is about,
 * how much of what, the money, the terms, where and when, and who may quote. `now` is passed in so
 * the date rules can be tested at any instant. Empty when the RFQ can be posted.
 */
export function postRfqFaults(input: RfqInput, buyerId: string, now: Date): ProblemFieldError[] {
  const f: ProblemFieldError[] = [];
  const hasProduct = input.productId !== undefined && input.productId !== null && input.productId !== '';
  const hasCategory = input.categoryId !== undefined && input.categoryId !== null && input.categoryId !== '';
  if (!hasProduct && !hasCategory) f.push(fault('categoryId', 'product_or_category'));
  if (hasProduct && (typeof input.productId !== 'string' || !UUID.test(input.productId)))
    f.push(fault('productId', 'bad_id'));
  if (hasCategory && (typeof input.categoryId !== 'string' || !/^[\w-]{1,64}$/.test(input.categoryId)))
    f.push(fault('categoryId', 'bad_id'));
  textRule(f, 'title', input.title, 3, 200);
  textRule(f, 'description', input.description, 10, 4000);
  if (!int(input.quantity, 1, MAX_LINE_QUANTITY))
    f.push(fault('quantity', 'bad_quantity', { max: MAX_LINE_QUANTITY }));
  textRule(f, 'unit', input.unit, 1, 32);
  if (input.targetPriceMinor !== undefined && input.targetPriceMinor !== null)
    if (!int(input.targetPriceMinor, 0, Number.MAX_SAFE_INTEGER))
      f.push(fault('targetPriceMinor', 'bad_amount'));
  if (typeof input.currency !== 'string' || !isSupportedCurrency(input.currency))
    f.push(fault('currency', 'bad_currency'));
  if (!(INCOTERMS as readonly unknown[]).includes(input.incoterm))
    f.push(fault('incoterm', 'bad_incoterm', { values: INCOTERMS.join(', ') }));
  if (typeof input.destinationCountry !== 'string' || !AFRICAN.has(input.destinationCountry))
    f.push(fault('destinationCountry', 'bad_country'));
  if (input.destinationPort !== undefined && input.destinationPort !== null)
    textRule(f, 'destinationPort', input.destinationPort, 0, 120);
  const neededBy = calendarDate(input.neededBy);
  if (!neededBy) f.push(fault('neededBy', 'bad_date'));
  else if (neededBy <= now) f.push(fault('neededBy', 'date_past'));
  const deadline = instant(input.quoteDeadline);
  if (!deadline) f.push(fault('quoteDeadline', 'bad_date'));
  else if (deadline <= now) f.push(fault('quoteDeadline', 'date_past'));
  else if (neededBy && deadline >= neededBy) f.push(fault('quoteDeadline', 'deadline_after_needed_by'));
  if (!(RFQ_VISIBILITIES as readonly unknown[]).includes(input.visibility))
    f.push(fault('visibility', 'bad_visibility'));
  const invited = input.invitedSupplierIds ?? [];
  if (
    !Array.isArray(invited) ||
    invited.length > MAX_INVITED ||
    invited.some((id) => typeof id !== 'string' || !UUID.test(id))
  )
    f.push(fault('invitedSupplierIds', 'bad_invited', { max: MAX_INVITED }));
  else if (invited.some((id: string) => id.toLowerCase() === buyerId.toLowerCase()))
    f.push(fault('invitedSupplierIds', 'self_invited'));
  else if (input.visibility === 'invited' && invited.length === 0)
    f.push(fault('invitedSupplierIds', 'none_invited'));
  if (input.maxQuotes !== undefined && input.maxQuotes !== null && !int(input.maxQuotes, 1, MAX_MAX_QUOTES))
    f.push(fault('maxQuotes', 'bad_max_quotes', { max: MAX_MAX_QUOTES }));
  const countries = input.supplierCountries ?? [];
  if (
    !Array.isArray(countries) ||
    countries.length > 60 ||
    countries.some((c) => typeof c !== 'string' || !COUNTRY.test(c))
  )
    f.push(fault('supplierCountries', 'bad_country'));
  return f;
}

/** The input once postRfqFaults found nothing: trimmed, defaulted, ids lower-cased. */
export function checkedRfq(input: RfqInput): CheckedRfq {
  const port = text(input.destinationPort);
  return {
    productId: typeof input.productId === 'string' && input.productId ? input.productId.toLowerCase() : null,
    categoryId: typeof input.categoryId === 'string' && input.categoryId ? input.categoryId : null,
    title: text(input.title)!,
    description: text(input.description)!,
    quantity: input.quantity as number,
    unit: text(input.unit)!,
    targetPriceMinor: typeof input.targetPriceMinor === 'number' ? input.targetPriceMinor : null,
    currency: input.currency as string,
    incoterm: input.incoterm as Incoterm,
    destinationCountry: input.destinationCountry as string,
    destinationPort: port ? port : null,
    neededBy: input.neededBy as string,
    quoteDeadline: instant(input.quoteDeadline)!,
    visibility: input.visibility as RfqVisibility,
    invitedSupplierIds: [
      ...new Set(((input.invitedSupplierIds ?? []) as string[]).map((s) => s.toLowerCase())),
    ],
    maxQuotes: typeof input.maxQuotes === 'number' ? input.maxQuotes : DEFAULT_MAX_QUOTES,
    supplierCountries: [...new Set((input.supplierCountries ?? []) as string[])],
  };
}
