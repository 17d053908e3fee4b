import type { Dispatcher } from 'undici';
import { mpesaPassword, mpesaTimestamp, MpesaTokenCache, normaliseKenyanPhone } from './mpesa-credentials.js';
import { parseStkCallback } from './mpesa-callback.js';
import { MpesaMoneyOut, type MpesaMoneyOutConfig } from './mpesa-money-out.js';
import { MPESA_RESULT_KINDS, parseMpesaResult, type MpesaResultKind } from './mpesa-results.js';
import { toMinorNumber } from './minor-units.js';
import { checkAmount, checkVerification } from './payment-checks.js';
import {
  PaymentProviderUnavailableError,
  PaymentRefusedError,
  WebhookAuthenticationError,
} from './payment.errors.js';
import type {
  InitiateRequest,
  Initiation,
  PaymentProvider,
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
import { ProviderHttp, type JsonAnswer } from './provider-http.js';
import { hmacHex, idText, isRecord, safeEqual } from './webhook-auth.js';

export interface MpesaConfig {
  /** MPESA_CONSUMER_KEY / MPESA_CONSUMER_SECRET: the Daraja app's OAuth client credentials. */
  consumerKey: string;
  consumerSecret: string;
  /** MPESA_SHORTCODE: the paybill (or till's store number) that receives the money. */
  shortcode: string;
  /** MPESA_PASSKEY: the Lipa na M-Pesa Online passkey. */
  passkey: string;
  /** MPESA_CALLBACK_TOKEN: keys the per-payment token put in each callback URL. */
  callbackToken: string;
  /** MPESA_BASE_URL, default https://sandbox.safaricom.co.ke (production: https://api.safaricom.co.ke). */
  baseUrl?: string;
  /** CustomerPayBillOnline (default) or CustomerBuyGoodsOnline for a till. */
  transactionType?: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** PartyB when it differs from the shortcode (a till number). */
  partyB?: string;
  /** B2C payouts and reversals; without it the adapter takes payments only. */
  moneyOut?: MpesaMoneyOutConfig;
  timeoutMs?: number;
  dispatcher?: Dispatcher;
  /** Clock, for the timestamp and token expiry. */
  now?: () => Date;
}

/**
 * M-Pesa through Safaricom's Daraja API: an STK push prompts the buyer's phone; the status query
 * is the truth. Daraja signs nothing, so each callback URL carries `payment=<id>&token=<HMAC of
 * the id under MPESA_CALLBACK_TOKEN>`: parseWebhook refuses a callback whose token does not match
 * (compared in constant time), a leaked URL only speaks for its own payment, and every callback
 * is still only a claim until verify() asks the status query. KES only, whole shillings only.
 * Payouts (B2C) and refunds (reversals), when configured: see MpesaMoneyOut; their result
 * callbacks carry `payout=` or `refund=`, the kind of result and a token of their own.
 */
export class MpesaProvider implements PaymentProvider {
  readonly name = 'mpesa' as const;
  private readonly http: ProviderHttp;
  private readonly tokens: MpesaTokenCache;
  private readonly now: () => Date;

  payoutDestinationRefusal?: (destination: PayoutDestination, currency: string) => string | undefined;
  payout?: (request: PayoutRequest) => Promise<PayoutResult>;
  verifyPayout?: (payoutId: string, hint?: ProviderHint) => Promise<PayoutResult>;
  refund?: (request: RefundRequest) => Promise<RefundResult>;
  verifyRefund?: (request: RefundLookup) => Promise<RefundResult>;

  constructor(private readonly config: MpesaConfig) {
    this.now = config.now ?? (() => new Date());
    this.http = new ProviderHttp('mpesa', {
      baseUrl: config.baseUrl ?? 'https://sandbox.safaricom.co.ke',
      timeoutMs: config.timeoutMs ?? 20_000,
      dispatcher: config.dispatcher,
    });
    this.tokens = new MpesaTokenCache(this.http, config.consumerKey, config.consumerSecret, () =>
      this.now().getTime(),
    );
    if (config.moneyOut) {
      const out = new MpesaMoneyOut(
        config.moneyOut,
        (path, json) => this.authorised('POST', path, json),
        (subject, id, kind, base) => this.resultUrlFor(base, subject, id, kind),
      );
      this.payoutDestinationRefusal = (d, currency) => out.destinationRefusal(d, currency);
      this.payout = (request) => out.payout(request);
      this.verifyPayout = (payoutId, hint) => out.verifyPayout(payoutId, hint);
      this.refund = (request) => out.refund(request);
      this.verifyRefund = (lookup) => out.verifyRefund(lookup);
    }
  }

  async initiate(request: InitiateRequest): Promise<Initiation> {
    if (request.currency !== 'KES')
      throw new PaymentRefusedError('mpesa', `M-Pesa takes KES only, not ${request.currency}`, {
        code: 'unsupported_currency',
      });
    const { amountMinor } = checkAmount('mpesa', request.amountMinor, request.currency);
    // Daraja takes whole shillings; rounding would charge the buyer another amount than the order's.
    if (amountMinor % 100n !== 0n)
      throw new PaymentRefusedError('mpesa', 'M-Pesa takes whole shillings only', {
        code: 'amount_not_whole',
      });
    const phone = request.phone === undefined ? undefined : normaliseKenyanPhone(request.phone);
    if (!phone)
      throw new PaymentRefusedError('mpesa', 'a Safaricom phone number (2547XXXXXXXX) is required', {
        code: 'invalid_phone',
      });
    const timestamp = mpesaTimestamp(this.now());
    const answer = await this.authorised('POST', '/mpesa/stkpush/v1/processrequest', {
      BusinessShortCode: this.config.shortcode,
      Password: mpesaPassword(this.config.shortcode, this.config.passkey, timestamp),
      Timestamp: timestamp,
      TransactionType: this.config.transactionType ?? 'CustomerPayBillOnline',
      Amount: Number(amountMinor / 100n),
      PartyA: phone,
      PartyB: this.config.partyB ?? this.config.shortcode,
      PhoneNumber: phone,
      CallBackURL: this.callbackUrlFor(request.callbackUrl, request.paymentId),
      AccountReference: accountReference(request.paymentId),
      TransactionDesc: transactionDesc(request.description),
    });
    if (answer.status < 200 || answer.status >= 300) throw this.http.errorFor(answer, 'STK push');
    const body = isRecord(answer.body) ? answer.body : {};
    const checkoutRequestId = idText(body.CheckoutRequestID);
    if (idText(body.ResponseCode) !== '0' || !checkoutRequestId)
      throw new PaymentRefusedError('mpesa', 'STK push not accepted', {
        code: 'refused',
        providerMessage: typeof body.ResponseDescription === 'string' ? body.ResponseDescription : undefined,
      });
    return {
      kind: 'stk_push',
      paymentId: request.paymentId,
      providerReference: checkoutRequestId,
      customerMessage: typeof body.CustomerMessage === 'string' ? body.CustomerMessage : 'Check your phone',
      raw: answer.body,
    };
  }

  async verify(request: VerifyRequest): Promise<Verification> {
    const checkoutRequestId = request.providerReference;
    if (!checkoutRequestId)
      throw new PaymentRefusedError('mpesa', 'verify needs the CheckoutRequestID from initiate', {
        code: 'missing_reference',
      });
    const timestamp = mpesaTimestamp(this.now());
    const answer = await this.authorised('POST', '/mpesa/stkpushquery/v1/query', {
      BusinessShortCode: this.config.shortcode,
      Password: mpesaPassword(this.config.shortcode, this.config.passkey, timestamp),
      Timestamp: timestamp,
      CheckoutRequestID: checkoutRequestId,
    });
    const body = isRecord(answer.body) ? answer.body : {};
    const base = {
      provider: 'mpesa' as const,
      paymentId: request.paymentId,
      // The query does not echo the amount; the STK push fixed it to what we asked.
      amountMinor: toMinorNumber(request.expected.amountMinor),
      currency: 'KES',
      providerReference: checkoutRequestId,
      raw: answer.body,
    };
    if (stillProcessing(answer)) return { ...base, status: 'pending' };
    if (answer.status < 200 || answer.status >= 300) throw this.http.errorFor(answer, 'STK query');
    if (idText(body.CheckoutRequestID) !== undefined && idText(body.CheckoutRequestID) !== checkoutRequestId)
      throw new PaymentRefusedError('mpesa', 'STK query answered for another request', { code: 'mismatch' });
    const resultCode = idText(body.ResultCode);
    if (resultCode === undefined)
      throw new PaymentProviderUnavailableError('mpesa', 'STK query answer has no ResultCode', {
        code: 'invalid_response',
      });
    if (resultCode === '4999') return { ...base, status: 'pending' };
    const verification: Verification =
      resultCode === '0'
        ? { ...base, status: 'succeeded' }
        : {
            ...base,
            status: 'failed',
            failureReason: typeof body.ResultDesc === 'string' ? body.ResultDesc : `ResultCode ${resultCode}`,
          };
    return checkVerification(verification, { paymentId: request.paymentId, ...request.expected }, undefined);
  }

  parseWebhook(rawBody: Buffer, _headers: WebhookHeaders, requestUrl?: string): WebhookEvent {
    const query = new URL(requestUrl ?? '/', 'http://callback.invalid').searchParams;
    const subjects = (['payment', 'payout', 'refund'] as const).filter((k) => query.has(k));
    const [subject] = subjects;
    if (subjects.length !== 1 || !subject) throw new WebhookAuthenticationError('mpesa', 'missing_token');
    const ids = query.getAll(subject);
    const tokens = query.getAll('token');
    const [id] = ids;
    const [token] = tokens;
    if (ids.length !== 1 || tokens.length !== 1 || !id || !token)
      throw new WebhookAuthenticationError('mpesa', 'missing_token');
    if (subject === 'payment') {
      if (!safeEqual(token, this.callbackTokenFor(id)))
        throw new WebhookAuthenticationError('mpesa', 'bad_token');
      return parseStkCallback(rawBody, id);
    }
    const kinds = query.getAll('kind');
    const [kind] = kinds;
    if (kinds.length !== 1 || !(MPESA_RESULT_KINDS as readonly string[]).includes(kind ?? ''))
      throw new WebhookAuthenticationError('mpesa', 'missing_token');
    const resultKind = kind as MpesaResultKind;
    if (!safeEqual(token, this.resultTokenFor(subject, id, resultKind)))
      throw new WebhookAuthenticationError('mpesa', 'bad_token');
    return parseMpesaResult(rawBody, subject, id, resultKind);
  }

  /** The callback URL given to Daraja for one payment: the lead's URL plus payment id and token. */
  callbackUrlFor(callbackUrl: string, paymentId: string): string {
    const url = new URL(callbackUrl);
    url.searchParams.set('payment', paymentId);
    url.searchParams.set('token', this.callbackTokenFor(paymentId));
    return url.toString();
  }

  private callbackTokenFor(paymentId: string): string {
    return hmacHex('sha256', this.config.callbackToken, `mpesa-callback:${paymentId}`);
  }

  /** A result URL for one payout or refund and one kind of result, with its own token. */
  resultUrlFor(base: string, subject: 'payout' | 'refund', id: string, kind: MpesaResultKind): string {
    const url = new URL(base);
    url.searchParams.set(subject, id);
    url.searchParams.set('kind', kind);
    url.searchParams.set('token', this.resultTokenFor(subject, id, kind));
    return url.toString();
  }

  private resultTokenFor(subject: 'payout' | 'refund', id: string, kind: MpesaResultKind): string {
    return hmacHex('sha256', this.config.callbackToken, `mpesa-${subject}:${kind}:${id}`);
  }

  /** A call with the cached bearer token; a token Daraja refuses early is renewed once. */
  private async authorised(method: 'POST', path: string, json: unknown): Promise<JsonAnswer> {
    let answer = await this.http.send(method, path, {
      headers: { authorization: `Bearer ${await this.tokens.get()}` },
      json,
    });
    if (answer.status === 401 || invalidToken(answer)) {
      this.tokens.invalidate();
      answer = await this.http.send(method, path, {
        headers: { authorization: `Bearer ${await this.tokens.get()}` },
        json,
      });
    }
    return answer;
  }
}

/** Daraja answers the query with HTTP 500 and this code while the buyer has not answered the prompt yet. */
function stillProcessing(answer: JsonAnswer): boolean {
  const body = isRecord(answer.body) ? answer.body : {};
  return (
    body.errorCode === '500.001.1001' &&
    typeof body.errorMessage === 'string' &&
    /being processed|under processing/i.test(body.errorMessage)
  );
}

function invalidToken(answer: JsonAnswer): boolean {
  return isRecord(answer.body) && answer.body.errorCode === '404.001.03';
}

/** Shown on the buyer's prompt and statement; Daraja allows 12 characters: the id's random tail. */
function accountReference(paymentId: string): string {
  const alnum = paymentId.replace(/[^A-Za-z0-9]/g, '');
  return (alnum.slice(-12) || 'SOKONI').toUpperCase();
}

/** Daraja allows 13 characters of plain text. */
function transactionDesc(description: string): string {
  const text = description
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .slice(0, 13)
    .trim();
  return text || 'Payment';
}
