import type { PaymentStatus } from './payment-provider.port.js';

export interface SandboxPaymentRecord {
  paymentId: string;
  amountMinor: number;
  currency: string;
  email: string;
  status: PaymentStatus;
  /** The sandbox's own transaction id (sbx_pay_…), as a real provider would give. */
  providerReference: string;
  createdAt: string;
  updatedAt: string;
}

export interface SandboxPayoutRecord {
  payoutId: string;
  amountMinor: number;
  currency: string;
  destination: string;
  status: PaymentStatus;
  providerReference: string;
  createdAt: string;
  updatedAt: string;
}

export interface SandboxRefundRecord {
  refundId: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
  reason: string;
  status: PaymentStatus;
  providerReference: string;
  createdAt: string;
}

/**
 * Where the sandbox keeps what a real provider would keep on its side. The in-memory store suits
 * tests and a single process; the trade service can persist it (a table, status updates as
 * `update … where status = $from`) so a restart does not forget payments a tester left pending.
 */
export interface SandboxStore {
  /** Adds a payment; false when one with this id exists (the existing one is left alone). */
  insertPayment(record: SandboxPaymentRecord): Promise<boolean>;
  getPayment(paymentId: string): Promise<SandboxPaymentRecord | undefined>;
  /** Compare-and-set: moves the status only if it is still `from`; false otherwise. */
  updatePaymentStatus(
    paymentId: string,
    from: PaymentStatus,
    to: PaymentStatus,
    at: string,
  ): Promise<boolean>;
  insertPayout(record: SandboxPayoutRecord): Promise<boolean>;
  getPayout(payoutId: string): Promise<SandboxPayoutRecord | undefined>;
  updatePayoutStatus(payoutId: string, from: PaymentStatus, to: PaymentStatus, at: string): Promise<boolean>;
  /**
   * Refunds (optional: a store without them keeps its refunds in the provider's memory). Adds one
   * unless one with its id exists, or the payment's refunds would then exceed `limitMinor`; the
   * check and the insert are one step, so concurrent refunds cannot together exceed the payment.
   */
  insertRefund?(record: SandboxRefundRecord, limitMinor: number): Promise<'inserted' | 'exists' | 'exceeds'>;
  getRefund?(refundId: string): Promise<SandboxRefundRecord | undefined>;
}

export class InMemorySandboxStore implements SandboxStore {
  private readonly payments = new Map<string, SandboxPaymentRecord>();
  private readonly payouts = new Map<string, SandboxPayoutRecord>();
  private readonly refunds = new Map<string, SandboxRefundRecord>();

  insertPayment(record: SandboxPaymentRecord): Promise<boolean> {
    return Promise.resolve(insert(this.payments, record.paymentId, record));
  }
  getPayment(paymentId: string): Promise<SandboxPaymentRecord | undefined> {
    return Promise.resolve(copy(this.payments.get(paymentId)));
  }
  updatePaymentStatus(
    paymentId: string,
    from: PaymentStatus,
    to: PaymentStatus,
    at: string,
  ): Promise<boolean> {
    return Promise.resolve(compareAndSet(this.payments, paymentId, from, to, at));
  }
  insertPayout(record: SandboxPayoutRecord): Promise<boolean> {
    return Promise.resolve(insert(this.payouts, record.payoutId, record));
  }
  getPayout(payoutId: string): Promise<SandboxPayoutRecord | undefined> {
    return Promise.resolve(copy(this.payouts.get(payoutId)));
  }
  updatePayoutStatus(payoutId: string, from: PaymentStatus, to: PaymentStatus, at: string): Promise<boolean> {
    return Promise.resolve(compareAndSet(this.payouts, payoutId, from, to, at));
  }
  insertRefund(record: SandboxRefundRecord, limitMinor: number): Promise<'inserted' | 'exists' | 'exceeds'> {
    if (this.refunds.has(record.refundId)) return Promise.resolve('exists');
    let refunded = 0;
    for (const r of this.refunds.values())
      if (r.paymentId === record.paymentId && r.status !== 'failed') refunded += r.amountMinor;
    if (refunded + record.amountMinor > limitMinor) return Promise.resolve('exceeds');
    this.refunds.set(record.refundId, { ...record });
    return Promise.resolve('inserted');
  }
  getRefund(refundId: string): Promise<SandboxRefundRecord | undefined> {
    return Promise.resolve(copy(this.refunds.get(refundId)));
  }
}

function insert<T extends object>(map: Map<string, T>, id: string, record: T): boolean {
  if (map.has(id)) return false;
  map.set(id, { ...record });
  return true;
}

function copy<T extends object>(record: T | undefined): T | undefined {
  return record && { ...record };
}

function compareAndSet<T extends { status: PaymentStatus; updatedAt: string }>(
  map: Map<string, T>,
  id: string,
  from: PaymentStatus,
  to: PaymentStatus,
  at: string,
): boolean {
  const record = map.get(id);
  if (!record || record.status !== from) return false;
  map.set(id, { ...record, status: to, updatedAt: at });
  return true;
}
