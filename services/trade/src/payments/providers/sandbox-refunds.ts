import { randomUUID } from 'node:crypto';
import { checkAmount } from './payment-checks.js';
import { PaymentRefusedError } from './payment.errors.js';
import type { RefundRequest, RefundResult } from './payment-provider.port.js';
import { InMemorySandboxStore, type SandboxRefundRecord, type SandboxStore } from './sandbox.store.js';

type RefundStore = Required<Pick<SandboxStore, 'insertRefund' | 'getRefund'>>;

/**
 * The sandbox's refunds, as a real provider's behave: only a succeeded payment, in its currency,
 * never more in total than was paid; the same refund id again reports the first refund. They
 * succeed at once (there is no bank to wait for).
 */
export class SandboxRefunds {
  private readonly refunds: RefundStore;

  constructor(
    private readonly store: SandboxStore,
    private readonly now: () => Date,
  ) {
    this.refunds =
      store.insertRefund && store.getRefund
        ? (store as SandboxStore & RefundStore)
        : new InMemorySandboxStore();
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const { amountMinor } = checkAmount('sandbox', request.amountMinor, request.currency);
    const payment = await this.store.getPayment(request.paymentId);
    if (!payment)
      throw new PaymentRefusedError('sandbox', `no payment ${request.paymentId}`, { code: 'not_found' });
    if (payment.status !== 'succeeded')
      throw new PaymentRefusedError('sandbox', `payment ${request.paymentId} is ${payment.status}`, {
        code: 'not_refundable',
      });
    if (payment.currency !== request.currency)
      throw new PaymentRefusedError('sandbox', `payment ${request.paymentId} is in ${payment.currency}`, {
        code: 'mismatch',
      });
    const record: SandboxRefundRecord = {
      refundId: request.refundId,
      paymentId: request.paymentId,
      amountMinor: Number(amountMinor),
      currency: request.currency,
      reason: request.reason,
      status: 'succeeded',
      providerReference: `sbx_rf_${randomUUID()}`,
      createdAt: this.now().toISOString(),
    };
    const outcome = await this.refunds.insertRefund(record, payment.amountMinor);
    if (outcome === 'exceeds')
      throw new PaymentRefusedError('sandbox', `refunds of ${request.paymentId} would exceed the payment`, {
        code: 'exceeds_payment',
      });
    if (outcome === 'inserted') return refundResult(record);
    const existing = await this.record(request.refundId);
    if (existing.paymentId !== record.paymentId || existing.amountMinor !== record.amountMinor)
      throw new PaymentRefusedError('sandbox', `refund ${request.refundId} exists with other terms`, {
        code: 'duplicate_reference',
      });
    return refundResult(existing);
  }

  async verify(request: Pick<RefundRequest, 'refundId' | 'paymentId'>): Promise<RefundResult> {
    const record = await this.record(request.refundId);
    if (record.paymentId !== request.paymentId)
      throw new PaymentRefusedError('sandbox', `refund ${request.refundId} is of another payment`, {
        code: 'mismatch',
      });
    return refundResult(record);
  }

  private async record(refundId: string): Promise<SandboxRefundRecord> {
    const record = await this.refunds.getRefund(refundId);
    if (!record) throw new PaymentRefusedError('sandbox', `no refund ${refundId}`, { code: 'not_found' });
    return record;
  }
}

function refundResult(record: SandboxRefundRecord): RefundResult {
  return {
    provider: 'sandbox',
    refundId: record.refundId,
    status: record.status,
    amountMinor: record.amountMinor,
    currency: record.currency,
    providerReference: record.providerReference,
    raw: record,
  };
}
