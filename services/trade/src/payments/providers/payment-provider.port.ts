/**
 * The payment port: what checkout, the webhook endpoint and payouts need from a payment provider,
 * and nothing provider-specific. Money crosses this port as integer minor units (see minor-units.ts
 * for why `number`); amounts may be handed in as bigint too and are checked to be safe integers.
 */
export const PROVIDER_NAMES = ['sandbox', 'paystack', 'flutterwave', 'mpesa'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** Integer minor units as handed in by callers (a bigint column or a plain number). */
export type MinorAmountInput = bigint | number;

export type PaymentStatus = 'succeeded' | 'failed' | 'pending';

export interface InitiateRequest {
  /** Our payment id; used as the provider's reference so webhooks and verify find it again. */
  paymentId: string;
  amountMinor: MinorAmountInput;
  /** ISO 4217 code, upper case. */
  currency: string;
  email: string;
  /** Needed by M-Pesa (the phone that receives the STK prompt); others ignore it. */
  phone?: string;
  /** Where the provider sends the buyer back (redirect providers) or posts its callback (M-Pesa). */
  callbackUrl: string;
  description: string;
}

/** What the buyer must do next. */
export type Initiation =
  | {
      kind: 'redirect';
      paymentId: string;
      redirectUrl: string;
      /** The provider's own id when it gives one at this point (kept for verify). */
      providerReference?: string;
      raw: unknown;
    }
  | {
      kind: 'stk_push';
      paymentId: string;
      /** M-Pesa's CheckoutRequestID: store it, verify needs it. */
      providerReference: string;
      /** Text to show the buyer ("check your phone"). */
      customerMessage: string;
      raw: unknown;
    };

export interface VerifyRequest {
  paymentId: string;
  /**
   * The provider's id: required for M-Pesa (CheckoutRequestID), preferred by Flutterwave (transaction
   * id). Pass the one stored from initiate() when there is one and a webhook's only otherwise: an
   * M-Pesa callback's CheckoutRequestID is not signed, and Daraja's query does not echo the amount,
   * so a callback naming another (paid) request must not choose what is verified.
   */
  providerReference?: string;
  /**
   * What we asked for. A provider answer that says `succeeded` for another amount or currency is
   * refused with PaymentMismatchError rather than returned, so no caller can credit it by mistake.
   * M-Pesa's status query does not echo the amount: the STK push fixed it, so it is reported as this.
   */
  expected: { amountMinor: MinorAmountInput; currency: string };
}

/** The provider's answer about one payment: the only thing allowed to cause a ledger effect. */
export interface Verification {
  provider: ProviderName;
  paymentId: string;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  providerReference?: string;
  /** The provider's reason when failed (e.g. "Request cancelled by user"). */
  failureReason?: string;
  raw: unknown;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** What a webhook claims. A claim only: confirm it with verify() before any ledger effect. */
export interface WebhookEvent {
  provider: ProviderName;
  /** Unique per provider: store (provider, providerEventId) once; a redelivery carries the same id. */
  providerEventId: string;
  /** The provider's own event name (charge.success, charge.completed, stkCallback, payment.succeeded…). */
  type: string;
  subject: 'payment' | 'payout' | 'other';
  paymentId?: string;
  payoutId?: string;
  providerReference?: string;
  claimedStatus: PaymentStatus;
  claimedAmountMinor?: number;
  claimedCurrency?: string;
  raw: unknown;
}

export interface PayoutRequest {
  /** Our payout id; the provider's idempotency reference. */
  payoutId: string;
  amountMinor: MinorAmountInput;
  currency: string;
  /** Provider-specific destination: a Paystack transfer recipient code (RCP_…), any label in the sandbox. */
  destination: string;
  reason: string;
}

export interface PayoutResult {
  provider: ProviderName;
  payoutId: string;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  providerReference?: string;
  failureReason?: string;
  raw: unknown;
}

export interface RefundRequest {
  /** Our refund id, unique per refund: a retry with the same id reports the first refund, never makes a second. */
  refundId: string;
  /** The payment refunded (our payment id, the provider's transaction reference). */
  paymentId: string;
  /** All or part of what was paid, in the payment's currency. */
  amountMinor: MinorAmountInput;
  currency: string;
  /** Shown to the buyer where the provider supports it. */
  reason: string;
}

export interface RefundResult {
  provider: ProviderName;
  refundId: string;
  /** succeeded: the money is on its way back; pending: queued at the provider; failed: staff refund by hand. */
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  providerReference?: string;
  failureReason?: string;
  raw: unknown;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Starts a payment. Calling it twice for one paymentId is refused by the real providers: verify instead. */
  initiate(request: InitiateRequest): Promise<Initiation>;
  /** Asks the provider for the truth about a payment. */
  verify(request: VerifyRequest): Promise<Verification>;
  /**
   * Authenticates a webhook over the RAW body bytes (never a re-serialised object) and its
   * headers, then parses it. `requestUrl` is the path and query the provider called (M-Pesa
   * callbacks are unsigned and carry their token there). Throws WebhookAuthenticationError or
   * WebhookPayloadError.
   */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders, requestUrl?: string): WebhookEvent;
  /** Sends a seller's payout (sandbox and Paystack transfers; absent for Flutterwave and M-Pesa). */
  payout?(request: PayoutRequest): Promise<PayoutResult>;
  /** Asks the provider for the truth about a payout. */
  verifyPayout?(payoutId: string): Promise<PayoutResult>;
  /**
   * Returns money of a succeeded payment to the buyer, in full or in part (sandbox and Paystack;
   * absent for Flutterwave and M-Pesa: staff refund those by hand). Safe to retry with the same refundId.
   */
  refund?(request: RefundRequest): Promise<RefundResult>;
  /** Asks the provider for the truth about a refund made with `refund`. */
  verifyRefund?(request: Pick<RefundRequest, 'refundId' | 'paymentId'>): Promise<RefundResult>;
}
