import { parseMajor } from '../trade/lib/trade-money';
import type { Incoterm, PriceTier, Quote, QuoteBody } from './rfq-api';

/** The supplier's quote form without React: values → trade's body, the rules, the field paths. */

export interface TierRow {
  minQuantity: number | null;
  unitPrice: string;
}

export interface QuoteValues {
  tiers: TierRow[];
  currency: string;
  moq: number | null;
  leadTimeDays: number | null;
  validUntil: string;
  incoterm?: Incoterm;
  paymentTerms: string;
  sampleAvailable: boolean;
  samplePrice: string;
  message: string;
}

export type QuoteField =
  Exclude<keyof QuoteValues, 'tiers'> | `tiers.${number}.${'minQuantity' | 'unitPrice'}` | 'tiers';

/** Every rule a quote breaks against the RFQ's quantity, field path → code. */
export function quoteErrors(
  v: QuoteValues,
  rfqQuantity: number,
  today: string,
): Partial<Record<QuoteField, string>> {
  const e: Partial<Record<QuoteField, string>> = {};
  if (v.tiers.length === 0) e.tiers = 'required';
  v.tiers.forEach((t, i) => {
    if (t.minQuantity === null || !Number.isSafeInteger(t.minQuantity) || t.minQuantity < 1)
      e[`tiers.${i}.minQuantity`] = 'quantity';
    const p = parseMajor(t.unitPrice, v.currency);
    if (!p.ok) e[`tiers.${i}.unitPrice`] = p.error === 'too_many_decimals' ? 'decimals' : 'price';
  });
  const qs = v.tiers.map((t) => t.minQuantity).filter((q): q is number => q !== null);
  if (new Set(qs).size !== qs.length) e.tiers = 'duplicateTier';
  else if (qs.length && Math.min(...qs) > rfqQuantity) e.tiers = 'tierAboveQuantity';
  if (v.moq === null || !Number.isSafeInteger(v.moq) || v.moq < 1) e.moq = 'quantity';
  else if (v.moq > rfqQuantity) e.moq = 'moqAboveQuantity';
  if (
    v.leadTimeDays === null ||
    !Number.isSafeInteger(v.leadTimeDays) ||
    v.leadTimeDays < 0 ||
    v.leadTimeDays > 365
  )
    e.leadTimeDays = 'leadTime';
  if (!v.validUntil) e.validUntil = 'required';
  else if (v.validUntil < today) e.validUntil = 'date';
  if (!v.incoterm) e.incoterm = 'required';
  const terms = v.paymentTerms.trim();
  if (terms.length < 2 || terms.length > 500) e.paymentTerms = 'length';
  if (v.sampleAvailable && v.samplePrice.trim()) {
    const p = parseMajor(v.samplePrice, v.currency);
    if (!p.ok) e.samplePrice = 'price';
  }
  if (v.message.trim().length > 4000) e.message = 'length';
  return e;
}

export function toQuoteBody(v: QuoteValues): QuoteBody {
  const minor = (text: string) => {
    const p = parseMajor(text, v.currency);
    return p.ok ? Number(p.minor) : 0;
  };
  const tiers: PriceTier[] = v.tiers
    .map((t) => ({ minQuantity: t.minQuantity!, unitPriceMinor: minor(t.unitPrice) }))
    .sort((a, b) => a.minQuantity - b.minQuantity);
  const sample = v.sampleAvailable && v.samplePrice.trim() ? { samplePriceMinor: minor(v.samplePrice) } : {};
  return {
    priceTiers: tiers,
    currency: v.currency,
    moq: v.moq!,
    leadTimeDays: v.leadTimeDays!,
    validUntil: v.validUntil,
    incoterm: v.incoterm!,
    paymentTerms: v.paymentTerms.trim(),
    sampleAvailable: v.sampleAvailable,
    ...sample,
    message: v.message.trim(),
  };
}

/** Trade's quote field names ("priceTiers.1.unitPriceMinor") → the form's ("tiers.1.unitPrice"). */
export function quoteFieldOf(server: string): (string | number)[] | null {
  const tier = /^priceTiers(?:\.(\d+)\.(minQuantity|unitPriceMinor))?$/.exec(server);
  if (tier)
    return tier[1]
      ? ['tiers', Number(tier[1]), tier[2] === 'minQuantity' ? 'minQuantity' : 'unitPrice']
      : ['tiers'];
  if (server === 'samplePriceMinor') return ['samplePrice'];
  const known = [
    'currency',
    'moq',
    'leadTimeDays',
    'validUntil',
    'incoterm',
    'paymentTerms',
    'sampleAvailable',
    'message',
  ];
  return known.includes(server) ? [server] : null;
}

/** Values of the supplier's form: their quote to revise, or a start from the RFQ's own terms. */
export function quoteValuesOf(
  rfq: { quantity: number; currency: string; incoterm: Incoterm },
  quote: Quote | null,
  minorToText: (minor: number, currency: string) => string,
): QuoteValues {
  if (!quote)
    return {
      tiers: [{ minQuantity: rfq.quantity, unitPrice: '' }],
      currency: rfq.currency,
      moq: rfq.quantity,
      leadTimeDays: null,
      validUntil: '',
      incoterm: rfq.incoterm,
      paymentTerms: '',
      sampleAvailable: false,
      samplePrice: '',
      message: '',
    };
  return {
    tiers: quote.priceTiers.map((t) => ({
      minQuantity: t.minQuantity,
      unitPrice: minorToText(t.unitPriceMinor, quote.currency),
    })),
    currency: quote.currency,
    moq: quote.moq,
    leadTimeDays: quote.leadTimeDays,
    validUntil: quote.validUntil,
    incoterm: quote.incoterm,
    paymentTerms: quote.paymentTerms,
    sampleAvailable: quote.sampleAvailable,
    samplePrice: quote.samplePriceMinor === null ? '' : minorToText(quote.samplePriceMinor, quote.currency),
    message: quote.message,
  };
}
