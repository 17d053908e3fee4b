/**
 * A sourcing request, sent until the trade service has real RFQs as a contact message (topic
 * 'buying') to Sokoni's sourcing team: the structured fields are composed into the message text.
 * The text is in English whatever the buyer reads, because it goes to the team's English inbox
 * (the buyer's language travels separately, as the message's locale).
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
export type Unit = (typeof UNITS)[number];

export const LIMITS = {
  nameMax: 120,
  emailMax: 254,
  companyMax: 160,
  productMax: 200,
  detailsMin: 10,
  // The contact message allows 5000 characters; the composed header lines take the rest.
  detailsMax: 4000,
  quantityMax: 1_000_000_000,
} as const;

export interface RfqInput {
  name: string;
  email: string;
  company?: string;
  product: string;
  /** Set when the request started from a product page (?product=<id>). */
  productId?: string;
  quantity: number | null;
  unit: string;
  targetPrice?: number | null;
  currency?: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  /** Its name, for the team's convenience (the code stays in the text). */
  countryName?: string;
  /** yyyy-mm-dd, from the date input. */
  requiredBy?: string;
  details: string;
}

export type RfqField =
  | 'name'
  | 'email'
  | 'company'
  | 'product'
  | 'quantity'
  | 'unit'
  | 'targetPrice'
  | 'country'
  | 'requiredBy'
  | 'details';
/** Keys of rfq.json under error.* */
export type RfqError = 'required' | 'tooLong' | 'email' | 'quantity' | 'price' | 'date' | 'detailsShort';

// Deliberately loose, as on the contact form: the server is the real judge.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Field → the first rule it breaks; empty when the request can be sent. `today` is yyyy-mm-dd. */
export function validateRfq(input: Partial<RfqInput>, today: string): Partial<Record<RfqField, RfqError>> {
  const e: Partial<Record<RfqField, RfqError>> = {};
  const name = (input.name ?? '').trim();
  const email = (input.email ?? '').trim();
  const product = (input.product ?? '').trim();
  const details = (input.details ?? '').trim();
  const requiredBy = (input.requiredBy ?? '').trim();

  if (!name) e.name = 'required';
  else if (name.length > LIMITS.nameMax) e.name = 'tooLong';
  if (!email) e.email = 'required';
  else if (email.length > LIMITS.emailMax) e.email = 'tooLong';
  else if (!EMAIL.test(email)) e.email = 'email';
  if ((input.company ?? '').trim().length > LIMITS.companyMax) e.company = 'tooLong';
  if (!product) e.product = 'required';
  else if (product.length > LIMITS.productMax) e.product = 'tooLong';

  const q = input.quantity;
  if (q === null || q === undefined) e.quantity = 'required';
  else if (!Number.isFinite(q) || q <= 0 || q > LIMITS.quantityMax) e.quantity = 'quantity';
  if (!input.unit) e.unit = 'required';

  const p = input.targetPrice;
  if (p !== null && p !== undefined && (!Number.isFinite(p) || p <= 0)) e.targetPrice = 'price';
  if (!input.country) e.country = 'required';
  // ISO dates compare as strings; a date already past cannot be met.
  if (requiredBy && (!DATE.test(requiredBy) || requiredBy < today)) e.requiredBy = 'date';

  if (!details) e.details = 'required';
  else if (details.length < LIMITS.detailsMin) e.details = 'detailsShort';
  else if (details.length > LIMITS.detailsMax) e.details = 'tooLong';
  return e;
}

/** The message text the sourcing team reads: one labelled line per field, then the details. */
export function composeRfqMessage(input: RfqInput, origin: string): string {
  const product = input.product.trim();
  const unit = input.unit;
  const lines = ['Sourcing request (RFQ)', '', `Product: ${product}`];
  if (input.productId) lines.push(`Product page: ${origin}/products/${encodeURIComponent(input.productId)}`);
  lines.push(`Quantity: ${String(input.quantity)} ${unit}`);
  if (input.targetPrice !== null && input.targetPrice !== undefined)
    lines.push(`Target price: ${[input.targetPrice, input.currency].filter(Boolean).join(' ')} per ${unit}`);
  const country = input.countryName ? `${input.countryName} (${input.country})` : input.country;
  lines.push(`Destination: ${country}`);
  if (input.requiredBy?.trim()) lines.push(`Required by: ${input.requiredBy.trim()}`);
  lines.push('', 'Details:', input.details.trim());
  return lines.join('\n');
}

/** The contact-messages body: trimmed, topic 'buying', without an empty company. */
export function toContactPayload(input: RfqInput, origin: string, locale: string) {
  const company = (input.company ?? '').trim();
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    ...(company ? { company } : {}),
    topic: 'buying' as const,
    message: composeRfqMessage(input, origin),
    locale,
  };
}
