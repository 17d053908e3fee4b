/**
 * Money in the console: integer minor units of an ISO 4217 currency, as the services send them,
 * turned into text without ever passing through a float (a float misstates large amounts and
 * rounds some decimal ones). Arithmetic is on bigint; Intl is given an exact decimal string.
 */

/**
 * ISO 4217 minor digits, written out rather than read from Intl: a wrong count misstates an amount
 * by a factor of ten or more, and ICU builds disagree (some say 2 for UGX). Trade's currencies and
 * the other common 0- and 3-digit codes — the same table as the storefront's and the e-mails'.
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

const CODE = /^[A-Z]{3}$/;

/** Minor digits of a currency; one not in the table gets what Intl knows of it, or null if nothing. */
export function minorDigits(currency: string): number | null {
  const known = MINOR_DIGITS[currency];
  if (known !== undefined) return known;
  if (!CODE.test(currency)) return null;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      null
    );
  } catch {
    return null;
  }
}

/** What the API may send for an amount: a JSON number (a safe integer) or a decimal integer string. */
export type MinorInput = number | string | bigint;

/** The amount as a bigint, or null when it is not an integer (a float in minor units is a bug upstream). */
export function toMinor(value: MinorInput | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null;
  return /^-?\d+$/.test(value.trim()) ? BigInt(value.trim()) : null;
}

/** Integer minor units as an exact decimal string ("123456" with 3 digits → "123.456"). */
export function minorToDecimal(minor: bigint, digits: number): string {
  const sign = minor < 0n ? '-' : '';
  const abs = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, '0');
  const text = digits === 0 ? abs : `${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
  return `${sign}${text}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * An amount in integer minor units for the reader: the currency's own decimals (TND 3, UGX 0)
 * whatever Intl thinks, the locale's separators. An amount or currency the console cannot read is
 * shown as it came ("12.5 XYZ"), never guessed at.
 */
export function formatMoney(minor: MinorInput | null | undefined, currency: string, locale: string): string {
  const amount = toMinor(minor);
  const digits = minorDigits(currency);
  if (amount === null || digits === null) return `${String(minor ?? '')} ${currency}`.trim();
  const decimal = minorToDecimal(amount, digits);
  try {
    // Intl reads a decimal string exactly (ECMA-402 "Intl.NumberFormat v3"): no float in between.
    return formatter(locale, currency, digits).format(decimal as `${number}`);
  } catch {
    return `${decimal} ${currency}`;
  }
}

export type ParsedAmount =
  | { ok: true; minor: bigint }
  | {
      ok: false;
      error: 'empty' | 'not_a_number' | 'too_many_decimals' | 'not_positive' | 'unknown_currency';
    };

/**
 * What staff typed in major units ("12.5", "12,500" in French, "١٢٫٥" in Arabic) → integer minor
 * units of the currency, exactly. More decimals than the currency has is refused, not rounded:
 * 1.0005 TND is not an amount anyone can pay. Thousands separators are not accepted (is "1,500"
 * one and a half or fifteen hundred?), only one decimal mark.
 */
export function parseMajor(text: string, currency: string): ParsedAmount {
  const digits = minorDigits(currency);
  if (digits === null) return { ok: false, error: 'unknown_currency' };
  const s = westernDigits(text).trim().replace(/\s/g, '');
  if (s === '') return { ok: false, error: 'empty' };
  const m = /^(\d+)(?:[.,٫](\d*))?$/.exec(s);
  if (!m) return { ok: false, error: 'not_a_number' };
  const whole = m[1]!;
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return { ok: false, error: 'too_many_decimals' };
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor <= 0n) return { ok: false, error: 'not_positive' };
  return { ok: true, minor };
}

/** Arabic-Indic and Eastern Arabic-Indic digits as ASCII ones (an Arabic keyboard types them). */
function westernDigits(s: string): string {
  return s.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** Integer minor units → the decimal text an amount input shows (no separators: it is read back). */
export function minorToInput(minor: bigint, currency: string): string {
  return minorToDecimal(minor, minorDigits(currency) ?? 0);
}

/** n / d rounded half up (away from zero for the non-negative values used here), exactly. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  return 2n * r >= d ? q + 1n : q;
}

/**
 * The part of an order's fee that goes with `part` of its amount, rounded half up — trade's
 * proRataFee (money/fees.ts), which the ledger checks a settlement against. Shown before staff
 * decide a partial refund, so they see what the seller and the platform keep.
 */
export function proRataFee(orderFee: bigint, orderAmount: bigint, part: bigint): bigint {
  if (orderFee < 0n || orderAmount < 0n || part < 0n || part > orderAmount || orderFee > orderAmount) {
    throw new RangeError('proRataFee needs 0 ≤ part ≤ amount and 0 ≤ fee ≤ amount');
  }
  return orderAmount === 0n ? 0n : divideHalfUp(orderFee * part, orderAmount);
}

/** How a partial refund splits an order: the buyer's refund, the seller's net and the platform's fee. */
export interface RefundSplit {
  refund: bigint;
  /** Released to the seller's side: amount − refund (fee included). */
  released: bigint;
  fee: bigint;
  sellerNet: bigint;
}

export function refundSplit(orderAmount: bigint, orderFee: bigint, refund: bigint): RefundSplit {
  const released = orderAmount - refund;
  const fee = proRataFee(orderFee, orderAmount, released);
  return { refund, released, fee, sellerNet: released - fee };
}

/** A fee rate in basis points as a percentage (300 → "3%", 250 → "2.5%"). */
export function formatBasisPoints(bp: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      `${bp}e-4` as `${number}`,
    );
  } catch {
    return `${minorToDecimal(BigInt(bp), 2)}%`;
  }
}
