import { assertSameCurrency, toBigInt, type Money } from './money.js';
import { allocate, allocateExact, divide } from './rounding.js';

/** 100% in basis points: 5% is 500, Starter's fee. */
export const BASIS_POINTS = 10_000;

function basisPoints(rate: number): bigint {
  if (!Number.isInteger(rate) || rate < 0 || rate > BASIS_POINTS) {
    throw new RangeError(`fee rate must be an integer number of basis points in 0..${BASIS_POINTS}`);
  }
  return BigInt(rate);
}

/**
 * The platform fee on `amount` at `rateBasisPoints`, rounded half up to the currency's minor unit
 * (5% of 19.99 USD is 99.95 cents → 1.00 USD; of 1,999 UGX → 100 UGX; of 1.999 TND → 0.100 TND).
 */
export function fee(amount: Money, rateBasisPoints: number): Money {
  if (amount.amountMinor < 0n) throw new RangeError('fee of a negative amount');
  const minor = divide(amount.amountMinor * basisPoints(rateBasisPoints), BigInt(BASIS_POINTS));
  return { amountMinor: minor, currency: amount.currency };
}

/**
 * The part of an order's fee that goes with `part` of its amount, rounded half up: what a partial
 * release (a dispute decided half for the seller) charges. Releasing everything charges exactly
 * the whole fee and releasing nothing charges none, so no unit is lost or invented at either end.
 */
export function proRataFee(orderFee: Money, orderAmount: Money, part: Money): Money {
  assertSameCurrency(orderFee, orderAmount);
  assertSameCurrency(orderAmount, part);
  const [f, a, p] = [orderFee.amountMinor, orderAmount.amountMinor, part.amountMinor];
  if (f < 0n || a < 0n || p < 0n || p > a || f > a) {
    throw new RangeError('proRataFee needs 0 ≤ part ≤ amount and 0 ≤ fee ≤ amount');
  }
  const minor = a === 0n ? 0n : divide(f * p, a);
  return { amountMinor: minor, currency: orderFee.currency };
}

export interface OrderShare {
  /** What the order's share is proportional to: its subtotal in minor units of any one currency. */
  weight: bigint | number;
  /** The fee rate snapshotted on the order (the seller's plan at checkout). */
  feeBasisPoints: number;
}

export interface OrderSplit {
  /** The order's part of the buyer's total. */
  amount: Money;
  fee: Money;
  /** What the seller is owed once the order is released: amount − fee. */
  net: Money;
}

/**
 * One checkout total over its seller orders: amounts by largest remainder (they add up to `total`
 * exactly, in 0-, 2- and 3-decimal currencies alike), then each order's fee on its own amount, so
 * fee + net is the amount to the unit. The platform's fees are the sum of the orders' fees, never
 * a fee on the total re-split (that could differ by a unit per order and break the sum).
 */
export function splitOrders(
  total: Money,
  orders: readonly OrderShare[],
  /** When given, each weight is its order's exact amount times this, and `total` their sum rounded. */
  denominator?: bigint,
): OrderSplit[] {
  const weights = orders.map((o, i) => toBigInt(o.weight, `order ${i} weight`));
  const amounts =
    denominator === undefined
      ? allocate(total.amountMinor, weights)
      : allocateExact(total.amountMinor, weights, denominator);
  return amounts.map((amountMinor, i) => {
    const amount: Money = { amountMinor, currency: total.currency };
    const f = fee(amount, orders[i]!.feeBasisPoints);
    return { amount, fee: f, net: { amountMinor: amountMinor - f.amountMinor, currency: total.currency } };
  });
}
