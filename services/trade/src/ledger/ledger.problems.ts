import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/**
 * The ledger's refusals. A use-case may let them through as problem documents (the texts are in
 * ./i18n/<lang>/ledger.json) or map them to its own; `code` is stable either way. Amounts travel as
 * strings: they are bigints, and translation arguments are not.
 */
const def =
  (status: number, code: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({ status, code: `ledger.${code}`, i18nKey: `ledger.${code}`, args });

export const LedgerProblems = {
  /** The entry id was used before for a different request. */
  entryConflict: def(422, 'entry_conflict'),
  invalidRequest: def(422, 'invalid_request'),
  /** A non-negative account (escrow, seller payable, fees, payouts in transit) would go below zero. */
  insufficientFunds: def(409, 'insufficient_funds'),
  holdNotFound: def(404, 'hold_not_found'),
  holdResolved: def(409, 'hold_resolved'),
  exceedsHold: def(409, 'exceeds_hold'),
  feeMismatch: def(422, 'fee_mismatch'),
  payoutNotFound: def(404, 'payout_not_found'),
  payoutResolved: def(409, 'payout_resolved'),
  escrowFrozen: def(409, 'escrow_frozen'),
  escrowNotFrozen: def(409, 'escrow_not_frozen'),
  alreadyFrozen: def(409, 'already_frozen'),
};

export type LedgerProblemCode = `ledger.${
  | 'entry_conflict'
  | 'invalid_request'
  | 'insufficient_funds'
  | 'hold_not_found'
  | 'hold_resolved'
  | 'exceeds_hold'
  | 'fee_mismatch'
  | 'payout_not_found'
  | 'payout_resolved'
  | 'escrow_frozen'
  | 'escrow_not_frozen'
  | 'already_frozen'}`;
