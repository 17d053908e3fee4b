import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/** Refusals about the address book; texts in src/i18n/<lang>/addresses.json. */
const key = (code: string) => `addresses.${code}`;
const def =
  (status: number, code: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({ status, code: key(code), args });

export const AddressProblems = {
  /** Unknown, deleted, or another buyer's: the same answer. */
  notFound: def(404, 'not_found'),
  /** The book holds its maximum (args: max). */
  full: def(409, 'full'),
  /** A change that changes no field. */
  emptyChange: def(400, 'empty_change'),
};
