import type { Provider, Type } from '@nestjs/common';
import { Payout } from './payout.entity.js';
import { PayoutDispatcher } from './payout-dispatcher.js';
import { PayoutEvents } from './payout-events.js';
import { RequestPayout } from './request-payout.use-case.js';
import { SellerPayoutsController } from './seller-payouts.controller.js';
import { SellerPayouts } from './seller-payouts.query.js';
import { PAYOUT_WEBHOOKS } from '../payments/webhook-processor.js';

/**
 * Sellers' balances and payouts for the trade module (needs the ledger, PAYMENT_PROVIDER and the
 * payout destinations); migrations Migration20261124000720Payouts and …740PayoutDestinations. The
 * webhook processor hands transfer events to PayoutDispatcher (PAYOUT_WEBHOOKS).
 */
export const PAYOUT_ENTITIES = [Payout];
export const PAYOUT_PROVIDERS: Provider[] = [
  PayoutEvents,
  PayoutDispatcher,
  { provide: PAYOUT_WEBHOOKS, useExisting: PayoutDispatcher },
  RequestPayout,
  SellerPayouts,
];
export const PAYOUT_CONTROLLERS: Type[] = [SellerPayoutsController];

export { Payout, PAYOUT_STATUSES, payoutEntryId, type PayoutStatus } from './payout.entity.js';
export { PayoutDispatcher } from './payout-dispatcher.js';
export { toPayoutView, type PayoutView, type BalanceView } from './payout.view.js';
export { PayoutResponse } from './payout.response.js';
