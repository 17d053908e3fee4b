import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/** Refusals of the payment routes; texts in src/i18n/<lang>/payments.json. */
const def =
  (status: number, code: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({ status, code: `payments.${code}`, i18nKey: `payments.${code}`, args });

export const PaymentProblems = {
  /** Unknown, or another buyer's: the same answer, so ids reveal nothing. */
  notFound: def(404, 'not_found'),
  /** A webhook for a provider this deployment does not run (or no such provider). */
  unknownProvider: def(404, 'unknown_provider'),
  /** The signature (or callback token) is missing or wrong: nothing was stored. */
  badSignature: def(401, 'bad_signature'),
  /** Authentic, but not a body we can read. */
  unreadableWebhook: def(400, 'unreadable_webhook'),
  /** The sandbox controls exist only while the sandbox is the active provider. */
  sandboxOff: def(404, 'sandbox_off'),
  /** The sandbox has no record of it: the payment was never handed to it (still being started). */
  notStarted: def(409, 'not_started'),
  /** The sandbox payment already ended the other way (args: status). */
  alreadyFinal: def(409, 'already_final'),
};
