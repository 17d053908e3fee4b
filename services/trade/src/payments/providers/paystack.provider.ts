import { createHash } from 'node:crypto';
import type { Dispatcher } from 'undici';
import { checkAmount, checkVerification } from './payment-checks.js';
import {
  PaymentProviderUnavailableError,
  PaymentRefusedError,
  WebhookAuthenticationError,
  WebhookPayloadError,
} from './payment.errors.js';
import type {
  InitiateRequest,
  Initiation,
  PaymentProvider,
  PaymentStatus,
  PayoutDestination,
  PayoutRequest,
  PayoutResult,
  RefundLookup,
  RefundRequest,
  RefundResult,
  Verification,
  VerifyRequest,
  WebhookEvent,
  WebhookHeaders,
} from './payment-provider.port.js';
import { paystackRecipientCode, paystackRecipientSpec } from './paystack-recipients.js';
import { PaystackRefunds, paystackRefundStatus } from './paystack-refunds.js';
import { ProviderHttp, providerMessage, type JsonAnswer } from './provider-http.js';
import { hmacHex, idText, isRecord, parseJsonBody, safeEqual, singleHeader } from './webhook-auth.js';

export interface PaystackConfig {
  /** PAYSTACK_SECRET_KEY: authorises API calls and keys the webhook HMAC. */
  secretKey: string;
  /** PAYSTACK_BASE_URL, default https://api.paystack.co. */
  baseUrl?: string;
  timeoutMs?: number;
  dispatcher?: Dispatcher;
}

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/**
 * Paystack: hosted checkout via transaction/initialize (amount in the currency's subunit, our
 * payment id as `reference`), truth via transaction/verify/:reference, webhooks signed with a
 * hex HMAC-SHA512 of the raw body keyed by the secret key, payouts as transfers to a recipient
 * code created when the seller added their bank account.
 */
