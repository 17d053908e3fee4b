import { decimalToMinor, minorDigitsOf, minorToDecimal } from './minor-units.js';
import { checkAmount } from './payment-checks.js';
import { PaymentProviderUnavailableError, PaymentRefusedError } from './payment.errors.js';
import type {
  PaymentStatus,
  PayoutDestination,
  PayoutRequest,
  PayoutResult,
  ProviderHint,
  RefundLookup,
  RefundRequest,
  RefundResult,
} from './payment-provider.port.js';
import type { JsonAnswer, ProviderHttp } from './provider-http.js';
import { idText, isRecord } from './webhook-auth.js';

/** What `POST /v3/transfers` needs to know of the beneficiary. */
export interface FlutterwaveBeneficiary {
  account_bank: string;
  account_number: string;
  beneficiary_name: string;
}

/**
 * Flutterwave v3 transfers ("Create a transfer"): bank accounts by the bank's Flutterwave code
 * in NGN, GHS, KES, UGX, TZS and ZAR (USD, EUR and GBP need beneficiary addresses in `meta`, which
 * trade does not keep: refused); mobile money with a network code as `account_bank` and the
 * number in international form without "+" as `account_number` — MPS for M-Pesa and the East
 * African wallets, MTN / VODAFONE / AIRTEL / TIGO for Ghana.
 */
const BANK_CURRENCIES = new Set(['NGN', 'GHS', 'KES', 'UGX', 'TZS', 'ZAR']);
const WALLET_BANKS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  KES: { mpesa: 'MPS' },
  UGX: { mtn: 'MPS', airtel: 'MPS' },
  TZS: { mpesa: 'MPS', airtel: 'MPS', tigo: 'MPS' },
  GHS: { mtn: 'MTN', vodafone: 'VODAFONE', airtel: 'AIRTEL', tigo: 'TIGO' },
};

export function flutterwaveBeneficiary(
  destination: PayoutDestination,
  currency: string,
): FlutterwaveBeneficiary | undefined {
  if (destination.kind === 'bank_account')
    return BANK_CURRENCIES.has(currency) && destination.currency === currency
      ? {
          account_bank: destination.bankCode,
          account_number: destination.accountNumber,
          beneficiary_name: destination.accountName,
        }
      : undefined;
  if (destination.kind === 'mobile_money') {
    const bank = WALLET_BANKS[currency]?.[destination.network];
    return bank && destination.currency === currency
      ? {
          account_bank: bank,
          account_number: destination.phone.replace(/^\+/, ''),
          beneficiary_name: destination.accountName,
        }
      : undefined;
  }
  return undefined;
}

/** Tag in a refund's `comments`: lets staff find a refund of ours on the dashboard. */
const refundTag = (refundId: string) => `sokoni-refund:${refundId}`;

/**
 * Flutterwave's money out: transfers to sellers and refunds to buyers. Transfers are keyed by
 * our payout id as `reference`, which Flutterwave refuses to reuse, so a retry never pays twice;
 * the truth is `GET /v3/transfers/:id` (the id from the first answer or the transfer webhook),
 * whose reference must be ours. Refunds (`POST /v3/transactions/:id/refund`) take no idempotency
 * key and cannot be looked up by anything of ours, so a refund whose first attempt's outcome is
 * unknown is not sent again: it is refused, for staff to check on the dashboard (its comments
 * carry our refund id). Their truth is `GET /v3/refunds/:id`.
 */
export class FlutterwaveMoneyOut {
  constructor(
    private readonly http: ProviderHttp,
    private readonly auth: Record<string, string>,
  ) {}

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    const amount = checkAmount('flutterwave', request.amountMinor, request.currency);
    const beneficiary = flutterwaveBeneficiary(request.destination, request.currency);
    if (!beneficiary)
      throw new PaymentRefusedError('flutterwave', `cannot pay ${request.currency} to this destination`, {
        code: 'unsupported_destination',
      });
    const answer = await this.http.send('POST', '/v3/transfers', {
      headers: this.auth,
      json: {
        ...beneficiary,
        // Major units. The documented field is a JSON number; the decimal string built from the
        // integer ("1234.5") parses to the double whose shortest form is that text, so nothing is lost.
        amount: Number(minorToDecimal(amount.amountMinor, amount.digits)),
        currency: request.currency,
        debit_currency: request.currency,
        narration: request.reason.slice(0, 100),
        reference: request.payoutId,
      },
    });
    // A retry whose first attempt reached Flutterwave: the reference is taken. That transfer's
    // outcome comes by its webhook (with its id) or from verify once its id is known.
    if (answer.status === 400 && /duplicate|already exist/i.test(messageOf(answer.body)))
      return {
        provider: 'flutterwave',
        payoutId: request.payoutId,
        status: 'pending',
        amountMinor: Number(amount.amountMinor),
        currency: request.currency,
        raw: answer.body,
      };
    const data = envelopeData(this.http, answer, 'transfers');
    return transferResult(request.payoutId, data, answer.body);
  }

  async verifyPayout(payoutId: string, hint: ProviderHint = {}): Promise<PayoutResult> {
    const id = hint.providerReference;
    if (id === undefined)
      // Only the webhook or the create answer gives the transfer's id: nothing to ask yet.
      throw new PaymentProviderUnavailableError('flutterwave', 'transfer id not known yet', {
        code: 'missing_reference',
      });
    const answer = await this.http.send('GET', `/v3/transfers/${numericId(id)}`, { headers: this.auth });
    const data = envelopeData(this.http, answer, 'transfer');
    if (idText(data.reference) !== payoutId)
      throw new PaymentRefusedError('flutterwave', `transfer ${id} is not payout ${payoutId}`, {
        code: 'mismatch',
      });
    return transferResult(payoutId, data, answer.body);
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const amount = checkAmount('flutterwave', request.amountMinor, request.currency);
    if (request.retry)
      throw new PaymentRefusedError('flutterwave', 'an earlier refund attempt may have reached Flutterwave', {
        code: 'outcome_unknown',
      });
    const transaction = request.providerPaymentReference ?? (await this.transactionId(request.paymentId));
    const answer = await this.http.send('POST', `/v3/transactions/${numericId(transaction)}/refund`, {
      headers: this.auth,
      json: {
        amount: Number(minorToDecimal(amount.amountMinor, amount.digits)),
        comments: `${refundTag(request.refundId)} ${request.reason}`.slice(0, 200),
      },
    });
    const data = envelopeData(this.http, answer, 'refund');
    return refundResult(request.refundId, data, request.currency, answer.body);
  }

  async verifyRefund(request: RefundLookup): Promise<RefundResult> {
    if (!request.providerReference || !request.currency)
      throw new PaymentProviderUnavailableError('flutterwave', 'refund id not known yet', {
        code: 'missing_reference',
      });
    const answer = await this.http.send('GET', `/v3/refunds/${numericId(request.providerReference)}`, {
      headers: this.auth,
    });
    const data = envelopeData(this.http, answer, 'refund');
    return refundResult(request.refundId, data, request.currency, answer.body);
  }

  /** Flutterwave's id of the transaction whose tx_ref is our payment id (verify_by_reference). */
  private async transactionId(paymentId: string): Promise<string> {
    const answer = await this.http.send(
      'GET',
      `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(paymentId)}`,
      { headers: this.auth },
    );
    const data = envelopeData(this.http, answer, 'verify');
    const id = idText(data.id);
    if (!id || idText(data.tx_ref) !== paymentId) throw invalid('verify named another transaction');
    return id;
  }
}

