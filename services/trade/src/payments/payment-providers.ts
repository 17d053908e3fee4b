import { Inject, Injectable, type Provider } from '@nestjs/common';
import { InjectConfig } from '@sokoni/platform/config';
import type { TradeConfig } from '../trade.config.js';
import { PgSandboxStore } from './pg-sandbox.store.js';
import { createPaymentProvider } from './providers/payment-provider.factory.js';
import type { PaymentProvider, ProviderName } from './providers/payment-provider.port.js';
import { PAYMENT_PROVIDER, SANDBOX_STORE } from './providers/payment-provider.token.js';
import { PaymentConfigError } from './providers/payment.errors.js';
import { SandboxProvider } from './providers/sandbox.provider.js';

/** The sandbox keeps its state in trade's schema: a restart forgets no payment a tester left pending. */
export const sandboxStoreProvider: Provider = { provide: SANDBOX_STORE, useExisting: PgSandboxStore };

/**
 * The payment adapters of this process: the active one (PAYMENT_PROVIDER, the one instance every
 * part shares) for new payments, and any other configured one on demand, for webhooks and payments
 * started before a switch of PAYMENT_PROVIDER.
 */
@Injectable()
export class PaymentProviders {
  private readonly others = new Map<ProviderName, PaymentProvider | null>();

  constructor(
    @Inject(PAYMENT_PROVIDER) readonly active: PaymentProvider,
    @InjectConfig() private readonly config: TradeConfig,
  ) {}

  /** The sandbox, when it is the active provider (its test controls exist only then). */
  get sandbox(): SandboxProvider | null {
    return this.active instanceof SandboxProvider ? this.active : null;
  }

  /** The adapter of `name`, or null when this deployment lacks its settings. */
  get(name: ProviderName): PaymentProvider | null {
    if (name === this.active.name) return this.active;
    if (!this.others.has(name)) this.others.set(name, this.build(name));
    return this.others.get(name)!;
  }

  private build(name: ProviderName): PaymentProvider | null {
    try {
      return createPaymentProvider(this.config, {}, name);
    } catch (err) {
      if (err instanceof PaymentConfigError) return null;
      throw err;
    }
  }
}
