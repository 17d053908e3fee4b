import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/**
 * Every error the category endpoints answer with: a stable code, the HTTP status, and the
 * translation key of the text (src/i18n/<lang>/categories.json). A field names the input at fault.
 */
const def =
  (status: number, code: string, field?: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({
      status,
      code: `categories.${code}`,
      i18nKey: `categories.${code}`,
      args,
      errors: field
        ? [{ field, code: `categories.${code}`, i18nKey: `categories.${code}`, args }]
        : undefined,
    });

export const CategoryProblems = {
  notFound: def(404, 'not_found'),
  slugTaken: def(409, 'slug_taken', 'slug'),
  parentNotFound: def(400, 'parent_not_found', 'parentId'),
  moveIntoOwnSubtree: def(400, 'move_into_own_subtree', 'parentId'),
  tooDeep: def(400, 'too_deep', 'parentId'),
  retired: def(409, 'retired'),
  hasProducts: def(409, 'has_products'),
};
