import { ProblemException, type I18nArgs, type ProblemFieldError } from '@sokoni/platform/errors';

/**
 * Refusals about experiments and assignments. Codes are the service's (`analytics.experiment_*`);
 * texts are in src/i18n/<lang>/experiments.json, a file of their own so that the experiment and
 * tracking texts do not compete for one file.
 */
const def =
  (status: number, code: string, key: string, field?: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({
      status,
      code: `analytics.${code}`,
      i18nKey: `experiments.${key}`,
      args,
      errors: field ? [{ field, code: `analytics.${code}`, i18nKey: `experiments.${key}`, args }] : undefined,
    });

export const ExperimentProblems = {
  /** Keys name experiments in the storefront's code and in events: one key, one experiment, forever. */
  keyTaken: def(409, 'experiment_key_taken', 'key_taken', 'key'),
  /** Running experiments keep their definition, so stored assignments and counts stay meaningful. */
  notDraft: def(409, 'experiment_not_draft', 'not_draft'),
  cannotStart: def(409, 'experiment_cannot_start', 'cannot_start'),
  cannotStop: def(409, 'experiment_cannot_stop', 'cannot_stop'),
  badAnonymousId: def(422, 'bad_anonymous_id', 'bad_anonymous_id', 'anonymousId'),
  /** Rules across fields (distinct variant keys, weights adding up to 100), one entry per fault. */
  invalid: (errors: ProblemFieldError[]): ProblemException =>
    new ProblemException({
      status: 422,
      code: 'analytics.experiment_invalid',
      i18nKey: 'experiments.invalid',
      errors,
    }),
};
