import { currencyCode, minorDigits, type CurrencyCode } from './currency.js';

/**
 * An amount in integer minor units of one ISO 4217 currency (cents, millimes, shillings).
 *
 * `bigint`, not number: every split, fee and conversion multiplies an amount by a weight, a basis
 * point count or a rate numerator, and those products leave the 2^53 range of exact doubles long
 * before the amounts themselves do (UGX 3.7 bn × a rate numerator of 10^8 already does). With
 * bigint the intermediate products stay exact, PostgreSQL's bigint columns map one to one, and
 * `amount * 0.05` does not compile (nor run): float arithmetic on money is impossible by type, not
 * by review. At the edges (JSON, protobuf) `toMinorNumber` converts, refusing what a double cannot
 * carry exactly.
 */
export interface Money {
  readonly amountMinor: bigint;
  readonly currency: CurrencyCode;
}

/** Largest amount a PostgreSQL bigint column holds. */
export const MAX_MINOR = 2n ** 63n - 1n;

export function money(amountMinor: bigint | number, currency: string): Money {
  return { amountMinor: toBigInt(amountMinor, 'amountMinor'), currency: currencyCode(currency) };
}

export function zero(currency: string): Money {
  return money(0n, currency);
}

/** A bigint from a bigint or a safe integer; a fraction or an unsafe double is a caller bug. */
export function toBigInt(value: bigint | number, what = 'value'): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
  return BigInt(value);
}

/** For JSON and protobuf: a number, or a RangeError when a double could not carry it exactly. */
export function toMinorNumber(m: Money): number {
  const n = Number(m.amountMinor);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${m.amountMinor} ${m.currency} exceeds a safe integer`);
  return n;
}

/** `{ amountMinor: number, currency }` for a response body. */
export function moneyJson(m: Money): { amountMinor: number; currency: CurrencyCode } {
  return { amountMinor: toMinorNumber(m), currency: m.currency };
}

export function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`currency mismatch: ${a.currency} and ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return { amountMinor: a.amountMinor + b.amountMinor, currency: a.currency };
}

export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return { amountMinor: a.amountMinor - b.amountMinor, currency: a.currency };
}

export function sumMoney(parts: readonly Money[], currency: string): Money {
  return parts.reduce(addMoney, zero(currency));
}

export function moneyEquals(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.amountMinor === b.amountMinor;
}

const MAJOR = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Parses a decimal in major units exactly ("12.5" USD → 1250). More decimals than the currency has
 * is an error, not a rounding: "1.005" USD or "10.5" UGX is not an amount anybody can pay.
 */
export function fromMajorString(text: string, currency: string): Money {
  const code = currencyCode(currency);
  const digits = minorDigits(code);
  const m = MAJOR.exec(text.trim());
  if (!m) throw new RangeError(`not a decimal amount: ${text}`);
  const [, sign, whole, fraction = ''] = m;
  if (fraction.length > digits) throw new RangeError(`${text} has more than ${digits} decimals for ${code}`);
  const minor = BigInt(whole! + fraction.padEnd(digits, '0'));
  return { amountMinor: sign ? -minor : minor, currency: code };
}

/** The amount in major units with exactly the currency's digits: 1250 USD → "12.50", 7 UGX → "7". */
export function toMajorString(m: Money): string {
  const digits = minorDigits(m.currency);
  const abs = m.amountMinor < 0n ? -m.amountMinor : m.amountMinor;
  const text = abs.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const body = digits === 0 ? whole : `${whole}.${text.slice(text.length - digits)}`;
  return m.amountMinor < 0n ? `-${body}` : body;
}
