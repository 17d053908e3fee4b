import type { Type } from '@nestjs/common';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutExpiry } from './checkout-expiry.job.js';
import { GetCheckout } from './get-checkout.query.js';
import { PayCheckout } from './pay-checkout.use-case.js';
import { PlaceCheckout } from './place-checkout.use-case.js';
import { ReconfirmCheckout } from './reconfirm-checkout.use-case.js';

/**
 * Checkout for the trade module to register: placing (one order per seller, locked rates, stock,
 * payment), reading, paying again, re-confirming, and the expiry of unpaid orders. Needs the
 * catalog, plans, inventory, orders and payments providers; entities ORDER_ENTITIES.
 */
export const CHECKOUT_PROVIDERS: Type[] = [
  PlaceCheckout,
  GetCheckout,
  PayCheckout,
  ReconfirmCheckout,
  CheckoutExpiry,
];
export const CHECKOUT_CONTROLLERS: Type[] = [CheckoutController];

export { PlaceCheckout, type PlaceCheckoutInput } from './place-checkout.use-case.js';
export { GetCheckout } from './get-checkout.query.js';
export { PayCheckout } from './pay-checkout.use-case.js';
export { ReconfirmCheckout } from './reconfirm-checkout.use-case.js';
export { CheckoutExpiry } from './checkout-expiry.job.js';
export { CheckoutProblems, type PriceChange } from './checkout.problems.js';
export {
  priceOrders,
  MissingRateError,
  type OrderBasis,
  type PricedCheckout,
  type RateBook,
} from './checkout-pricing.js';
export type { CheckoutView, CheckoutOrderView, CheckoutLineView, FxLockView } from './checkout.view.js';
