import type { ProblemFieldError } from '@sokoni/platform/errors';
import type { TradePriceTier } from '../catalog/index.js';
import { isSupportedCurrency } from '../money/index.js';
import {
  calendarDate,
  fault,
  INCOTERMS,
  MAX_PRICE_TIERS,
  MAX_UNIT_PRICE_MINOR,
  type Incoterm,
} from './rfq-rules.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface QuoteInput {
  productId?: unknown;
  priceTiers?: unknown;
  currency?: unknown;
  moq?: unknown;
  leadTimeDays?: unknown;
  validUntil?: unknown;
  incoterm?: unknown;
  paymentTerms?: unknown;
  sampleAvailable?: unknown;
  samplePriceMinor?: unknown;
  message?: unknown;
}

export interface CheckedQuote {
  productId: string | null;
  priceTiers: TradePriceTier[];
  currency: string;
  moq: number;
  leadTimeDays: number;
  validUntil: string;
  incoterm: Incoterm;
  paymentTerms: string;
  sampleAvailable: boolean;
  samplePriceMinor: number | null;
  message: string;
}

const int = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : null);

/**
 * Every rule a quote breaks against the RFQ it answers: tiers ascending by quantity, the first
 * (and the MOQ) no higher than the quantity asked, so the quote prices what the buyer wants;
 * valid until today or later; a sample price only with a sample. Empty when it can be submitted.
 */
export function quoteFaults(input: QuoteInput, rfqQuantity: number, today: string): ProblemFieldError[] {
  const f: ProblemFieldError[] = [];
  if (input.productId !== undefined && input.productId !== null)
    if (typeof input.productId !== 'string' || !UUID.test(input.productId))
      f.push(fault('productId', 'bad_id'));
  const tiers = input.priceTiers;
  if (!Array.isArray(tiers) || tiers.length < 1 || tiers.length > MAX_PRICE_TIERS) {
    f.push(fault('priceTiers', 'bad_tiers', { max: MAX_PRICE_TIERS }));
  } else {
    tiers.forEach((t: unknown, i) => {
      const tier = (t ?? {}) as Record<string, unknown>;
      if (!int(tier['minQuantity'], 1, 1_000_000_000))
        f.push(fault(`priceTiers.${i}.minQuantity`, 'bad_quantity'));
      if (!int(tier['unitPriceMinor'], 0, MAX_UNIT_PRICE_MINOR))
        f.push(fault(`priceTiers.${i}.unitPriceMinor`, 'bad_amount'));
    });
    const qs = tiers.map((t: { minQuantity?: unknown }) => t?.minQuantity);
    if (qs.every((q) => typeof q === 'number')) {
      const sorted = [...qs].sort((a, b) => a - b);
      if (sorted.some((q, i) => i > 0 && q === sorted[i - 1])) f.push(fault('priceTiers', 'duplicate_tier'));
      if (sorted[0]! > rfqQuantity)
        f.push(fault('priceTiers', 'tier_above_quantity', { quantity: rfqQuantity }));
    }
  }
  if (typeof input.currency !== 'string' || !isSupportedCurrency(input.currency))
    f.push(fault('currency', 'bad_currency'));
  if (!int(input.moq, 1, 1_000_000_000)) f.push(fault('moq', 'bad_quantity'));
  else if (input.moq > rfqQuantity) f.push(fault('moq', 'moq_above_quantity', { quantity: rfqQuantity }));
  if (!int(input.leadTimeDays, 0, 365)) f.push(fault('leadTimeDays', 'bad_lead_time'));
  const valid = calendarDate(input.validUntil);
  if (!valid) f.push(fault('validUntil', 'bad_date'));
  else if ((input.validUntil as string) < today) f.push(fault('validUntil', 'date_past'));
  if (!(INCOTERMS as readonly unknown[]).includes(input.incoterm)) f.push(fault('incoterm', 'bad_incoterm'));
  const terms = text(input.paymentTerms);
  if (terms === null || terms.length < 2 || terms.length > 500)
    f.push(fault('paymentTerms', 'text_length', { min: 2, max: 500 }));
  if (typeof input.sampleAvailable !== 'boolean') f.push(fault('sampleAvailable', 'bad_boolean'));
  if (input.samplePriceMinor !== undefined && input.samplePriceMinor !== null) {
    if (input.sampleAvailable !== true) f.push(fault('samplePriceMinor', 'sample_price_without_sample'));
    else if (!int(input.samplePriceMinor, 0, Number.MAX_SAFE_INTEGER))
      f.push(fault('samplePriceMinor', 'bad_amount'));
  }
  const message = input.message ?? '';
  if (typeof message !== 'string' || message.trim().length > 4000)
    f.push(fault('message', 'text_length', { min: 0, max: 4000 }));
  return f;
}

export function checkedQuote(input: QuoteInput): CheckedQuote {
  const tiers = (input.priceTiers as TradePriceTier[])
    .map((t) => ({ minQuantity: t.minQuantity, unitPriceMinor: t.unitPriceMinor }))
    .sort((a, b) => a.minQuantity - b.minQuantity);
  return {
    productId: typeof input.productId === 'string' ? input.productId.toLowerCase() : null,
    priceTiers: tiers,
    currency: input.currency as string,
    moq: input.moq as number,
    leadTimeDays: input.leadTimeDays as number,
    validUntil: input.validUntil as string,
    incoterm: input.incoterm as Incoterm,
    paymentTerms: text(input.paymentTerms)!,
    sampleAvailable: input.sampleAvailable as boolean,
    samplePriceMinor: typeof input.samplePriceMinor === 'number' ? input.samplePriceMinor : null,
    message: text(input.message) ?? '',
  };
}