export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack' as const;
  private readonly http: ProviderHttp;
  private readonly auth: Record<string, string>;
  private readonly refunds: PaystackRefunds;

  constructor(private readonly config: PaystackConfig) {
    this.http = new ProviderHttp('paystack', {
      baseUrl: config.baseUrl ?? 'https://api.paystack.co',
      timeoutMs: config.timeoutMs ?? 15_000,
      dispatcher: config.dispatcher,
    });
    this.auth = { authorization: `Bearer ${config.secretKey}` };
    this.refunds = new PaystackRefunds(this.http, this.auth);
  }

  async initiate(request: InitiateRequest): Promise<Initiation> {
    const amount = checkAmount('paystack', request.amountMinor, request.currency);
    const answer = await this.http.send('POST', '/transaction/initialize', {
      headers: this.auth,
      json: {
        email: request.email,
        // Paystack takes the subunit count (kobo, cents) as an integer string.
        amount: amount.amountMinor.toString(),
        currency: request.currency,
        reference: request.paymentId,
        callback_url: request.callbackUrl,
        metadata: { payment_id: request.paymentId, description: request.description },
      },
    });
    const data = this.dataOf(answer, 'initialize');
    const redirectUrl = typeof data.authorization_url === 'string' ? data.authorization_url : undefined;
    if (!redirectUrl) throw invalidAnswer('initialize gave no authorization_url');
    return {
      kind: 'redirect',
      paymentId: request.paymentId,
      redirectUrl,
      providerReference: typeof data.access_code === 'string' ? data.access_code : undefined,
      raw: answer.body,
    };
  }

  async verify(request: VerifyRequest): Promise<Verification> {
    const answer = await this.http.send(
      'GET',
      `/transaction/verify/${encodeURIComponent(request.paymentId)}`,
      {
        headers: this.auth,
      },
    );
    const data = this.dataOf(answer, 'verify');
    const status = chargeStatus(data.status);
    const verification: Verification = {
      provider: 'paystack',
      paymentId: request.paymentId,
      status,
      amountMinor: integerField(data.amount, 'amount'),
      currency: typeof data.currency === 'string' ? data.currency : '',
      providerReference: idText(data.id),
      failureReason: status === 'failed' ? textOr(data.gateway_response, 'failed') : undefined,
      raw: answer.body,
    };
    return checkVerification(
      verification,
      { paymentId: request.paymentId, ...request.expected },
      idText(data.reference),
    );
  }

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): WebhookEvent {
    const signature = singleHeader(headers, PAYSTACK_SIGNATURE_HEADER);
    if (!signature) throw new WebhookAuthenticationError('paystack', 'missing_signature');
    const expected = hmacHex('sha512', this.config.secretKey, rawBody);
    if (!safeEqual(signature.toLowerCase(), expected))
      throw new WebhookAuthenticationError('paystack', 'bad_signature');

    const body = parseJsonBody('paystack', rawBody);
    const event = body.event;
    const data = body.data;
    if (typeof event !== 'string' || event === '' || !isRecord(data))
      throw new WebhookPayloadError('paystack', 'expected {event, data}');
    const base = {
      provider: 'paystack' as const,
      type: event,
      providerEventId: paystackEventId(event, data, rawBody),
      raw: body,
    };
    if (event.startsWith('charge.') && idText(data.reference))
      return {
        ...base,
        subject: 'payment',
        paymentId: idText(data.reference),
        providerReference: idText(data.id),
        claimedStatus: chargeStatus(data.status),
        claimedAmountMinor: Number.isSafeInteger(data.amount) ? (data.amount as number) : undefined,
        claimedCurrency: typeof data.currency === 'string' ? data.currency : undefined,
      };
    if (event.startsWith('transfer.') && idText(data.reference))
      return {
        ...base,
        subject: 'payout',
        payoutId: idText(data.reference),
        providerReference: idText(data.transfer_code),
        claimedStatus: transferStatus(event === 'transfer.success' ? 'success' : data.status),
        claimedAmountMinor: Number.isSafeInteger(data.amount) ? (data.amount as number) : undefined,
        claimedCurrency: typeof data.currency === 'string' ? data.currency : undefined,
      };
    // refund.pending / processing / processed / failed name the refunded transaction by its
    // reference (our payment id); verifyRefund then finds our refund by its merchant note.
    if (event.startsWith('refund.') && idText(data.transaction_reference))
      return {
        ...base,
        subject: 'refund',
        paymentId: idText(data.transaction_reference),
        providerReference: idText(data.id),
        claimedStatus: paystackRefundStatus(data.status),
        claimedCurrency: typeof data.currency === 'string' ? data.currency : undefined,
      };
    return { ...base, subject: 'other', claimedStatus: 'pending' };
  }

  /** Bank accounts in NGN, GHS, KES, ZAR; wallets in GHS and KES (see paystackRecipientSpec); RCP_ codes. */
  payoutDestinationRefusal(destination: PayoutDestination, currency: string): string | undefined {
    if (destination.kind === 'recipient_code') return undefined;
    return paystackRecipientSpec(destination, currency) ? undefined : 'unsupported_destination';
  }

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    const amount = checkAmount('paystack', request.amountMinor, request.currency);
    const recipient = await this.recipientFor(request.destination, request.currency);
    const answer = await this.http.send('POST', '/transfer', {
      headers: this.auth,
      json: {
        source: 'balance',
        amount: Number(amount.amountMinor),
        currency: request.currency,
        recipient,
        reference: request.payoutId,
        reason: request.reason,
      },
    });
    // A retried payout whose first attempt did reach Paystack: report that transfer, never a second one.
    if (answer.status === 400 && /duplicate/i.test(providerMessage(answer.body) ?? ''))
      return this.verifyPayout(request.payoutId);
    return this.payoutResult(request.payoutId, this.dataOf(answer, 'transfer'), answer.body);
  }

  /** `GET /transfer/verify/:reference`, by our payout id (the transfer's reference). */
  async verifyPayout(payoutId: string): Promise<PayoutResult> {
    const answer = await this.http.send('GET', `/transfer/verify/${encodeURIComponent(payoutId)}`, {
      headers: this.auth,
    });
    const data = this.dataOf(answer, 'transfer verify');
    if (idText(data.reference) !== undefined && idText(data.reference) !== payoutId)
      throw new PaymentRefusedError('paystack', `transfer answer is for ${idText(data.reference)}`, {
        code: 'mismatch',
      });
    return this.payoutResult(payoutId, data, answer.body);
  }

  /** `POST /refund`, found again by our refund id on a retry: see PaystackRefunds. */
  refund = (request: RefundRequest): Promise<RefundResult> => this.refunds.refund(request);
  verifyRefund = (r: RefundLookup): Promise<RefundResult> => this.refunds.verify(r);

  private async recipientFor(destination: PayoutDestination, currency: string): Promise<string> {
    if (destination.kind === 'recipient_code') {
      if (!/^RCP_[A-Za-z0-9]+$/.test(destination.code))
        throw new PaymentRefusedError('paystack', 'recipient code must be RCP_…', {
          code: 'invalid_destination',
        });
      return destination.code;
    }
    const spec = paystackRecipientSpec(destination, currency);
    if (!spec)
      throw new PaymentRefusedError('paystack', `cannot pay ${currency} to this ${destination.kind}`, {
        code: 'unsupported_destination',
      });
    return paystackRecipientCode(this.http, this.auth, spec);
  }

  private payoutResult(payoutId: string, data: Record<string, unknown>, raw: unknown): PayoutResult {
    const status = transferStatus(data.status);
    return {
      provider: 'paystack',
      payoutId,
      status,
      amountMinor: integerField(data.amount, 'amount'),
      currency: typeof data.currency === 'string' ? data.currency : '',
      providerReference: idText(data.transfer_code),
      failureReason: status === 'failed' ? textOr(data.reason, 'failed') : undefined,
      raw,
    };
  }

  /** `data` of a successful Paystack envelope `{status: true, message, data}`; typed errors otherwise. */
  private dataOf(answer: JsonAnswer, what: string): Record<string, unknown> {
    if (answer.status < 200 || answer.status >= 300) {
      const error = this.http.errorFor(answer, what);
      const said = error.providerMessage ?? '';
      const code = /not found/i.test(said)
        ? 'not_found'
        : /duplicate/i.test(said)
          ? 'duplicate_reference'
          : null;
      if (error.retryable || code === null) throw error;
      throw new PaymentRefusedError('paystack', `${what} refused`, {
        code,
        httpStatus: error.httpStatus,
        providerMessage: error.providerMessage,
      });
    }
    const body = answer.body;
    if (!isRecord(body) || !isRecord(body.data)) throw invalidAnswer(`${what} answer has no data`);
    if (body.status !== true)
      throw new PaymentRefusedError('paystack', `${what} refused`, {
        code: 'refused',
        providerMessage: typeof body.message === 'string' ? body.message : undefined,
      });
    return body.data;
  }
}

