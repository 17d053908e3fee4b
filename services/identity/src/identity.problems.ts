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
  /** Same code either way; a wait under a minute is told in seconds (the per-account delay). */
  tooManyAttempts: (retryAfterSeconds: number) =>
    new ProblemException({
      status: 429,
      code: 'identity.too_many_attempts',
      i18nKey: retryAfterSeconds < 60 ? 'identity.too_many_attempts_wait' : 'identity.too_many_attempts',
      args: { minutes: Math.ceil(retryAfterSeconds / 60), seconds: retryAfterSeconds },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  tooManyEmails: (retryAfterSeconds: number) =>
    new ProblemException({
      status: 429,
      code: 'identity.too_many_emails',
      i18nKey: 'identity.too_many_emails',
      args: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  currentPasswordWrong: () => def(400, 'current_password_wrong')(undefined, 'currentPassword'),
  /** The same words as currentPasswordWrong, on forms whose field is `password` (e-mail change, deletion). */
  passwordWrong: () => def(400, 'current_password_wrong')(undefined, 'password'),
  refreshInvalid: def(401, 'refresh_invalid'),
  tokenInvalid: def(400, 'token_invalid'),
  tokenExpired: def(400, 'token_expired'),
  alreadyVerified: def(409, 'already_verified'),
  noEmail: def(400, 'no_email'),
  userNotFound: def(404, 'user_not_found'),
  unknownCountry: () => def(400, 'unknown_country')(undefined, 'country'),
  cannotChangeOwnAccount: def(409, 'cannot_change_own_account'),
  // Account page
  sessionNotFound: def(404, 'session_not_found'),
  emailSame: () => def(400, 'email_same')(undefined, 'newEmail'),
  emailChangeUnavailable: def(409, 'email_change_unavailable'),
  languageUnknown: () => def(400, 'language_unknown')(undefined, 'language'),
  currencyUnknown: () => def(400, 'currency_unknown')(undefined, 'currency'),
  deleteConfirmation: (word: string) => def(400, 'delete_confirmation')({ word }, 'confirmation'),
  deleteOpenOrders: (count: number) => def(409, 'delete_open_orders')({ count }),
  deletePayoutsInFlight: (count: number) => def(409, 'delete_payouts_in_flight')({ count }),
  deleteBalance: (currencies: string) => def(409, 'delete_balance')({ currencies }),
  deleteAdmin: def(409, 'delete_admin'),
  // Phone verification
  phoneMissing: def(409, 'phone_missing'),
  phoneAlreadyVerified: def(409, 'phone_already_verified'),
  /** `daily`: the day's codes are used up (told in hours); otherwise the wait between two codes. */
  tooManyPhoneCodes: (retryAfterSeconds: number, daily: boolean) =>
    new ProblemException({
      status: 429,
      code: 'identity.too_many_phone_codes',
      i18nKey: daily ? 'identity.too_many_phone_codes' : 'identity.too_many_phone_codes_wait',
      args: { seconds: retryAfterSeconds, hours: Math.max(1, Math.ceil(retryAfterSeconds / 3600)) },
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  /** One code for every refusal, so clients branch once; the detail says what to do next. */
  phoneCodeInvalid: (why: 'wrong' | 'expired' | 'burned' | 'missing', remaining?: number) => {
    const i18nKey = why === 'wrong' ? 'identity.phone_code_invalid' : `identity.phone_code_${why}`;
    const args = remaining === undefined ? undefined : { remaining };
    return new ProblemException({
      status: 400,
      code: 'identity.phone_code_invalid',
      i18nKey,
      args,
      errors: [{ field: 'code', code: 'identity.phone_code_invalid', i18nKey, args }],
    });
  },
  // Supplier verification
  sellersOnly: def(403, 'verification_sellers_only'),
  verificationPending: def(409, 'verification_pending'),
  documentsRequired: (max: number) => def(400, 'documents_required')({ max }, 'documents'),
  tooManyDocuments: (max: number) => def(400, 'documents_too_many')({ max }, 'documents'),
  documentTooLarge: (maxMb: number) => def(413, 'document_too_large')({ maxMb }, 'documents'),
  documentType: (fileName: string) => def(415, 'document_type')({ fileName }, 'documents'),
  badUpload: def(400, 'bad_upload'),
  verificationNotFound: def(404, 'verification_not_found'),
  documentNotFound: def(404, 'document_not_found'),
  alreadyDecided: (status: string) => def(409, 'verification_already_decided')({ status }),
  expiryNotFuture: () => def(400, 'expiry_not_future')(undefined, 'expiresAt'),
  expiryTooFar: (years: number) => def(400, 'expiry_too_far')({ years }, 'expiresAt'),
  statusNotSettable: () => def(400, 'verification_status_invalid')(undefined, 'status'),
  reasonRequired: () => def(400, 'reason_required')({ min: 3, max: 500 }, 'reason'),
  // Membership plans
  planUnknown: () => def(422, 'plan_unknown')({ plans: 'starter, professional, enterprise' }, 'plan'),
  planSellersOnly: def(403, 'plan_sellers_only'),
  planContactSales: () => def(403, 'plan_contact_sales')(undefined, 'plan'),
  planUserNotSeller: def(409, 'plan_user_not_seller'),
};
