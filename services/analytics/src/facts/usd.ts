/** One currency's rate, as the catalogue publishes it: units of the currency per 1 USD, exact decimal text. */
export interface UsdRate {
  perUsd: string;
  /** The currency's ISO 4217 minor digits (TND 3, UGX 0, KES 2). */
  digits: number;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A non-negative decimal string as an exact fraction; null when it is not one, or is zero. */
export function parseDecimal(text: string): { num: bigint; den: bigint } | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const fraction = m[2] ?? '';
  const num = BigInt(`${m[1]}${fraction}`);
  if (num === 0n) return null;
  return { num, den: 10n ** BigInt(fraction.length) };
}

/** n / d rounded to the nearest integer, ties to even (banker's rounding); d > 0. */
export function divideHalfEven(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const a = negative ? -n : n;
  let q = a / d;
  const twice = (a % d) * 2n;
  if (twice > d || (twice === d && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

/**
 * `amountMinor` of `currency` in US cents, exactly: amount / 10^digits / perUsd × 100, rounded half
 * to even. Money never goes through a float here, so the dashboards add up to the cent. USD needs no
 * rate; any other currency without a usable rate gives null (the caller records 0 and says so).
 */
export function toUsdCents(amountMinor: bigint, currency: string, rate: UsdRate | undefined): bigint | null {
  if (currency === 'USD') return amountMinor;
  if (!rate || !Number.isInteger(rate.digits) || rate.digits < 0 || rate.digits > 6) return null;
  const perUsd = parseDecimal(rate.perUsd);
  if (!perUsd) return null;
  // amount / 10^digits / (num/den) × 100 = amount × den × 100 / (10^digits × num)
  return divideHalfEven(amountMinor * perUsd.den * 100n, 10n ** BigInt(rate.digits) * perUsd.num);
}
