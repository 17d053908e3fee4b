import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { SCHEMA } from '../trade.schema.js';
import type { PaymentStatus } from './providers/payment-provider.port.js';
import type {
  SandboxPaymentRecord,
  SandboxPayoutRecord,
  SandboxRefundRecord,
  SandboxStore,
} from './providers/sandbox.store.js';

interface PaymentRow {
  payment_id: string;
  amount_minor: string;
  currency: string;
  email: string;
  status: PaymentStatus;
  provider_reference: string;
  created_at: Date;
  updated_at: Date;
}
interface PayoutRow {
  payout_id: string;
  amount_minor: string;
  currency: string;
  destination: string;
  status: PaymentStatus;
  provider_reference: string;
  created_at: Date;
  updated_at: Date;
}
interface RefundRow {
  refund_id: string;
  payment_id: string;
  amount_minor: string;
  currency: string;
  reason: string;
  status: PaymentStatus;
  provider_reference: string;
  created_at: Date;
}

/**
 * The sandbox provider's state in trade's schema (the "provider side" a real provider keeps), so a
 * restart forgets no payment a tester left pending. Each call is one statement on a fresh
 * EntityManager outside any caller's transaction: the provider is only ever called outside them
 * (never inside a unit of work, which on the embedded database would wait for itself).
 */
@Injectable()
export class PgSandboxStore implements SandboxStore {
  constructor(private readonly orm: MikroORM) {}

  private run<T extends object>(sql: string, params: unknown[]): Promise<T[]> {
    return this.orm.em.fork().execute<T[]>(sql, params);
  }

  async insertPayment(r: SandboxPaymentRecord): Promise<boolean> {
    const rows = await this.run(
      `insert into ${SCHEMA}.sandbox_payment
         (payment_id, amount_minor, currency, email, status, provider_reference, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (payment_id) do nothing returning payment_id`,
      [
        r.paymentId,
        r.amountMinor,
        r.currency,
        r.email,
        r.status,
        r.providerReference,
        r.createdAt,
        r.updatedAt,
      ],
    );
    return rows.length > 0;
  }

  async getPayment(paymentId: string): Promise<SandboxPaymentRecord | undefined> {
    const [row] = await this.run<PaymentRow>(`select * from ${SCHEMA}.sandbox_payment where payment_id = ?`, [
      paymentId,
    ]);
    return (
      row && {
        paymentId: row.payment_id,
        amountMinor: Number(row.amount_minor),
        currency: row.currency,
        email: row.email,
        status: row.status,
        providerReference: row.provider_reference,
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
      }
    );
  }

  updatePaymentStatus(
    paymentId: string,
    from: PaymentStatus,
    to: PaymentStatus,
    at: string,
  ): Promise<boolean> {
    return this.compareAndSet('sandbox_payment', 'payment_id', paymentId, from, to, at);
  }

  async insertPayout(r: SandboxPayoutRecord): Promise<boolean> {
    const rows = await this.run(
      `insert into ${SCHEMA}.sandbox_payout
         (payout_id, amount_minor, currency, destination, status, provider_reference, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (payout_id) do nothing returning payout_id`,
      [
        r.payoutId,
        r.amountMinor,
        r.currency,
        r.destination,
        r.status,
        r.providerReference,
        r.createdAt,
        r.updatedAt,
      ],
    );
    return rows.length > 0;
  }

  async getPayout(payoutId: string): Promise<SandboxPayoutRecord | undefined> {
    const [row] = await this.run<PayoutRow>(`select * from ${SCHEMA}.sandbox_payout where payout_id = ?`, [
      payoutId,
    ]);
    return (
      row && {
        payoutId: row.payout_id,
        amountMinor: Number(row.amount_minor),
        currency: row.currency,
        destination: row.destination,
        status: row.status,
        providerReference: row.provider_reference,
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
      }
    );
  }

  updatePayoutStatus(payoutId: string, from: PaymentStatus, to: PaymentStatus, at: string): Promise<boolean> {
    return this.compareAndSet('sandbox_payout', 'payout_id', payoutId, from, to, at);
  }

  /**
   * One transaction: the payment's row is locked first (so two refunds of one payment take turns),
   * then the refund is inserted only if the total refunded stays within the limit.
   */
  async insertRefund(r: SandboxRefundRecord, limitMinor: number): Promise<'inserted' | 'exists' | 'exceeds'> {
    return this.orm.em.fork().transactional(async (em) => {
      await em.execute(`select 1 from ${SCHEMA}.sandbox_payment where payment_id = ? for update`, [
        r.paymentId,
      ]);
      const [exists] = await em.execute<{ one: number }[]>(
        `select 1 as one from ${SCHEMA}.sandbox_refund where refund_id = ?`,
        [r.refundId],
      );
      if (exists) return 'exists';
      const [sum] = await em.execute<{ total: string }[]>(
        `select coalesce(sum(amount_minor), 0)::text as total from ${SCHEMA}.sandbox_refund
         where payment_id = ? and status <> 'failed'`,
        [r.paymentId],
      );
      if (BigInt(sum!.total) + BigInt(r.amountMinor) > BigInt(limitMinor)) return 'exceeds';
      await em.execute(
        `insert into ${SCHEMA}.sandbox_refund
           (refund_id, payment_id, amount_minor, currency, reason, status, provider_reference, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          r.refundId,
          r.paymentId,
          r.amountMinor,
          r.currency,
          r.reason,
          r.status,
          r.providerReference,
          r.createdAt,
        ],
      );
      return 'inserted';
    });
  }

  async getRefund(refundId: string): Promise<SandboxRefundRecord | undefined> {
    const [row] = await this.run<RefundRow>(`select * from ${SCHEMA}.sandbox_refund where refund_id = ?`, [
      refundId,
    ]);
    return (
      row && {
        refundId: row.refund_id,
        paymentId: row.payment_id,
        amountMinor: Number(row.amount_minor),
        currency: row.currency,
        reason: row.reason,
        status: row.status,
        providerReference: row.provider_reference,
        createdAt: new Date(row.created_at).toISOString(),
      }
    );
  }

  private async compareAndSet(
    table: 'sandbox_payment' | 'sandbox_payout',
    key: 'payment_id' | 'payout_id',
    id: string,
    from: PaymentStatus,
    to: PaymentStatus,
    at: string,
  ): Promise<boolean> {
    const rows = await this.run(
      `update ${SCHEMA}.${table} set status = ?, updated_at = ? where ${key} = ? and status = ? returning ${key}`,
      [to, at, id, from],
    );
    return rows.length > 0;
  }
}
