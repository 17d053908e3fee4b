import type { Provider, Type } from '@nestjs/common';
import { CompleteSandboxPayment } from './complete-sandbox-payment.use-case.js';
import { GetPayment } from './get-payment.query.js';
import { PaymentInitiation } from './payment-initiation.js';
import { PaymentProviders, sandboxStoreProvider } from './payment-providers.js';
import { PaymentRecovery } from './payment-recovery.job.js';
import { PaymentSettlement } from './payment-settlement.js';
import { PaymentsController } from './payments.controller.js';
import { PgSandboxStore } from './pg-sandbox.store.js';
import { WebhookIntake } from './webhook-intake.js';
import { WebhookProcessor } from './webhook-processor.js';

/**
 * Payments for the trade module to register: the provider adapters of this process, starting a
 * payment after its checkout committed, the webhook pipeline (intake, processor), settlement
 * (ledger, stock, orders), the recovery sweep and the buyer's and sandbox routes. Needs the ledger,
 * inventory and OrderTransitions providers and PAYMENT_PROVIDER (paymentProviderProvider), to which
 * this hands the persistent sandbox store; entities PAYMENT_ENTITIES; migrations 000500 and 000600.
 */
export const PAYMENTS_PROVIDERS: Provider[] = [
  PgSandboxStore,
  sandboxStoreProvider,
  PaymentProviders,
  PaymentSettlement,
  PaymentInitiation,
  WebhookProcessor,
  WebhookIntake,
  PaymentRecovery,
  GetPayment,
  CompleteSandboxPayment,
];
export const PAYMENTS_CONTROLLERS: Type[] = [PaymentsController];

export { PAYMENT_ENTITIES, Payment, PaymentWebhook, PAYMENT_STATUSES } from './payment.entities.js';
export type { PaymentStatus } from './payment.entities.js';
export { PaymentProviders, sandboxStoreProvider } from './payment-providers.js';
export { PaymentInitiation, type PaymentAction } from './payment-initiation.js';
export { PaymentSettlement, type SettlementOutcome } from './payment-settlement.js';
export { WebhookIntake, SANDBOX_WEBHOOK_PATH } from './webhook-intake.js';
export { WebhookProcessor } from './webhook-processor.js';
export { PaymentRecovery } from './payment-recovery.job.js';
export { PaymentProblems } from './payment.problems.js';
export { toPaymentView, type PaymentView } from './payment.view.js';
export { PaymentResponse, PaymentActionResponse } from './payment.response.js';
export { PgSandboxStore } from './pg-sandbox.store.js';
