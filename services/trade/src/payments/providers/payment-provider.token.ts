import type { Provider } from '@nestjs/common';
import { CONFIG } from '@sokoni/platform/config';
import { createPaymentProvider, type PaymentsConfig } from './payment-provider.factory.js';
import type { PaymentProvider } from './payment-provider.port.js';
import type { SandboxStore } from './sandbox.store.js';

/**
 * The one payment provider of the process, for injection (`@Inject(PAYMENT_PROVIDER)`). One
 * instance: the sandbox's webhook secret and sink are per instance, so checkout, webhooks, refunds
 * and payouts must all talk to the same one (the webhook endpoint attaches itself with setWebhookSink).
 */
export const PAYMENT_PROVIDER = Symbol.for('sokoni.trade.PaymentProvider');

/** Where the sandbox keeps its state, when the module provides one (trade persists it); memory otherwise. */
export const SANDBOX_STORE = Symbol.for('sokoni.trade.SandboxStore');

export const paymentProviderProvider: Provider = {
  provide: PAYMENT_PROVIDER,
  useFactory: (config: PaymentsConfig, store?: SandboxStore): PaymentProvider =>
    createPaymentProvider(config, { sandbox: { store } }),
  inject: [CONFIG, { token: SANDBOX_STORE, optional: true }],
};
