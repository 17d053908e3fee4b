import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/**
 * Every error the bulk upload API answers with (src/i18n/<lang>/bulk_import.json). Refusals of the
 * file as a whole name the `file` field so the upload form can show them in place.
 */
const def =
  (status: number, code: string, field?: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({
      status,
      code: `bulk_import.${code}`,
      i18nKey: `bulk_import.${code}`,
      args,
      errors: field
        ? [{ field, code: `bulk_import.${code}`, i18nKey: `bulk_import.${code}`, args }]
        : undefined,
    });

export const BulkImportProblems = {
  notFound: def(404, 'not_found'),
  fileMissing: def(400, 'file_missing', 'file'),
  fileTooLarge: def(413, 'file_too_large', 'file'),
  fileType: def(415, 'file_type', 'file'),
  unknownCategory: def(400, 'unknown_category', 'categoryId'),
  /** The header row is wrong (unknown, repeated or missing columns): `key` says which. */
  header: (key: string, args: I18nArgs) =>
    new ProblemException({
      status: 400,
      code: key,
      args,
      errors: [{ field: 'file', code: key, i18nKey: key, args }],
    }),
  noRows: def(400, 'no_rows', 'file'),
  tooManyRows: def(400, 'too_many_rows', 'file'),
  unreadable: def(400, 'unreadable', 'file'),
};
