import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/** Refusals of payouts; texts in src/i18n/<lang>/payouts.json. */
const def =
  (status: number, code: string, field?: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({
      status,
      code: `payouts.${code}`,
      i18nKey: `payouts.${code}`,
      args,
      errors: field ? [{ field, code: `payouts.${code}`, i18nKey: `payouts.${code}`, args }] : undefined,
    });

export const PayoutProblems = {
  /** Nothing released to the seller in this currency is left to pay out. */
  nothingAvailable: def(409, 'nothing_available', 'currency'),
  /** More than the available balance (args: available). */
  exceedsBalance: def(409, 'exceeds_balance', 'amountMinor'),
  /** The active provider cannot send payouts (args: provider). */
  unsupported: def(409, 'unsupported'),
  notFound: def(404, 'not_found'),
  /** No destination in this currency (args: currency): the seller adds one first. */
  destinationRequired: def(422, 'destination_required', 'destinationId'),
  /** Destinations in this currency but none is the default (args: currency): name one. */
  destinationNotChosen: def(422, 'destination_not_chosen', 'destinationId'),
  /** The named destination is not one of the seller's (or was removed). */
  destinationUnknown: def(422, 'destination_unknown', 'destinationId'),
  /** The named destination is in another currency (args: currency, destinationCurrency). */
  destinationCurrency: def(422, 'destination_currency', 'destinationId'),
  /** The provider cannot pay there (args: provider). */
  destinationUnsupported: def(422, 'destination_unsupported', 'destinationId'),
};
