import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/** Search's own 400s, each naming the offending parameter (texts in src/i18n/<lang>/search.json). */
const field = (name: string, code: string) => (args?: I18nArgs) =>
  new ProblemException({
    status: 400,
    code: `search.${code}`,
    i18nKey: `search.${code}`,
    args,
    errors: [{ field: name, code: `search.${code}`, i18nKey: `search.${code}`, args }],
  });

export const SearchProblems = {
  unsupportedCurrency: field('currency', 'unsupported_currency'),
  unknownCategory: field('category', 'unknown_category'),
};
