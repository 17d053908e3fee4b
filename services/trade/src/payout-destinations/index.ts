import type { Provider, Type } from '@nestjs/common';
import { PayoutDestination } from './payout-destination.entity.js';
import { PayoutDestinationEvents } from './payout-destination-events.js';
import { PayoutDestinationsController } from './payout-destinations.controller.js';
import { PayoutDestinations } from './payout-destinations.service.js';

/**
 * Sellers' payout destinations for the trade module (needs PAYMENT_PROVIDER and the outbox);
 * migration Migration20261124000740PayoutDestinations. Payouts read them through
 * destinationForPayout in the request's transaction.
 */
export const PAYOUT_DESTINATION_ENTITIES = [PayoutDestination];
export const PAYOUT_DESTINATION_PROVIDERS: Provider[] = [PayoutDestinationEvents, PayoutDestinations];
export const PAYOUT_DESTINATION_CONTROLLERS: Type[] = [PayoutDestinationsController];

export { PayoutDestination } from './payout-destination.entity.js';
export { PayoutDestinations, MAX_DESTINATIONS } from './payout-destinations.service.js';
export {
  destinationForPayout,
  asProviderDestination,
  type DestinationLookup,
} from './payout-destination.lookup.js';
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