/** Transfer statuses: NEW and PENDING are on their way; SUCCESSFUL and FAILED are final. */
export function flutterwaveTransferStatus(status: unknown): PaymentStatus {
  const s = typeof status === 'string' ? status.toUpperCase() : '';
  if (s === 'SUCCESSFUL' || s === 'SUCCESS') return 'succeeded';
  if (s === 'FAILED' || s === 'CANCELLED' || s === 'REVERSED') return 'failed';
  return 'pending';
}

/** Refund statuses: completed is done; failed failed; anything else is still queued. */
export function flutterwaveRefundStatus(status: unknown): PaymentStatus {
  const s = typeof status === 'string' ? status.toLowerCase() : '';
  if (s === 'completed' || s === 'successful') return 'succeeded';
  if (s === 'failed') return 'failed';
  return 'pending';
}

function transferResult(payoutId: string, data: Record<string, unknown>, raw: unknown): PayoutResult {
  const currency = typeof data.currency === 'string' ? data.currency : '';
  const status = flutterwaveTransferStatus(data.status);
  return {
    provider: 'flutterwave',
    payoutId,
    status,
    amountMinor: majorToMinor(data.amount, currency),
    currency,
    providerReference: idText(data.id),
    failureReason:
      status === 'failed' ? (idText(data.complete_message) ?? 'Flutterwave could not send it') : undefined,
    raw,
  };
}

function refundResult(
  refundId: string,
  data: Record<string, unknown>,
  currency: string,
  raw: unknown,
): RefundResult {
  const status = flutterwaveRefundStatus(data.status);
  return {
    provider: 'flutterwave',
    refundId,
    status,
    amountMinor: majorToMinor(data.amount_refunded, currency),
    currency,
    providerReference: idText(data.id),
    failureReason: status === 'failed' ? 'Flutterwave could not process the refund' : undefined,
    raw,
  };
}

function majorToMinor(amount: unknown, currency: string): number {
  const digits = minorDigitsOf(currency);
  if (digits === undefined || (typeof amount !== 'number' && typeof amount !== 'string'))
    throw invalid(`amount ${String(amount)} ${currency} unreadable`);
  try {
    return decimalToMinor(amount, digits);
  } catch (err) {
    throw invalid((err as Error).message);
  }
}

/** Ids reach URL paths only as digits (they may come from a webhook body). */
function numericId(id: string): string {
  if (!/^\d{1,20}$/.test(id))
    throw new PaymentRefusedError('flutterwave', 'Flutterwave ids are numeric', {
      code: 'invalid_reference',
    });
  return id;
}

function messageOf(body: unknown): string {
  return isRecord(body) && typeof body.message === 'string' ? body.message : '';
}

/** `data` of `{status: "success", data}`; a 4xx is a refusal, a 5xx or garbled answer unknown. */
function envelopeData(http: ProviderHttp, answer: JsonAnswer, what: string): Record<string, unknown> {
  if (answer.status < 200 || answer.status >= 300) {
    const error = http.errorFor(answer, what);
    if (error.retryable || !/not found|no transfer|no refund/i.test(error.providerMessage ?? '')) throw error;
    throw new PaymentRefusedError('flutterwave', `${what}: not found`, {
      code: 'not_found',
      httpStatus: error.httpStatus,
      providerMessage: error.providerMessage,
    });
  }
  const body = answer.body;
  if (!isRecord(body) || !isRecord(body.data)) throw invalid(`${what} answer has no data`);
  if (body.status !== 'success')
    throw new PaymentRefusedError('flutterwave', `${what} refused`, {
      code: 'refused',
      providerMessage: messageOf(body) || undefined,
    });
  return body.data;
}

function invalid(detail: string): PaymentProviderUnavailableError {
  return new PaymentProviderUnavailableError('flutterwave', detail, { code: 'invalid_response' });
}
