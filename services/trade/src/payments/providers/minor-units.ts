/**
 * Exact conversions between integer minor units and the decimal strings providers want.
 *
 * Amounts leave this folder as `number`: the project maps bigint columns to numbers
 * (`p.bigint('number')`) and every amount here is checked to be a safe integer, so nothing is
 * lost; conversions go through bigint and strings, never through float arithmetic.
 */

/**
 * ISO 4217 minor digits for the currencies our providers can settle. Checkout's money helper may
 * hold the full table; this one is deliberately local so the adapters refuse a currency they were
 * never checked against instead of guessing its exponent.
 */
// prettier-ignore
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  USD: 2, EUR: 2, GBP: 2, CNY: 2, NGN: 2, ZAR: 2, KES: 2, GHS: 2, EGP: 2, MAD: 2, ETB: 2, TZS: 2,
  ZMW: 2, MWK: 2, RWF: 0, UGX: 0, XOF: 0, XAF: 0, GNF: 0, TND: 3,
};

/** Minor digits of a currency, or undefined when it is not one we know. */
export function minorDigitsOf(currency: string): number | undefined {
  return MINOR_DIGITS[currency];
}

/** A caller's amount as a bigint, refusing fractions, negatives and numbers past 2^53. */
export function toMinorBigint(amount: bigint | number): bigint {
  if (typeof amount === 'number') {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`amount ${amount} is not a safe integer`);
    amount = BigInt(amount);
  }
  if (amount < 0n) throw new RangeError('amount is negative');
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount exceeds 2^53 - 1 minor units');
  return amount;
}

export function toMinorNumber(amount: bigint | number): number {
  return Number(toMinorBigint(amount));
}

/** 12345 with 2 digits → "123.45"; 5 with 3 → "0.005"; 700 with 0 → "700". */
export function minorToDecimal(amountMinor: bigint | number, digits: number): string {
  const text = toMinorBigint(amountMinor).toString();
  if (digits === 0) return text;
  const padded = text.padStart(digits + 1, '0');
  return `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A provider's major-unit amount (a JSON number or a decimal string) back to minor units, exactly.
 * A JSON number has already been through a double; `String()` gives its shortest round-trip text,
 * which for any amount a provider sends ("100.5", "1234.56") is the text it sent. More fractional
 * digits than the currency has, exponents and negatives are refused rather than rounded.
 */
export function decimalToMinor(value: string | number, digits: number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`"${text}" is not a plain decimal amount`);
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) throw new RangeError(`"${text}" has more than ${digits} decimals`);
  return toMinorNumber(BigInt(whole + fraction.padEnd(digits, '0')));
}
