import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/** Refusals about disputes; texts in src/i18n/<lang>/disputes.json. */
const def =
  (status: number, code: string, field?: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({
      status,
      code: `disputes.${code}`,
      i18nKey: `disputes.${code}`,
      args,
      errors: field ? [{ field, code: `disputes.${code}`, i18nKey: `disputes.${code}`, args }] : undefined,
    });

export const DisputeProblems = {
  notFound: def(404, 'not_found'),
  /** Decided already: nothing more can be added or decided. */
  closed: def(409, 'closed'),
  /** refund_partial needs 0 < refundMinor < the order's amount (args: max). */
  badRefundAmount: def(422, 'bad_refund_amount', 'refundMinor'),
};
