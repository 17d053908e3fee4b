import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/** Refusals of payouts; texts in src/i18n/<lang>/payouts.json. */
const def =
  (status: number, code: string, field?: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({
      status,
      code: `payouts.${code}`,
      i18nKey: `payouts.${code}`,
      args,
      errors: field ? [{ field, code: `payouts.${code}`, i18nKey: `payouts.${code}`, args }] : undefined,
    });

export const PayoutProblems = {
  /** Nothing released to the seller in this currency is left to pay out. */
  nothingAvailable: def(409, 'nothing_available', 'currency'),
  /** More than the available balance (args: available). */
  exceedsBalance: def(409, 'exceeds_balance', 'amountMinor'),
  /** The active provider cannot send payouts (args: provider). */
  unsupported: def(409, 'unsupported'),
  notFound: def(404, 'not_found'),
};
