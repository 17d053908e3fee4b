import type { Provider, Type } from '@nestjs/common';
import { PayoutDestination } from './payout-destination.entity.js';
import { PayoutDestinationEvents } from './payout-destination-events.js';
import { PayoutDestinationSealing } from './payout-destination-sealing.job.js';
import { PayoutDestinationVault } from './payout-destination.vault.js';
import { PayoutDestinationsController } from './payout-destinations.controller.js';
import { PayoutDestinations } from './payout-destinations.service.js';

/**
 * Sellers' payout destinations for the trade module (needs PAYMENT_PROVIDER and the outbox);
 * migrations Migration20261124000740PayoutDestinations and …20261224000100SealedPayoutDestinations.
 * Payouts read them through destinationForPayout in the request's transaction, and their numbers
 * only through PayoutDestinationVault (sealed at rest).
 */
export const PAYOUT_DESTINATION_ENTITIES = [PayoutDestination];
export const PAYOUT_DESTINATION_PROVIDERS: Provider[] = [
  PayoutDestinationVault,
  PayoutDestinationSealing,
  PayoutDestinationEvents,
  PayoutDestinations,
];
export const PAYOUT_DESTINATION_CONTROLLERS: Type[] = [PayoutDestinationsController];

export { PayoutDestination } from './payout-destination.entity.js';
export { PayoutDestinations, MAX_DESTINATIONS } from './payout-destinations.service.js';
export { destinationForPayout, type DestinationLookup } from './payout-destination.lookup.js';
export {
  PayoutDestinationVault,
  type DestinationNumbers,
  type MaskedNumbers,
} from './payout-destination.vault.js';
export { PayoutDestinationSealing } from './payout-destination-sealing.job.js';
export {
  destinationSummary,
  toPayoutDestinationView,
  type PayoutDestinationView,
} from './payout-destination.view.js';
export { PayoutDestinationResponse } from './payout-destination.response.js';
export {
  checkDestination,
  KIND_CURRENCIES,
  DESTINATION_KINDS,
  type DestinationKind,
} from './payout-destination.rules.js';
