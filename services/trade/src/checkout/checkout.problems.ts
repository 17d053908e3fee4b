import { ProblemException, type I18nArgs, type ProblemFieldError } from '@sokoni/platform/errors';

/** Refusals of checkout; texts in src/i18n/<lang>/checkout.json. */
const def =
  (status: number, code: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({ status, code: `checkout.${code}`, i18nKey: `checkout.${code}`, args });

/** Why one line cannot be bought, as a field error of `items.<i>.productId`. */
export type ItemFault = 'product_unavailable' | 'own_product' | 'below_moq' | 'duplicate_item';

export const itemError = (index: number, fault: ItemFault, args?: I18nArgs): ProblemFieldError => ({
  field: `items.${index}.productId`,
  code: `checkout.${fault}`,
  i18nKey: `checkout.${fault}`,
  args,
});

/** A line whose price moved since the buyer saw it: the price it has now. */
export interface PriceChange {
  productId: string;
  quantity: number;
  currency: string;
  unitPriceMinor: number;
  expectedCurrency: string;
  expectedUnitPriceMinor: number | null;
}

export const CheckoutProblems = {
  /** Unknown, or another buyer's: the same answer, so ids reveal nothing. */
  notFound: def(404, 'not_found'),
  /** The same product twice: one line per product (the cart has one). */
  duplicateItems: (errors: ProblemFieldError[]) =>
    new ProblemException({
      status: 400,
      code: 'checkout.duplicate_items',
      i18nKey: 'checkout.duplicate_items',
      errors,
    }),
  /** Lines that cannot be bought (unpublished, the buyer's own, below the MOQ), each as a field error. */
  itemsUnavailable: (errors: ProblemFieldError[]) =>
    new ProblemException({
      status: 422,
      code: 'checkout.items_unavailable',
      i18nKey: 'checkout.items_unavailable',
      args: { count: errors.length },
      errors,
    }),
  /** Prices changed since the cart showed them: nothing was bought; the new prices are attached. */
  pricesChanged: (prices: PriceChange[]) =>
    new ProblemException({
      status: 409,
      code: 'checkout.prices_changed',
      i18nKey: 'checkout.prices_changed',
      args: { count: prices.length },
      extensions: { prices },
    }),
  /** No published rate for a currency involved (args: currency). */
  currencyUnavailable: def(422, 'currency_unavailable'),
  /** An order would come to less than one minor unit of the buyer's currency. */
  amountTooSmall: def(422, 'amount_too_small'),
  /** The total is beyond what a payment can carry. */
  totalTooLarge: def(422, 'total_too_large'),
  /** Paid, expired or cancelled (args: status): nothing left to pay or re-confirm. */
  notPayable: def(409, 'not_payable'),
  /** The locked rates have expired: re-confirm at today's rates first. */
  fxLockExpired: def(409, 'fx_lock_expired'),
  /** A payment is under way with the provider: finish or wait for it. */
  paymentInProgress: def(409, 'payment_in_progress'),
};