/**
 * Paystack webhooks carry no event id. A redelivery repeats the same body, so the event name, the
 * object's id and its status identify one event: a retry maps to the same id (stored once), while a
 * real change (transfer.success then transfer.reversed) gets a new one. A body with no id at all is
 * identified by its hash, which still makes byte-identical redeliveries collide.
 */
export function paystackEventId(event: string, data: Record<string, unknown>, rawBody: Buffer): string {
  const id = idText(data.id) ?? idText(data.reference);
  if (id === undefined) return `${event}:sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  return `${event}:${id}:${typeof data.status === 'string' ? data.status : ''}`;
}

/** Transaction statuses: abandoned and ongoing can still turn into a payment, so they are pending. */
function chargeStatus(status: unknown): PaymentStatus {
  if (status === 'success') return 'succeeded';
  if (status === 'failed' || status === 'reversed') return 'failed';
  return 'pending';
}

/** Transfer statuses; `otp` waits for a code the dashboard must disable for automatic payouts. */
function transferStatus(status: unknown): PaymentStatus {
  if (status === 'success') return 'succeeded';
  if (status === 'failed' || status === 'reversed' || status === 'rejected' || status === 'abandoned')
    return 'failed';
  return 'pending';
}

function integerField(value: unknown, name: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  throw invalidAnswer(`${name} is not an integer`);
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

function invalidAnswer(detail: string): PaymentProviderUnavailableError {
  return new PaymentProviderUnavailableError('paystack', detail, { code: 'invalid_response' });
}
