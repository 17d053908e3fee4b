import { currencyCode, minorPerMajor, type CurrencyCode } from './currency.js';
import type { Money } from './money.js';
import { divide, type RoundingMode } from './rounding.js';

/**
 * An exchange rate locked at checkout, as an exact ratio: one major unit of `from` is worth
 * `numerator / denominator` major units of `to`.
 *
 * Why a ratio of integers and not a number or a rounded decimal: catalogue publishes rates per
 * USD (KES 150, EUR 0.85), so a cross rate is a quotient, and 150 / 0.85 = 176.470588… has no
 * finite decimal. A float would round it (and then every product with it) in binary, a decimal
 * string to some number of places; either way the locked rate would already be wrong before an
 * amount is converted, and two services reading the "same" rate could round it differently. Kept
 * as a reduced fraction it is the exact quotient of the published decimals; an amount is rounded
 * once, at the end, to the target's minor unit. It is stored as the text "numerator/denominator".
 */
export interface FxRate {
  from: CurrencyCode;
  to: CurrencyCode;
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL = /^(\d{1,30})(?:\.(\d{1,30}))?$/;

/** A plain decimal ("3.1", "750", "0.00012") as coefficient × 10^-scale, exactly. No exponents, no sign. */
export function parseDecimal(text: string): { coefficient: bigint; scale: number } {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new RangeError(`not a plain positive decimal: ${text}`);
  const fraction = m[2] ?? '';
  return { coefficient: BigInt(m[1]! + fraction), scale: fraction.length };
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function ratio(from: string, to: string, numerator: bigint, denominator: bigint): FxRate {
  if (numerator <= 0n || denominator <= 0n) throw new RangeError('an exchange rate must be positive');
  const g = gcd(numerator, denominator);
  return {
    from: currencyCode(from),
    to: currencyCode(to),
    numerator: numerator / g,
    denominator: denominator / g,
  };
}

/** `rate` units of `to` per unit of `from`, given as a decimal string ("150.25") or an exact ratio. */
export function fxRate(
  from: string,
  to: string,
  rate: string | { numerator: bigint; denominator: bigint },
): FxRate {
  if (typeof rate !== 'string') return ratio(from, to, rate.numerator, rate.denominator);
  const d = parseDecimal(rate);
  return ratio(from, to, d.coefficient, 10n ** BigInt(d.scale));
}

/**
 * from → to through two per-USD rates as catalogue publishes them (units of each per 1 USD):
 * one `from` unit is toPerUsd / fromPerUsd `to` units. Both decimals come in as text (PostgreSQL
 * numeric arrives from pg as a string) so nothing passes through a double.
 */
export function crossRate(from: string, fromPerUsd: string, to: string, toPerUsd: string): FxRate {
  const f = parseDecimal(fromPerUsd);
  const t = parseDecimal(toPerUsd);
  return ratio(from, to, t.coefficient * 10n ** BigInt(f.scale), f.coefficient * 10n ** BigInt(t.scale));
}

export function invertRate(rate: FxRate): FxRate {
  return ratio(rate.to, rate.from, rate.denominator, rate.numerator);
}

/** The stored form, "numerator/denominator" (with the currencies kept beside it). */
export function formatRate(rate: FxRate): string {
  return `${rate.numerator}/${rate.denominator}`;
}

export function parseRate(from: string, to: string, text: string): FxRate {
  const m = /^(\d{1,60})\/(\d{1,60})$/.exec(text);
  if (!m) throw new RangeError(`not a rate ratio: ${text}`);
  return ratio(from, to, BigInt(m[1]!), BigInt(m[2]!));
}

/** For display only: the rate as a decimal with `places` places, rounded half up. */
export function rateDecimal(rate: FxRate, places = 6): string {
  const scaled = divide(rate.numerator * 10n ** BigInt(places), rate.denominator);
  const text = scaled.toString().padStart(places + 1, '0');
  return places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
}

/**
 * `amount` in the rate's target currency, rounded once to the target's minor unit:
 * minor_to = minor_from × numerator × 10^digits(to) / (denominator × 10^digits(from)).
 */
export function convert(amount: Money, rate: FxRate, mode: RoundingMode = 'half-up'): Money {
  if (amount.currency !== rate.from) {
    throw new RangeError(`rate converts ${rate.from}, not ${amount.currency}`);
  }
  const n = amount.amountMinor * rate.numerator * minorPerMajor(rate.to);
  const d = rate.denominator * minorPerMajor(rate.from);
  return { amountMinor: divide(n, d, mode), currency: rate.to };
}
