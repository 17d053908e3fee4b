import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/** Every refusal of the analytics service; texts in src/i18n/<lang>/analytics.json. */
const def =
  (status: number, code: string, field?: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({
      status,
      code: `analytics.${code}`,
      i18nKey: `analytics.${code}`,
      args,
      errors: field ? [{ field, code: `analytics.${code}`, i18nKey: `analytics.${code}`, args }] : undefined,
    });

export const AnalyticsProblems = {
  badDashboardQuery: (field: string, code: string) => def(422, `dashboard.${code}`, field)(),
  experimentNotFound: def(404, 'experiment_not_found'),
};
