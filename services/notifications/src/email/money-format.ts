/**
 * ISO 4217 minor digits, written out rather than read from Intl: a wrong count misstates an amount
 * by a factor of ten or more, and ICU builds disagree (some say 2 for UGX). Trade's currencies
 * (its checkout list and the CFA francs) plus the other common 0- and 3-digit codes.
 */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CNY: 2,
  NGN: 2,
  ZAR: 2,
  KES: 2,
  GHS: 2,
  EGP: 2,
  MAD: 2,
  ETB: 2,
  TZS: 2,
  RWF: 0,
  UGX: 0,
  XOF: 0,
  XAF: 0,
  BIF: 0,
  DJF: 0,
  GNF: 0,
  KMF: 0,
  JPY: 0,
  KRW: 0,
  TND: 3,
  LYD: 3,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  IQD: 3,
};

export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Minor digits of a currency; one not in the table gets what Intl knows of it (2 when it knows nothing). */
export function minorDigits(currency: string): number {
  const known = MINOR_DIGITS[currency];
  if (known !== undefined) return known;
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/**
 * The BCP 47 tag Intl formats a mail's numbers with: Arabic as `ar-EG`, whose numbers use
 * Arabic-Indic digits (plain `ar` writes Latin ones), as the storefront shows them.
 */
export function intlLocale(lang: string): string {
  return lang === 'ar' ? 'ar-EG' : lang;
}

type Decimal = `${number}`;

/** Integer minor units as an exact decimal string ("123456" with 3 digits → "123.456"): no float in between. */
export function minorToDecimal(minor: bigint, digits: number): Decimal {
  const sign = minor < 0n ? '-' : '';
  const abs = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, '0');
  const text = digits === 0 ? abs : `${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
  return `${sign}${text}` as Decimal;
}

/**
 * An amount in integer minor units, formatted for the reader: the currency's own decimals (TND 3,
 * UGX 0) whatever Intl thinks, the locale's separators and digits. Intl is given the exact decimal
 * string, never a float, so no amount is ever rounded.
 */
export function formatMoney(minor: bigint, currency: string, lang: string): string {
  const digits = minorDigits(currency);
  const decimal = minorToDecimal(minor, digits);
  try {
    return moneyFormat(intlLocale(lang), currency, digits).format(decimal);
  } catch {
    return `${decimal} ${currency}`; // a locale tag Intl does not accept
  }
}

// Building an Intl.NumberFormat costs far more than using one (a tenth of a mail's rendering time
// under load: bench/checkout), and a mail formats several amounts in the same few currencies.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const MAX_MONEY_FORMATS = 256;

function moneyFormat(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    if (moneyFormats.size >= MAX_MONEY_FORMATS) moneyFormats.clear();
    moneyFormats.set(key, format);
  }
  return format;
}

/** A whole number (a quantity, a count) in the reader's digits. */
export function formatCount(n: bigint, lang: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(lang)).format(`${n}` as Decimal);
  } catch {
    return n.toString();
  }
}

/**
 * A deadline, e.g. "December 8, 2026 at 10:00 UTC": in UTC and saying so, because readers across
 * Africa live in four time zones and a bare date could be a day off for some of them.
 */
export function formatInstant(at: Date, lang: string): string {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(intlLocale(lang), options).format(at);
  } catch {
    return at.toISOString();
  }
}

/** A fee rate in basis points as a percentage (300 → "3%", 250 → "2.5%", "٣٪" in Arabic). */
export function formatBasisPoints(bp: number, lang: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 2 }).format(
      `${bp}e-4` as Decimal,
    );
  } catch {
    return `${minorToDecimal(BigInt(bp), 2)}%`;
  }
}
