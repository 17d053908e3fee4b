import { minorDigits } from './currencies';

/** A rate as the API gives it: units of the currency per 1 USD. */
export interface Rate {
  currency: string;
  perUsd: number;
  minorDigits: number;
}

/** Integer minor units of one currency → minor units of another, through USD (as the server does). */
export function convertMinor(amountMinor: number, from: Rate, to: Rate): number {
  const usd = amountMinor / 10 ** from.minorDigits / from.perUsd;
  return Math.round(usd * to.perUsd * 10 ** to.minorDigits);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats integer minor units with the currency's ISO decimals (TND 3, UGX 0) in the reader's
 * locale — `ar-EG` writes Arabic-Indic digits. The symbol is the narrow one where Intl has it.
 */
export function formatMinor(amountMinor: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, f);
  }
  return f.format(amountMinor / 10 ** digits);
}
