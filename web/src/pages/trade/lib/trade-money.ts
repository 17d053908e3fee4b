/**
 * Trade amounts: integer minor units of an ISO 4217 currency, as trade sends them, shown without
 * ever passing through a float (a float misstates large amounts). Arithmetic is on bigint and Intl
 * is handed an exact decimal string; the rest of the style (narrow symbol, the reader's digits) is
 * the storefront's own formatMinor.
 */

/**
 * ISO 4217 minor digits, written out: a wrong count misstates an amount tenfold, and ICU builds
 * disagree (some say 2 for UGX). The buyer's fourteen currencies and the other 0- and 3-digit codes
 * a seller may price in — the table trade, the back office and the e-mails use.
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

/** Minor digits of a currency: the table's, else what Intl knows, else 2. */
export function digitsOf(currency: string): number {
  const known = MINOR_DIGITS[currency];
  if (known !== undefined) return known;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** The amount as a bigint; a non-integer (a float in minor units is a bug upstream) is refused. */
export function toMinor(value: number | bigint | string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer amount: ${value}`);
    return BigInt(value);
  }
  if (!/^-?\d+$/.test(value.trim())) throw new RangeError(`not an integer amount: ${value}`);
  return BigInt(value.trim());
}

/** Integer minor units as an exact decimal string (123456 with 3 digits → "123.456"). */
export function minorToDecimal(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const abs = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const text = digits === 0 ? abs : `${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
  return negative ? `-${text}` : text;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
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
  return f;
}

/** "KSh 1,234.56" in the reader's locale (ar-EG: Arabic-Indic digits), exact to the last minor unit. */
export function formatMoney(amountMinor: number | bigint | string, currency: string, locale: string): string {
  const digits = digitsOf(currency);
  const decimal = minorToDecimal(toMinor(amountMinor), digits);
  // Intl reads a decimal string exactly (Intl.NumberFormat v3), where a number would be rounded first.
  return formatter(currency, locale, digits).format(decimal as Intl.StringNumericLiteral);
}

export type ParsedAmount =
  | { ok: true; minor: bigint }
  | { ok: false; error: 'empty' | 'not_a_number' | 'too_many_decimals' | 'not_positive' };

/**
 * An amount typed in major units ("1500", "1500.5", "1 500,50") as exact minor units: spaces and
 * one decimal separator (point or comma) allowed, no more decimals than the currency has.
 */
export function parseMajor(text: string, currency: string): ParsedAmount {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { ok: false, error: 'empty' };
  const m = /^(\d+)(?:[.,](\d*))?$/.exec(compact);
  if (!m) return { ok: false, error: 'not_a_number' };
  const digits = digitsOf(currency);
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return { ok: false, error: 'too_many_decimals' };
  const minor = BigInt(m[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor <= 0n) return { ok: false, error: 'not_positive' };
  return { ok: true, minor };
}

/** A basis-point rate as a percentage for people (500 → "5%", 250 → "2.5%"). */
export function formatBasisPoints(bp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}
