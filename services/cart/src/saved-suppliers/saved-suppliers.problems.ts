import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/** Refusals about saved suppliers; texts in src/i18n/<lang>/saved_suppliers.json. */
const def =
  (status: number, code: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({ status, code: `saved_suppliers.${code}`, args });

export const SavedSupplierProblems = {
  /** The list holds its maximum (args: max). */
  full: def(409, 'full'),
  /** A trader who is both buyer and seller tried to save their own storefront. */
  ownSupplier: def(422, 'own_supplier'),
};
