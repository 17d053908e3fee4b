import { ProblemException, type I18nArgs, type ProblemFieldError } from '@sokoni/platform/errors';

/** The browser ingest path's refusals; texts in src/i18n/<lang>/analytics.json. */
export const IngestProblems = {
  /** The whole batch is refused, so a client never has to work out which half was kept. */
  invalidBatch: (errors: ProblemFieldError[]): ProblemException =>
    new ProblemException({
      status: 422,
      code: 'analytics.invalid_batch',
      i18nKey: 'analytics.invalid_batch',
      errors,
    }),
  bodyNotObject: (): ProblemException =>
    new ProblemException({
      status: 422,
      code: 'analytics.body_not_object',
      i18nKey: 'analytics.body_not_object',
    }),
  batchTooLarge: (args: I18nArgs): ProblemException =>
    new ProblemException({
      status: 413,
      code: 'analytics.batch_too_large',
      i18nKey: 'analytics.batch_too_large',
      args,
    }),
  unsupportedMediaType: (): ProblemException =>
    new ProblemException({
      status: 415,
      code: 'analytics.unsupported_media_type',
      i18nKey: 'analytics.unsupported_media_type',
    }),
  malformedBody: (cause: unknown): ProblemException =>
    new ProblemException({
      status: 400,
      code: 'http.malformed_body',
      i18nKey: 'common.malformed_body',
      cause,
    }),
};
