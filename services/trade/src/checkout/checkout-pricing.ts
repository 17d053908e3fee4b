import {
  crossRate,
  currencyCode,
  fxRate,
  isCurrencyCode,
  minorPerMajor,
  splitOrders,
  divide,
  type FxRate,
  type Money,
} from '../money/index.js';

/** The rates checkout locks: catalogue's per-USD decimal text and the publication it came from. */
export type RateBook = ReadonlyMap<string, { perUsd: string; version: number }>;

/** One seller order's basis: its subtotal in the products' currency and the fee rate snapshotted. */
export interface OrderBasis {
  sellerCurrency: string;
  subtotalMinor: bigint;
  feeBasisPoints: number;
}

export interface PricedOrder {
  /** Units of the buyer's currency per unit of the seller's, exact. */
  rate: FxRate;
  amount: Money;
  fee: Money;
}

export interface PricedCheckout {
  total: Money;
  /** In the order of the bases given. */
  orders: PricedOrder[];
  /** Every rate used (the buyer's currency and each seller's), as stored on the checkout. */
  rates: Record<string, { perUsd: string; version: number }>;
}

/** A currency without a published rate (or one money does not know): nothing can be priced in it. */
export class MissingRateError extends Error {
  constructor(readonly currency: string) {
    super(`no FX rate for ${currency}`);
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * The buyer's total and each seller order's part of it, in the buyer's currency at `rates`.
 *
 * Each subtotal converts to an exact fraction of a minor unit (rates are exact ratios). The total
 * is their exact sum rounded once (half up), and the orders' amounts split that total by largest
 * remainder in proportion to their exact values: every order is within one minor unit of its exact
 * conversion and the orders add up to the total to the unit, in 0-, 2- and 3-decimal currencies
 * alike. Each order's fee is its plan's basis points on its own amount (splitOrders).
 */
export function priceOrders(currency: string, bases: readonly OrderBasis[], rates: RateBook): PricedCheckout {
  if (bases.length === 0) throw new RangeError('nothing to price');
  const to = known(currency);
  const used: PricedCheckout['rates'] = {};
  const rateOf = (c: string) => {
    const r = rates.get(c);
    if (!r) throw new MissingRateError(c);
    used[c] = { perUsd: r.perUsd, version: r.version };
    return r.perUsd;
  };
  const toPerUsd = rateOf(to);
  const conversions = bases.map((b) => {
    const from = known(b.sellerCurrency);
    const rate = from === to ? fxRate(from, to, '1') : crossRate(from, rateOf(from), to, toPerUsd);
    // amount in minor units of `to` = subtotal × n × 10^d(to) / (d × 10^d(from)), kept as a fraction.
    return {
      numerator: b.subtotalMinor * rate.numerator * minorPerMajor(to),
      denominator: rate.denominator * minorPerMajor(from),
      rate,
    };
  });
  const common = conversions.reduce((l, c) => (l / gcd(l, c.denominator)) * c.denominator, 1n);
  const weights = conversions.map((c) => c.numerator * (common / c.denominator));
  const totalMinor = divide(
    weights.reduce((a, b) => a + b, 0n),
    common,
  );
  const total: Money = { amountMinor: totalMinor, currency: to };
  // Each order rounds its own exact amount (weight / common), not a share of the rounded total:
  // so each stays within a unit of its subtotal at its rate, and they still add up to the total.
  const split = splitOrders(
    total,
    bases.map((b, i) => ({ weight: weights[i]!, feeBasisPoints: b.feeBasisPoints })),
    common,
  );
  return {
    total,
    orders: split.map((s, i) => ({ rate: conversions[i]!.rate, amount: s.amount, fee: s.fee })),
    rates: used,
  };
}

function known(currency: string) {
  if (!isCurrencyCode(currency)) throw new MissingRateError(currency);
  return currencyCode(currency);
}
