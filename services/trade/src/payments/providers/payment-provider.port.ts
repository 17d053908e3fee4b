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
  subject: 'payment' | 'payout' | 'refund' | 'other';
  /** Our payment id; for a refund event, the payment refunded when the provider names it. */
  paymentId?: string;
  payoutId?: string;
  /** Our refund id, when the provider echoes it (M-Pesa's reversal result, by its callback URL). */
  refundId?: string;
  providerReference?: string;
  claimedStatus: PaymentStatus;
  claimedAmountMinor?: number;
  claimedCurrency?: string;
  raw: unknown;
}

/** The mobile-money networks a seller's wallet may be on. */
export const MOBILE_MONEY_NETWORKS = [
  'mpesa',
  'mtn',
  'airtel',
  'vodafone',
  'tigo',
  'orange',
  'moov',
] as const;
export type MobileMoneyNetwork = (typeof MOBILE_MONEY_NETWORKS)[number];

/** A bank account, as the seller stored it (validated by trade's payout destinations). */
export interface BankAccountDestination {
  kind: 'bank_account';
  /** The bank's code in its country's clearing system (NIBSS code, sort code, SWIFT/BIC…). */
  bankCode: string;
  accountNumber: string;
  accountName: string;
  currency: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** A mobile-money wallet: the phone number in E.164 (+2547…) on a network. */
export interface MobileMoneyDestination {
  kind: 'mobile_money';
  network: MobileMoneyNetwork;
  phone: string;
  accountName: string;
  currency: string;
  country: string;
}

/**
 * Where a payout goes. `sandbox` is a label for the sandbox provider (the demo); `recipient_code`
 * a recipient already registered with the provider (a Paystack RCP_… code).
 */
export type PayoutDestination =
  | BankAccountDestination
  | MobileMoneyDestination
  | { kind: 'sandbox'; label: string }
  | { kind: 'recipient_code'; code: string };

export interface PayoutRequest {
  /** Our payout id; the provider's idempotency reference. */
  payoutId: string;
  amountMinor: MinorAmountInput;
  currency: string;
  destination: PayoutDestination;
  reason: string;
  /**
   * An earlier attempt with this payout id may have reached the provider (its answer was lost).
   * Providers that deduplicate by reference ignore it; one that does not (M-Pesa B2C) asks about
   * the first request instead of sending a second.
   */
  retry?: boolean;
  /** Where the provider posts an asynchronous result (M-Pesa's ResultURL); the webhook route. */
  callbackUrl?: string;
}

/**
 * What the caller knows besides our id when asking about a payout or refund: the provider's own
 * id of it (stored from the first answer, or named by a webhook) and, for a provider whose only
 * answer is a callback (M-Pesa), the authenticated callback's body.
 */
export interface ProviderHint {
  providerReference?: string;
  callback?: unknown;
  /** Where the provider posts an asynchronous answer to a status query (M-Pesa). */
  callbackUrl?: string;
  /** What was asked, for providers whose answer may not repeat it (M-Pesa). */
  amountMinor?: MinorAmountInput;
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
  /**
   * The provider's own id of the payment when its refund API needs it (Flutterwave's transaction
   * id, the M-Pesa receipt number of the STK payment).
   */
  providerPaymentReference?: string;
  /** As PayoutRequest.retry: an earlier attempt's outcome is unknown. */
  retry?: boolean;
  /** Where the provider posts an asynchronous result (M-Pesa's reversal ResultURL). */
  callbackUrl?: string;
}

/** What is known of a refund when asking the provider about it. */
export type RefundLookup = Pick<RefundRequest, 'refundId' | 'paymentId'> &
  ProviderHint & {
    /** The refund's currency, for providers whose answer does not say it. */
    currency?: string;
    /** What was asked, for providers whose result may not repeat it (M-Pesa reversal results). */
    amountMinor?: MinorAmountInput;
  };

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
  /**
   * Why this provider cannot pay out `currency` to `destination` (a reason code such as
   * `unsupported_destination`), or undefined when it can. Asked when the seller requests the
   * payout, so a refusal is a 422 then rather than a failed payout later.
   */
  payoutDestinationRefusal?(destination: PayoutDestination, currency: string): string | undefined;
  /** Sends a seller's payout (sandbox, Paystack and Flutterwave transfers, M-Pesa B2C). */
  payout?(request: PayoutRequest): Promise<PayoutResult>;
  /** Asks the provider for the truth about a payout. */
  verifyPayout?(payoutId: string, hint?: ProviderHint): Promise<PayoutResult>;
  /**
   * Returns money of a succeeded payment to the buyer, in full or in part (sandbox, Paystack,
   * Flutterwave, M-Pesa reversal). Safe to retry with the same refundId.
   */
  refund?(request: RefundRequest): Promise<RefundResult>;
  /** Asks the provider for the truth about a refund made with `refund`. */
  verifyRefund?(request: RefundLookup): Promise<RefundResult>;
}
