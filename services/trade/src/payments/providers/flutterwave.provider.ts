import { createHash } from 'node:crypto';
import type { Dispatcher } from 'undici';
import { decimalToMinor, minorDigitsOf, minorToDecimal } from './minor-units.js';
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
  ProviderHint,
  RefundLookup,
  RefundRequest,
  RefundResult,
  Verification,
  VerifyRequest,
  WebhookEvent,
  WebhookHeaders,
} from './payment-provider.port.js';
import {
  flutterwaveBeneficiary,
  FlutterwaveMoneyOut,
  flutterwaveRefundStatus,
  flutterwaveTransferStatus,
} from './flutterwave-money-out.js';
import { ProviderHttp, type JsonAnswer } from './provider-http.js';
import { idText, isRecord, parseJsonBody, safeEqual, singleHeader } from './webhook-auth.js';

export interface FlutterwaveConfig {
  /** FLUTTERWAVE_SECRET_KEY: authorises API calls. */
  secretKey: string;
  /** FLUTTERWAVE_SECRET_HASH: the secret hash set in the dashboard, echoed in `verif-hash`. */
  secretHash: string;
  /** FLUTTERWAVE_BASE_URL, default https://api.flutterwave.com. */
  baseUrl?: string;
  timeoutMs?: number;
  dispatcher?: Dispatcher;
}

export const FLUTTERWAVE_HASH_HEADER = 'verif-hash';

/**
 * Flutterwave (v3 Standard): a hosted payment link from /v3/payments with our payment id as
 * `tx_ref` and the amount in major units; truth from /v3/transactions/:id/verify, whose tx_ref,
 * amount and currency must be ours; webhooks authenticated by the `verif-hash` header, which is
 * the dashboard's secret hash itself (not a signature over the body — hence the verify call is
 * what makes an event trustworthy). Transfers to sellers and refunds: see FlutterwaveMoneyOut.
 */
export class FlutterwaveProvider implements PaymentProvider {
  readonly name = 'flutterwave' as const;
  private readonly http: ProviderHttp;
  private readonly auth: Record<string, string>;
  private readonly moneyOut: FlutterwaveMoneyOut;

  constructor(private readonly config: FlutterwaveConfig) {
    this.http = new ProviderHttp('flutterwave', {
      baseUrl: config.baseUrl ?? 'https://api.flutterwave.com',
      timeoutMs: config.timeoutMs ?? 15_000,
      dispatcher: config.dispatcher,
    });
    this.auth = { authorization: `Bearer ${config.secretKey}` };
    this.moneyOut = new FlutterwaveMoneyOut(this.http, this.auth);
  }

  payoutDestinationRefusal(destination: PayoutDestination, currency: string): string | undefined {
    return flutterwaveBeneficiary(destination, currency) ? undefined : 'unsupported_destination';
  }

  payout = (request: PayoutRequest): Promise<PayoutResult> => this.moneyOut.payout(request);
  verifyPayout = (payoutId: string, hint?: ProviderHint): Promise<PayoutResult> =>
    this.moneyOut.verifyPayout(payoutId, hint);
  refund = (request: RefundRequest): Promise<RefundResult> => this.moneyOut.refund(request);
  verifyRefund = (request: RefundLookup): Promise<RefundResult> => this.moneyOut.verifyRefund(request);

  async initiate(request: InitiateRequest): Promise<Initiation> {
    const amount = checkAmount('flutterwave', request.amountMinor, request.currency);
    const answer = await this.http.send('POST', '/v3/payments', {
      headers: this.auth,
      json: {
        tx_ref: request.paymentId,
        // Major units as an exact decimal string built from the integer ("1234.50"), never a float.
        amount: minorToDecimal(amount.amountMinor, amount.digits),
        currency: request.currency,
        redirect_url: request.callbackUrl,
        customer: { email: request.email, ...(request.phone ? { phonenumber: request.phone } : {}) },
        customizations: { title: 'Sokoni', description: request.description },
        meta: { payment_id: request.paymentId },
      },
    });
    const data = dataOf(this.http, answer, 'payments');
    if (typeof data.link !== 'string' || data.link === '') throw invalidAnswer('payments gave no link');
    return { kind: 'redirect', paymentId: request.paymentId, redirectUrl: data.link, raw: answer.body };
  }

