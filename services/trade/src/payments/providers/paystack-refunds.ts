import { checkAmount } from './payment-checks.js';
import { PaymentProviderUnavailableError, PaymentRefusedError } from './payment.errors.js';
import type { PaymentStatus, RefundRequest, RefundResult } from './payment-provider.port.js';
import type { JsonAnswer, ProviderHttp } from './provider-http.js';
import { idText, isRecord } from './webhook-auth.js';

/** Written into the refund's merchant note: Paystack has no idempotency key, this finds a refund again. */
const tag = (refundId: string) => `sokoni-refund:${refundId}`;

/**
 * Paystack refunds (`POST /refund`, all or part of a transaction). Paystack takes no idempotency
 * key, so a retry first looks for a refund of the transaction carrying our refund id in its
 * merchant note and reports that one; only when there is none is a refund created. Paystack
 * queues refunds: `processed` is succeeded, `failed` failed, anything else pending.
 */
export class PaystackRefunds {
  constructor(
    private readonly http: ProviderHttp,
    private readonly auth: Record<string, string>,
  ) {}

  async refund(request: RefundRequest): Promise<RefundResult> {
    const amount = checkAmount('paystack', request.amountMinor, request.currency);
    const transaction = await this.transactionId(request.paymentId);
    const existing = await this.find(transaction, request.refundId);
    if (existing) return result(request.refundId, existing, existing);
    const answer = await this.http.send('POST', '/refund', {
      headers: this.auth,
      json: {
        transaction,
        amount: Number(amount.amountMinor),
        currency: request.currency,
        customer_note: request.reason.slice(0, 200),
        merchant_note: tag(request.refundId),
      },
    });
    return result(request.refundId, this.data(answer, 'refund'), answer.body);
  }

  async verify(request: Pick<RefundRequest, 'refundId' | 'paymentId'>): Promise<RefundResult> {
    const found = await this.find(await this.transactionId(request.paymentId), request.refundId);
    if (!found)
      throw new PaymentRefusedError('paystack', `no refund ${request.refundId}`, { code: 'not_found' });
    return result(request.refundId, found, found);
  }

  /** Paystack's numeric id of the transaction our payment id is the reference of. */
  private async transactionId(paymentId: string): Promise<string> {
    const answer = await this.http.send('GET', `/transaction/verify/${encodeURIComponent(paymentId)}`, {
      headers: this.auth,
    });
    const data = this.data(answer, 'verify');
    const id = idText(data.id);
    if (!id || idText(data.reference) !== paymentId) throw invalid('verify named another transaction');
    return id;
  }

  private async find(transaction: string, refundId: string): Promise<Record<string, unknown> | null> {
    const answer = await this.http.send(
      'GET',
      `/refund?transaction=${encodeURIComponent(transaction)}&perPage=100`,
      { headers: this.auth },
    );
    if (answer.status < 200 || answer.status >= 300) throw this.http.errorFor(answer, 'refund list');
    const body = answer.body;
    if (!isRecord(body) || !Array.isArray(body.data)) throw invalid('refund list has no data');
    const mine = body.data.filter(
      (r): r is Record<string, unknown> => isRecord(r) && r.merchant_note === tag(refundId),
    );
    return mine[0] ?? null;
  }

  private data(answer: JsonAnswer, what: string): Record<string, unknown> {
    if (answer.status < 200 || answer.status >= 300) throw this.http.errorFor(answer, what);
    const body = answer.body;
    if (!isRecord(body) || !isRecord(body.data)) throw invalid(`${what} answer has no data`);
    if (body.status !== true)
      throw new PaymentRefusedError('paystack', `${what} refused`, {
        code: 'refused',
        providerMessage: typeof body.message === 'string' ? body.message : undefined,
      });
    return body.data;
  }
}

function result(refundId: string, data: Record<string, unknown>, raw: unknown): RefundResult {
  const status = paystackRefundStatus(data.status);
  const amount = data.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0)
    throw invalid('refund amount is not an integer');
  return {
    provider: 'paystack',
    refundId,
    status,
    amountMinor: amount,
    currency: typeof data.currency === 'string' ? data.currency : '',
    providerReference: idText(data.id),
    failureReason: status === 'failed' ? 'Paystack could not process the refund' : undefined,
    raw,
  };
}

/** Paystack's refund statuses: processed is done, failed failed, pending/processing still queued. */
export function paystackRefundStatus(status: unknown): PaymentStatus {
  if (status === 'processed') return 'succeeded';
  if (status === 'failed') return 'failed';
  return 'pending';
}

function invalid(detail: string): PaymentProviderUnavailableError {
  return new PaymentProviderUnavailableError('paystack', detail, { code: 'invalid_response' });
}
