import { randomBytes } from 'node:crypto';
import type { Dispatcher } from 'undici';
import { FlutterwaveProvider } from './flutterwave.provider.js';
import { MpesaProvider } from './mpesa.provider.js';
import { PaymentConfigError } from './payment.errors.js';
import type { PaymentProvider, ProviderName } from './payment-provider.port.js';
import type { PaymentSettings } from './payment.settings.js';
import { PaystackProvider } from './paystack.provider.js';
import { SandboxProvider, type SandboxConfig } from './sandbox.provider.js';

/** What the factory needs besides the settings: things that are objects, not environment strings. */
export interface PaymentRuntime {
  /** Sandbox state (the in-memory store when absent) and webhook sink. */
  sandbox?: Pick<SandboxConfig, 'store' | 'onWebhook' | 'onDeliveryError' | 'now'>;
  dispatcher?: Dispatcher;
}

/** One per process, so every sandbox built here checks what every other one signs. */
const PROCESS_SANDBOX_SECRET = randomBytes(32).toString('hex');

export type PaymentsConfig = Partial<PaymentSettings> & Pick<PaymentSettings, 'PAYMENT_PROVIDER'>;

/**
 * The adapter named by PAYMENT_PROVIDER (or `name`, e.g. to read webhooks of a provider that was
 * active before a switch), built from the settings. Missing settings fail here, at start-up, with
 * their environment names.
 */
export function createPaymentProvider(
  config: PaymentsConfig,
  runtime: PaymentRuntime = {},
  name: ProviderName = config.PAYMENT_PROVIDER,
): PaymentProvider {
  const timeoutMs = config.PAYMENT_HTTP_TIMEOUT_MS;
  const dispatcher = runtime.dispatcher;
  switch (name) {
    case 'sandbox':
      return new SandboxProvider({
        ...runtime.sandbox,
        webhookSecret: config.SANDBOX_WEBHOOK_SECRET ?? PROCESS_SANDBOX_SECRET,
        pageUrl: config.SANDBOX_PAGE_URL,
        payouts: config.SANDBOX_PAYOUTS,
      });
    case 'paystack': {
      const { PAYSTACK_SECRET_KEY } = required(name, config, ['PAYSTACK_SECRET_KEY']);
      return new PaystackProvider({
        secretKey: PAYSTACK_SECRET_KEY,
        baseUrl: config.PAYSTACK_BASE_URL,
        timeoutMs,
        dispatcher,
      });
    }
    case 'flutterwave': {
      const s = required(name, config, ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_SECRET_HASH']);
      return new FlutterwaveProvider({
        secretKey: s.FLUTTERWAVE_SECRET_KEY,
        secretHash: s.FLUTTERWAVE_SECRET_HASH,
        baseUrl: config.FLUTTERWAVE_BASE_URL,
        timeoutMs,
        dispatcher,
      });
    }
    case 'mpesa': {
      const s = required(name, config, [
        'MPESA_CONSUMER_KEY',
        'MPESA_CONSUMER_SECRET',
        'MPESA_SHORTCODE',
        'MPESA_PASSKEY',
        'MPESA_CALLBACK_TOKEN',
      ]);
      return new MpesaProvider({
        consumerKey: s.MPESA_CONSUMER_KEY,
        consumerSecret: s.MPESA_CONSUMER_SECRET,
        shortcode: s.MPESA_SHORTCODE,
        passkey: s.MPESA_PASSKEY,
        callbackToken: s.MPESA_CALLBACK_TOKEN,
        baseUrl: config.MPESA_BASE_URL,
        transactionType: config.MPESA_TRANSACTION_TYPE,
        partyB: config.MPESA_PARTY_B,
        // Money out only when both are set: B2C and reversals act in the initiator's name.
        moneyOut:
          config.MPESA_INITIATOR_NAME && config.MPESA_SECURITY_CREDENTIAL
            ? {
                initiatorName: config.MPESA_INITIATOR_NAME,
                securityCredential: config.MPESA_SECURITY_CREDENTIAL,
                b2cShortcode: config.MPESA_B2C_SHORTCODE ?? s.MPESA_SHORTCODE,
                shortcode: s.MPESA_SHORTCODE,
                commandId: config.MPESA_B2C_COMMAND,
              }
            : undefined,
        timeoutMs,
        dispatcher,
      });
    }
  }
}

type StringKeys = {
  [K in keyof PaymentSettings]-?: NonNullable<PaymentSettings[K]> extends string ? K : never;
}[keyof PaymentSettings];

function required<const K extends StringKeys>(
  provider: ProviderName,
  config: PaymentsConfig,
  keys: readonly K[],
): Record<K, string> {
  const missing = keys.filter((key) => !config[key]);
  if (missing.length > 0) throw new PaymentConfigError(provider, missing);
  return Object.fromEntries(keys.map((key) => [key, config[key]])) as unknown as Record<K, string>;
}
