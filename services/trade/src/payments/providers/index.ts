export {
  PROVIDER_NAMES,
  type ProviderName,
  type MinorAmountInput,
  type PaymentStatus,
  type InitiateRequest,
  type Initiation,
  type VerifyRequest,
  type Verification,
  type WebhookHeaders,
  type WebhookEvent,
  type PayoutRequest,
  type PayoutResult,
  type RefundRequest,
  type RefundResult,
  type PaymentProvider,
  type PayoutDestination,
  type BankAccountDestination,
  type MobileMoneyDestination,
  type MobileMoneyNetwork,
  type ProviderHint,
  type RefundLookup,
  MOBILE_MONEY_NETWORKS,
} from './payment-provider.port.js';
export { maskTail, payoutDestinationLabel } from './payout-destination.js';
export { mpesaReceiptNumber } from './mpesa-callback.js';
export {
  PaymentError,
  PaymentProviderUnavailableError,
  PaymentRefusedError,
  PaymentMismatchError,
  WebhookAuthenticationError,
  WebhookPayloadError,
  PaymentConfigError,
  type WebhookRejection,
} from './payment.errors.js';
export { minorDigitsOf, minorToDecimal, decimalToMinor, toMinorNumber } from './minor-units.js';
export { paymentSettings, type PaymentSettings } from './payment.settings.js';
export {
  createPaymentProvider,
  type PaymentsConfig,
  type PaymentRuntime,
} from './payment-provider.factory.js';
export { SandboxProvider, type SandboxConfig, type SandboxOutcome } from './sandbox.provider.js';
export {
  InMemorySandboxStore,
  type SandboxStore,
  type SandboxPaymentRecord,
  type SandboxPayoutRecord,
  type SandboxRefundRecord,
} from './sandbox.store.js';
export {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxDelivery,
  type SandboxWebhook,
  type SandboxWebhookSink,
} from './sandbox-webhooks.js';
export {
  PaystackProvider,
  PAYSTACK_SIGNATURE_HEADER,
  paystackEventId,
  type PaystackConfig,
} from './paystack.provider.js';
export {
  FlutterwaveProvider,
  FLUTTERWAVE_HASH_HEADER,
  flutterwaveEventId,
  type FlutterwaveConfig,
} from './flutterwave.provider.js';
export { MpesaProvider, type MpesaConfig } from './mpesa.provider.js';
export { mpesaPassword, mpesaTimestamp, normaliseKenyanPhone } from './mpesa-credentials.js';
export { PAYMENT_PROVIDER, SANDBOX_STORE, paymentProviderProvider } from './payment-provider.token.js';
