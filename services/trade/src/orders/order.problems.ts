import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/** Refusals of order actions; texts in src/i18n/<lang>/orders.json. */
const def =
  (status: number, code: string, field?: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({
      status,
      code: `orders.${code}`,
      i18nKey: `orders.${code}`,
      args,
      errors: field ? [{ field, code: `orders.${code}`, i18nKey: `orders.${code}`, args }] : undefined,
    });

export const OrderProblems = {
  /** Unknown, or neither the caller's purchase nor their sale: the same answer, so ids reveal nothing. */
  notFound: def(404, 'not_found'),
  /** The caller sees the order but this action belongs to the other party (or to staff). */
  notYourAction: def(403, 'not_your_action'),
  /** The order is not in a status this action applies to (args: status, action). */
  wrongStatus: def(409, 'wrong_status'),
  /** The order's escrow holds nothing to release or refund: a ledger and order disagreement. */
  noOpenHold: def(409, 'no_open_hold'),
  /** An open dispute freezes the escrow: only staff's decision moves it. */
  disputeOpen: def(409, 'dispute_open'),
  tooManyFiles: (field: string, max: number) =>
    new ProblemException({
      status: 400,
      code: 'orders.too_many_files',
      args: { max },
      errors: [{ field, code: 'orders.too_many_files', i18nKey: 'orders.too_many_files', args: { max } }],
    }),
  fileTooLarge: (field: string, maxMb: number) =>
    new ProblemException({
      status: 413,
      code: 'orders.file_too_large',
      args: { maxMb },
      errors: [{ field, code: 'orders.file_too_large', i18nKey: 'orders.file_too_large', args: { maxMb } }],
    }),
  fileType: (field: string, fileName: string) =>
    new ProblemException({
      status: 415,
      code: 'orders.file_type',
      args: { fileName },
      errors: [{ field, code: 'orders.file_type', i18nKey: 'orders.file_type', args: { fileName } }],
    }),
  badUpload: def(400, 'bad_upload'),
  /** A staff refund must be 1 … the amount still held (args: max). */
  badRefundAmount: def(422, 'bad_refund_amount', 'amountMinor'),
  documentNotFound: def(404, 'document_not_found'),
};
