import { ProblemException, type I18nArgs } from '../errors/index.js';

/** The dead-letters back office's errors; their texts are in the platform's `errors/i18n/<lang>/dead_letter.json`. */
const def = (status: number, code: string) => (args?: I18nArgs, field?: string) =>
  new ProblemException({
    status,
    code: `dead_letter.${code}`,
    i18nKey: `dead_letter.${code}`,
    args,
    errors: field
      ? [{ field, code: `dead_letter.${code}`, i18nKey: `dead_letter.${code}`, args }]
      : undefined,
  });

export const DeadLetterProblems = {
  badId: () => def(400, 'bad_id')(undefined, 'id'),
  notFound: def(404, 'not_found'),
  notOpen: (status: string) => def(409, 'not_open')({ status }),
  noHandler: (group: string) => def(409, 'no_handler')({ group }),
  notReplayable: def(409, 'not_replayable'),
};
