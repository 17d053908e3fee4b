import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/** Errors of the FX rates API; texts in src/i18n/<lang>/fx.json. */
const def =
  (status: number, code: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({ status, code: `fx.${code}`, i18nKey: `fx.${code}`, args });

export const FxProblems = {
  unknownCurrency: def(404, 'unknown_currency'),
};
