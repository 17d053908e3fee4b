import type { Provider, Type } from '@nestjs/common';
import { AdminDisputesController } from './admin-disputes.controller.js';
import { AdminLedgerController } from './admin-ledger.controller.js';
import { AdminLedger } from './admin-ledger.query.js';
import { AdminPayoutsController, AdminRefundsController } from './admin-money-out.controller.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrders } from './admin-orders.query.js';
import { AdminPaymentsController } from './admin-payments.controller.js';
import { AdminPayments } from './admin-payments.query.js';
import { AdminMoneyOut } from './admin-payouts.query.js';
import { StaffRefund } from './staff-refund.use-case.js';

/**
 * The back office's trade routes (orders, payments, disputes, ledger, payouts, refunds, staff
 * refunds), in the ra-data-simple-rest contract, admin role only. Needs the orders', disputes',
 * payouts' and ledger's providers.
 */
export const ADMIN_PROVIDERS: Provider[] = [
  AdminOrders,
  AdminPayments,
  AdminLedger,
  AdminMoneyOut,
  StaffRefund,
];
export const ADMIN_CONTROLLERS: Type[] = [
  AdminOrdersController,
  AdminPaymentsController,
  AdminDisputesController,
  AdminLedgerController,
  AdminPayoutsController,
  AdminRefundsController,
];
