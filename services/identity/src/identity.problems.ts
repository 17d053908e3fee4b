import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/**
 * Every error identity answers with, in one place: the stable code clients may branch on, the HTTP
 * status, and the translation key of the human text (src/i18n/<lang>/identity.json).
 */
const def = (status: number, code: string) => (args?: I18nArgs, field?: string) =>
  new ProblemException({
    status,
    code: `identity.${code}`,
    i18nKey: `identity.${code}`,
    args,
    errors: field ? [{ field, code: `identity.${code}`, i18nKey: `identity.${code}`, args }] : undefined,
  });

export const Problems = {
  emailTaken: def(409, 'email_taken'),
  weakPassword: (reason: string) => def(400, `password_${reason}`)({ min: 10, max: 128 }, 'password'),
  badCredentials: def(401, 'bad_credentials'),
  suspended: def(403, 'account_suspended'),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new ProblemException({
      status: 429,
      code: 'identity.too_many_attempts',
      i18nKey: 'identity.too_many_attempts',
      args: { minutes: Math.ceil(retryAfterSeconds / 60) },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  refreshInvalid: def(401, 'refresh_invalid'),
  tokenInvalid: def(400, 'token_invalid'),
  tokenExpired: def(400, 'token_expired'),
  alreadyVerified: def(409, 'already_verified'),
  noEmail: def(400, 'no_email'),
  userNotFound: def(404, 'user_not_found'),
  unknownCountry: () => def(400, 'unknown_country')(undefined, 'country'),
  cannotChangeOwnAccount: def(409, 'cannot_change_own_account'),
};
