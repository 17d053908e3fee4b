import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/**
 * Every error the products API answers with: a stable code clients may branch on, the HTTP status,
 * and the translation key of the human text (src/i18n/<lang>/products.json). A problem tied to one
 * input names the field, so forms can show it in place.
 */
const def =
  (status: number, code: string, field?: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({
      status,
      code: `products.${code}`,
      i18nKey: `products.${code}`,
      args,
      errors: field ? [{ field, code: `products.${code}`, i18nKey: `products.${code}`, args }] : undefined,
    });

export const ProductProblems = {
  notFound: def(404, 'not_found'),
  notOwner: def(403, 'not_owner'),
  unknownCategory: def(400, 'unknown_category', 'categoryId'),
  unsupportedCurrency: def(400, 'unsupported_currency', 'currency'),
  tiersFirstMoq: def(400, 'tiers_first_moq', 'priceTiers'),
  tiersOrder: def(400, 'tiers_order', 'priceTiers'),
  tiersPrice: def(400, 'tiers_price', 'priceTiers'),
  htmlNotAllowed: (field: string) => def(400, 'html_not_allowed', field)({ field }),
  unsafeLink: (field: string) => def(400, 'unsafe_link', field)({ field }),
  controlCharacters: (field: string) => def(400, 'control_characters', field)({ field }),
  required: (field: string) => def(400, 'required', field)({ field }),
  badTransition: def(409, 'bad_transition'),
  compareCount: def(400, 'compare_count', 'ids'),
  compareUnavailable: def(400, 'compare_unavailable', 'ids'),
  imageMissing: def(400, 'image_missing', 'image'),
  imageTooLarge: def(413, 'image_too_large', 'image'),
  imageType: def(415, 'image_type', 'image'),
  tooManyImages: def(409, 'too_many_images'),
  imageNotFound: def(404, 'image_not_found'),
  imageOrder: def(409, 'image_order', 'keys'),
  mediaNotFound: def(404, 'media_not_found'),
};
