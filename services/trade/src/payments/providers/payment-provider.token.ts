import type { Provider } from '@nestjs/common';
import { CONFIG } from '@sokoni/platform/config';
import { createPaymentProvider, type PaymentsConfig } from './payment-provider.factory.js';
import type { PaymentProvider } from './payment-provider.port.js';

/**
 * The one payment provider of the process, for injection (`@Inject(PAYMENT_PROVIDER)`). One
 * instance: the sandbox keeps its payments in memory, so checkout, webhooks, refunds and payouts
 * must all talk to the same one (the webhook endpoint attaches itself with setWebhookSink).
 */
export const PAYMENT_PROVIDER = Symbol.for('sokoni.trade.PaymentProvider');

export const paymentProviderProvider: Provider = {
  provide: PAYMENT_PROVIDER,
  useFactory: (config: PaymentsConfig): PaymentProvider => createPaymentProvider(config),
  inject: [CONFIG],
};
