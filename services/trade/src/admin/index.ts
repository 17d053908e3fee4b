import type { Provider, Type } from '@nestjs/common';
import { AdminDisputesController } from './admin-disputes.controller.js';

/**
 * The back office's trade routes (orders, payments, disputes, ledger, payouts, staff refunds), in
 * the ra-data-simple-rest contract, admin role only. Needs the orders', disputes', payouts' and
 * ledger's providers.
 */
export const ADMIN_PROVIDERS: Provider[] = [];
export const ADMIN_CONTROLLERS: Type[] = [AdminDisputesController];