  /** By transaction id when a webhook gave us one, else by our tx_ref (Flutterwave's verify_by_reference). */
  async verify(request: VerifyRequest): Promise<Verification> {
    let path: string;
    if (request.providerReference !== undefined) {
      // The id comes from a webhook body: only digits may reach the URL path.
      if (!/^\d{1,20}$/.test(request.providerReference))
        throw new PaymentRefusedError('flutterwave', 'transaction id must be numeric', {
          code: 'invalid_reference',
        });
      path = `/v3/transactions/${request.providerReference}/verify`;
    } else {
      path = `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(request.paymentId)}`;
    }
    const answer = await this.http.send('GET', path, { headers: this.auth });
    const data = dataOf(this.http, answer, 'verify');
    const currency = typeof data.currency === 'string' ? data.currency : '';
    const digits = minorDigitsOf(currency);
    let amountMinor: number;
    try {
      if (digits === undefined) throw new RangeError(`unknown currency ${currency}`);
      amountMinor = decimalToMinor(data.amount as string | number, digits);
    } catch (err) {
      throw new PaymentRefusedError('flutterwave', `verify amount unusable: ${(err as Error).message}`, {
        code: 'mismatch',
      });
    }
    const status = flutterwaveStatus(data.status);
    const verification: Verification = {
      provider: 'flutterwave',
      paymentId: request.paymentId,
      status,
      amountMinor,
      currency,
      providerReference: idText(data.id),
      failureReason: status === 'failed' ? (idText(data.processor_response) ?? 'failed') : undefined,
      raw: answer.body,
    };
    // tx_ref must be present and ours: a transaction id from some other payment must not verify this one.
    return checkVerification(
      verification,
      { paymentId: request.paymentId, ...request.expected },
      idText(data.tx_ref) ?? '',
    );
  }

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): WebhookEvent {
    const hash = singleHeader(headers, FLUTTERWAVE_HASH_HEADER);
    if (!hash) throw new WebhookAuthenticationError('flutterwave', 'missing_signature');
    if (!safeEqual(hash, this.config.secretHash))
      throw new WebhookAuthenticationError('flutterwave', 'bad_signature');

    const body = parseJsonBody('flutterwave', rawBody);
    // v3 names the event `event`; the newer payload format names it `type`.
    const event = typeof body.event === 'string' ? body.event : body.type;
    const data = body.data;
    if (typeof event !== 'string' || event === '' || !isRecord(data))
      throw new WebhookPayloadError('flutterwave', 'expected {event, data}');
    const currency = typeof data.currency === 'string' ? data.currency : undefined;
    const base = {
      provider: 'flutterwave' as const,
      type: event,
      providerEventId: flutterwaveEventId(event, data, rawBody),
      claimedStatus: flutterwaveStatus(data.status),
      claimedAmountMinor: claimedAmount(data.amount, currency),
      claimedCurrency: currency,
      raw: body,
    };
    if (event.startsWith('charge.') && idText(data.tx_ref))
      return {
        ...base,
        subject: 'payment',
        paymentId: idText(data.tx_ref),
        providerReference: idText(data.id),
      };
    // transfer.completed: data.reference is our payout id, data.id the transfer (for verify).
    if (event.startsWith('transfer.') && idText(data.reference))
      return {
        ...base,
        subject: 'payout',
        payoutId: idText(data.reference),
        providerReference: idText(data.id),
        claimedStatus: flutterwaveTransferStatus(data.status),
      };
    // Refund callbacks name the refund by Flutterwave's id, which trade stored from the refund's
    // answer; GET /v3/refunds/:id is then asked.
    if (event.startsWith('refund.') && idText(data.id))
      return {
        ...base,
        subject: 'refund',
        paymentId: idText(data.tx_ref),
        providerReference: idText(data.id),
        claimedStatus: flutterwaveRefundStatus(data.status),
        claimedAmountMinor: claimedAmount(data.amount_refunded ?? data.AmountRefunded, currency),
      };
    return { ...base, subject: 'other', claimedStatus: 'pending' };
  }
}

/**
 * Flutterwave v3 webhooks carry no event id. The event name, the transaction id and its status
 * identify one event: a redelivery repeats them (stored once), a later status is a new event.
 */
export function flutterwaveEventId(event: string, data: Record<string, unknown>, rawBody: Buffer): string {
  const id = idText(data.id);
  if (id === undefined) return `${event}:sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  return `${event}:${id}:${typeof data.status === 'string' ? data.status : ''}`;
}

function flutterwaveStatus(status: unknown): PaymentStatus {
  if (status === 'successful' || status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'cancelled') return 'failed';
  return 'pending';
}

function claimedAmount(amount: unknown, currency: string | undefined): number | undefined {
  const digits = currency === undefined ? undefined : minorDigitsOf(currency);
  if (digits === undefined || (typeof amount !== 'number' && typeof amount !== 'string')) return undefined;
  try {
    return decimalToMinor(amount, digits);
  } catch {
    return undefined;
  }
}

/** `data` of a Flutterwave envelope `{status: "success", message, data}`; typed errors otherwise. */
function dataOf(http: ProviderHttp, answer: JsonAnswer, what: string): Record<string, unknown> {
  if (answer.status < 200 || answer.status >= 300) {
    const error = http.errorFor(answer, what);
    if (error.retryable || !/no transaction was found|not found/i.test(error.providerMessage ?? ''))
      throw error;
    throw new PaymentRefusedError('flutterwave', `${what}: not found`, {
      code: 'not_found',
      httpStatus: error.httpStatus,
      providerMessage: error.providerMessage,
    });
  }
  const body = answer.body;
  if (!isRecord(body) || !isRecord(body.data)) throw invalidAnswer(`${what} answer has no data`);
  if (body.status !== 'success')
    throw new PaymentRefusedError('flutterwave', `${what} refused`, {
      code: 'refused',
      providerMessage: typeof body.message === 'string' ? body.message : undefined,
    });
  return body.data;
}

function invalidAnswer(detail: string): PaymentProviderUnavailableError {
  return new PaymentProviderUnavailableError('flutterwave', detail, { code: 'invalid_response' });
}
