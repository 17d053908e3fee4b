import type { ProviderName, Verification } from './payment-provider.port.js';

interface PaymentErrorDetails {
  /** A stable machine code (timeout, network, http_503, duplicate_reference, unsupported_currency…). */
  code: string;
  httpStatus?: number;
  /** The provider's own message, when it gave one. Never contains our secrets. */
  providerMessage?: string;
  cause?: unknown;
}

/** Every failure of a provider call. `retryable` tells the caller whether trying later can help. */
export abstract class PaymentError extends Error {
  abstract readonly retryable: boolean;
  readonly code: string;
  readonly httpStatus?: number;
  readonly providerMessage?: string;

  constructor(
    readonly provider: ProviderName,
    message: string,
    details: PaymentErrorDetails,
  ) {
    super(`${provider}: ${message}`, { cause: details.cause });
    this.name = new.target.name;
    this.code = details.code;
    this.httpStatus = details.httpStatus;
    this.providerMessage = details.providerMessage;
  }
}

/**
 * The provider could not be reached or answered in a way that says "not now" (network error,
 * timeout, 5xx, 429, a garbled answer). The outcome of the call is unknown: retry with backoff,
 * and after an initiate that failed this way, verify before starting again.
 */
export class PaymentProviderUnavailableError extends PaymentError {
  readonly retryable = true;
}

/** The provider (or our own check before calling it) refused the request: retrying the same call cannot help. */
export class PaymentRefusedError extends PaymentError {
  readonly retryable = false;
}

/**
 * The provider says a payment succeeded, but for another payment reference, amount or currency
 * than ours. Never credit it: flag the payment for staff. The provider's answer is attached.
 */
export class PaymentMismatchError extends PaymentRefusedError {
  constructor(
    provider: ProviderName,
    message: string,
    readonly verification: Verification,
  ) {
    super(provider, message, { code: 'mismatch' });
  }
}

export type WebhookRejection = 'missing_signature' | 'bad_signature' | 'missing_token' | 'bad_token';

/** A webhook whose signature (or callback token) is missing or wrong: answer 401 and keep nothing. */
export class WebhookAuthenticationError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly reason: WebhookRejection,
  ) {
    super(`${provider} webhook refused: ${reason}`);
    this.name = 'WebhookAuthenticationError';
  }
}

/** An authentic webhook whose body we cannot read (not JSON, or not the documented shape): answer 400. */
export class WebhookPayloadError extends Error {
  constructor(
    readonly provider: ProviderName,
    detail: string,
  ) {
    super(`${provider} webhook unreadable: ${detail}`);
    this.name = 'WebhookPayloadError';
  }
}

/** A provider was chosen without the settings it needs; raised at start-up, never per request. */
export class PaymentConfigError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly missing: readonly string[],
  ) {
    super(`payment provider ${provider} needs ${missing.join(', ')}`);
    this.name = 'PaymentConfigError';
  }
}
