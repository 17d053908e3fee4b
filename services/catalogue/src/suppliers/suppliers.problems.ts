import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/** Errors of the supplier endpoints; texts in src/i18n/<lang>/suppliers.json. */
const def =
  (status: number, code: string, field?: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({
      status,
      code: `suppliers.${code}`,
      i18nKey: `suppliers.${code}`,
      args,
      errors: field ? [{ field, code: `suppliers.${code}`, i18nKey: `suppliers.${code}`, args }] : undefined,
    });

export const SupplierProblems = {
  notFound: def(404, 'not_found'),
  /** A seller whose registration event has not reached the catalogue yet (seconds, normally). */
  storefrontMissing: def(404, 'storefront_missing'),
  unknownCategory: def(400, 'unknown_category', 'category'),
  imageMissing: def(400, 'image_missing', 'image'),
  imageTooLarge: def(413, 'image_too_large', 'image'),
  imageType: def(415, 'image_type', 'image'),
  imageNotFound: def(404, 'image_not_found'),
};
