import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';
import type { RuleViolation } from './payout-destination.rules.js';

/** Refusals about payout destinations; texts in src/i18n/<lang>/payout_destinations.json. */
const key = (code: string) => `payout_destinations.${code}`;
const def =
  (status: number, code: string, field?: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({
      status,
      code: key(code),
      args,
      errors: field ? [{ field, code: key(code), i18nKey: key(code), args }] : undefined,
    });

export const PayoutDestinationProblems = {
  /** The details break the rules: one 422 naming every field and rule (payout_destinations.<rule>). */
  invalid: (violations: readonly RuleViolation[]): ProblemException =>
    new ProblemException({
      status: 422,
      code: key('invalid'),
      errors: violations.map((v) => ({
        field: v.field,
        code: key(v.code),
        i18nKey: key(v.code),
        args: v.args,
      })),
    }),
  /** The seller already has this account among their destinations. */
  duplicate: def(409, 'duplicate'),
  /** Too many destinations (args: max). */
  tooMany: def(409, 'too_many'),
  /** Unknown, removed, or another seller's: the same answer. */
  notFound: def(404, 'not_found'),
  /** A payout that is being sent goes there (args: payouts). */
  inUse: def(409, 'in_use'),
  /** Sandbox destinations exist for the demo only: refused when a real provider pays out. */
  sandboxOnly: def(422, 'sandbox_only', 'kind'),
};
