import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/**
 * Every error the cart and wishlist APIs answer with: a stable code clients may branch on, the HTTP
 * status, and the translation key of the human text (src/i18n/<lang>/cart.json). A problem tied to
 * one input names the field, so a form can show it in place.
 */
const def =
  (status: number, code: string, field?: string) =>
  (args?: I18nArgs, extensions?: Record<string, unknown>): ProblemException =>
    new ProblemException({
      status,
      code: `cart.${code}`,
      i18nKey: `cart.${code}`,
      args,
      extensions,
      errors: field ? [{ field, code: `cart.${code}`, i18nKey: `cart.${code}`, args }] : undefined,
    });

export const CartProblems = {
  productNotFound: def(404, 'product_not_found', 'productId'),
  productUnavailable: def(404, 'product_unavailable', 'productId'),
  ownProduct: def(422, 'own_product', 'productId'),
  lineNotFound: def(404, 'line_not_found'),
  lineUnavailable: def(409, 'line_unavailable'),
  belowMoq: def(422, 'below_moq', 'quantity'),
  quantityTooLarge: def(422, 'quantity_too_large', 'quantity'),
  lineTotalTooLarge: def(422, 'line_total_too_large', 'quantity'),
  priceChanged: def(409, 'price_changed'),
  cartFull: def(409, 'cart_full'),
  wishlistItemNotFound: def(404, 'wishlist_item_not_found'),
  wishlistFull: def(409, 'wishlist_full'),
};
