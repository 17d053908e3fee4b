import { ProblemException, type I18nArgs, type ProblemFieldError } from '@sokoni/platform/errors';

/** Refusals about RFQs and quotes; texts in src/i18n/<lang>/rfqs.json. */
const def =
  (status: number, code: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({ status, code: `rfqs.${code}`, i18nKey: `rfqs.${code}`, args });

export const RfqProblems = {
  /** Unknown, removed, private and not for the caller: the same answer, so ids reveal nothing. */
  notFound: def(404, 'not_found'),
  quoteNotFound: def(404, 'quote_not_found'),
  attachmentNotFound: def(404, 'attachment_not_found'),
  /** A multipart upload without a file in `files`. */
  noFiles: def(422, 'no_files'),
  tooManyAttachments: def(422, 'too_many_attachments'),
  /** Every broken rule of the form at once, each as a field error. */
  invalid: (errors: ProblemFieldError[]) =>
    new ProblemException({
      status: 422,
      code: 'rfqs.invalid',
      i18nKey: 'rfqs.invalid',
      args: { count: errors.length },
      errors,
    }),
  /** Past the deadline, the maximum of active quotes reached, or no longer open. */
  quotingClosed: def(409, 'quoting_closed'),
  alreadyQuoted: def(409, 'already_quoted'),
  revisedAlready: def(409, 'revised_already'),
  quoteNotActive: def(409, 'quote_not_active'),
  quoteExpired: def(409, 'quote_expired'),
  /** A quote was accepted already (or the RFQ was closed): one acceptance wins. */
  notOpen: def(409, 'not_open'),
};
