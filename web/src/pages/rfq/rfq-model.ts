import type { UploadFile } from 'antd';
import { parseMajor } from '../trade/lib/trade-money';
import {
  DEFAULT_MAX_QUOTES,
  MAX_MAX_QUOTES,
  type Incoterm,
  type PostRfqBody,
  type Visibility,
} from './rfq-api';

/**
 * The RFQ form without React: form values → trade's bodies, the rules the form checks
 * before sending (trade checks them all again), and where a server error is shown.
 */

export const UNITS = [
  'piece',
  'kg',
  'tonne',
  'litre',
  'metre',
  'square-metre',
  'carton',
  'bag',
  'bale',
  'dozen',
  'pair',
  'set',
  'roll',
  'container',
] as const;

export const LIMITS = {
  titleMin: 3,
  titleMax: 200,
  descriptionMin: 10,
  descriptionMax: 4000,
  quantityMax: 1_000_000_000,
};

export interface RfqValues {
  title: string;
  categoryId?: string;
  description: string;
  quantity: number | null;
  unit?: string;
  targetPrice: string;
  currency: string;
  incoterm?: Incoterm;
  destinationCountry?: string;
  destinationPort: string;
  neededBy: string;
  quoteDeadline: string;
  visibility: Visibility;
  invitedSupplierIds: string[];
  /** Only suppliers from these countries are told of an open RFQ; none: every matching one. */
  supplierCountries: string[];
  maxQuotes: number | null;
  /** antd's file list; sent after the RFQ, to POST /rfqs/:id/attachments. */
  attachments?: UploadFile[];
}

export type RfqField = keyof RfqValues;
export type ErrorCode =
  | 'required'
  | 'length'
  | 'quantity'
  | 'price'
  | 'decimals'
  | 'date'
  | 'deadlineAfterNeeded'
  | 'noInvited'
  | 'maxQuotes';

/** The end of the chosen day where the buyer is: the instant trade stops taking quotes. */
export function deadlineInstant(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const d = new Date(`${day}T23:59:59`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * Every rule the form breaks, field → code; `now` passed in so the rules are tested at any time.
 * `forProduct`: the RFQ names a product (from its page), which stands for the category.
 */
export function rfqErrors(v: RfqValues, now: Date, forProduct = false): Partial<Record<RfqField, ErrorCode>> {
  const e: Partial<Record<RfqField, ErrorCode>> = {};
  const title = v.title.trim();
  if (!title) e.title = 'required';
  else if (title.length < LIMITS.titleMin || title.length > LIMITS.titleMax) e.title = 'length';
  // Trade matches suppliers by category: without one (or a product) there is nobody to tell.
  if (!v.categoryId && !forProduct) e.categoryId = 'required';
  const description = v.description.trim();
  if (!description) e.description = 'required';
  else if (description.length < LIMITS.descriptionMin || description.length > LIMITS.descriptionMax)
    e.description = 'length';
  const q = v.quantity;
  if (q === null || q === undefined) e.quantity = 'required';
  else if (!Number.isSafeInteger(q) || q < 1 || q > LIMITS.quantityMax) e.quantity = 'quantity';
  if (!v.unit) e.unit = 'required';
  if (v.targetPrice.trim()) {
    const p = parseMajor(v.targetPrice, v.currency);
    if (!p.ok) e.targetPrice = p.error === 'too_many_decimals' ? 'decimals' : 'price';
  }
  if (!v.incoterm) e.incoterm = 'required';
  if (!v.destinationCountry) e.destinationCountry = 'required';
  const today = now.toISOString().slice(0, 10);
  if (!v.neededBy) e.neededBy = 'required';
  else if (v.neededBy <= today) e.neededBy = 'date';
  const deadline = deadlineInstant(v.quoteDeadline);
  if (!v.quoteDeadline) e.quoteDeadline = 'required';
  else if (!deadline || new Date(deadline) <= now) e.quoteDeadline = 'date';
  // Trade reads the needed-by day as its midnight UTC: quoting must close before it.
  else if (v.neededBy && deadline >= `${v.neededBy}T00:00:00.000Z`) e.quoteDeadline = 'deadlineAfterNeeded';
  if (v.visibility === 'invited' && v.invitedSupplierIds.length === 0) e.invitedSupplierIds = 'noInvited';
  const m = v.maxQuotes;
  if (m !== null && m !== undefined && (!Number.isSafeInteger(m) || m < 1 || m > MAX_MAX_QUOTES))
    e.maxQuotes = 'maxQuotes';
  return e;
}

/** The POST /rfqs body of valid values; empty optional fields are left out. */
export function toRfqBody(v: RfqValues, productId: string | null): PostRfqBody {
  const price = v.targetPrice.trim() ? parseMajor(v.targetPrice, v.currency) : null;
  const port = v.destinationPort.trim();
  return {
    ...(productId ? { productId } : {}),
    ...(v.categoryId ? { categoryId: v.categoryId } : {}),
    title: v.title.trim(),
    description: v.description.trim(),
    quantity: v.quantity!,
    unit: v.unit!,
    ...(price?.ok ? { targetPriceMinor: Number(price.minor) } : {}),
    currency: v.currency,
    incoterm: v.incoterm!,
    destinationCountry: v.destinationCountry!,
    ...(port ? { destinationPort: port } : {}),
    neededBy: v.neededBy,
    quoteDeadline: deadlineInstant(v.quoteDeadline)!,
    visibility: v.visibility,
    invitedSupplierIds: v.visibility === 'invited' ? v.invitedSupplierIds : [],
    ...(v.visibility === 'open' && v.supplierCountries.length
      ? { supplierCountries: v.supplierCountries }
      : {}),
    maxQuotes: v.maxQuotes ?? DEFAULT_MAX_QUOTES,
  };
}

/** Trade's field names → the form's (the price is typed in major units under another name). */
export function rfqFieldOf(server: string): RfqField | null {
  if (server === 'targetPriceMinor') return 'targetPrice';
  if (server === 'productId') return 'title';
  const known: readonly string[] = [
    'title',
    'categoryId',
    'description',
    'quantity',
    'unit',
    'currency',
    'incoterm',
    'destinationCountry',
    'destinationPort',
    'neededBy',
    'quoteDeadline',
    'visibility',
    'invitedSupplierIds',
    'supplierCountries',
    'maxQuotes',
  ];
  return known.includes(server) ? (server as RfqField) : null;
}
