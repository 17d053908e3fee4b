import type { TradeFxRateView } from '../catalog/index.js';
import { MissingRateError, priceOrders, type OrderBasis, type PricedCheckout } from './checkout-pricing.js';
import { CheckoutProblems } from './checkout.problems.js';

/**
 * priceOrders at the rates trade holds now, with its refusals said to the buyer: a currency
 * without a published rate (422), an order worth less than one minor unit of the buyer's currency
 * (422), or a total no payment could carry (422: beyond 2^53, the JSON and provider limit).
 */
export function lockRates(
  currency: string,
  bases: readonly OrderBasis[],
  rates: ReadonlyMap<string, TradeFxRateView>,
): PricedCheckout {
  let priced: PricedCheckout;
  try {
    priced = priceOrders(currency, bases, rates);
  } catch (err) {
    if (err instanceof MissingRateError)
      throw CheckoutProblems.currencyUnavailable({ currency: err.currency });
    throw err;
  }
  if (priced.orders.some((o) => o.amount.amountMinor <= 0n))
    throw CheckoutProblems.amountTooSmall({ currency });
  if (priced.total.amountMinor > BigInt(Number.MAX_SAFE_INTEGER)) throw CheckoutProblems.totalTooLarge();
  return priced;
}
