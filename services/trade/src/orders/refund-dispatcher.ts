import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { DueWorkDispatcher, sqlDueWorkQueue, type DueRow } from '../payments/due-work-dispatcher.js';
import {
  mpesaReceiptNumber,
  PAYMENT_PROVIDER,
  PaymentRefusedError,
  type PaymentProvider,
  type RefundResult,
} from '../payments/providers/index.js';
import type { StoredWebhook, WebhookSubjectHandler } from '../payments/webhook-processor.js';
import type { TradeConfig } from '../trade.config.js';
import { SCHEMA } from '../trade.schema.js';
import type { RefundStatus } from './order-refund.entity.js';

interface RefundRow extends DueRow<RefundStatus> {
  payment_id: string | null;
  provider: string;
  amount_minor: string;
  currency: string;
  reason: string;
  provider_reference: string | null;
}

interface RefundOutcome {
  status: RefundStatus;
  providerReference?: string;
  failureReason?: string;
}

/**
 * Sends recorded refunds (`order_refund`) to the payment provider once the transaction that moved
 * the money in the ledger committed, and retries them with back-off (DueWorkDispatcher); the
 * provider call is keyed by the refund id. A provider that cannot refund through its API, or a
 * refund it refused, is left for staff to return by hand.
 *
 * A provider's refund event (Paystack refund.*, Flutterwave's refund callback, M-Pesa's reversal
 * result) makes it ask the provider at once (`confirm`) rather than at the next poll; only the
 * provider's answer is recorded, and a final status is never changed.
 */
@Injectable()
export class RefundDispatcher
  extends DueWorkDispatcher<RefundRow, RefundStatus, RefundOutcome>
  implements WebhookSubjectHandler
{
  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectConfig() private readonly config: Pick<TradeConfig, 'TRADE_JOB_INTERVAL_SECONDS' | 'PUBLIC_URL'>,
  ) {
    super({
      name: 'order refunds',
      item: 'refund',
      intervalMs: config.TRADE_JOB_INTERVAL_SECONDS * 1000,
      queue: sqlDueWorkQueue<RefundRow>(orm, 'order_refund', [
        'payment_id',
        'provider',
        'amount_minor',
        'currency',
        'reason',
        'provider_reference',
      ]),
    });
  }

  protected async attempt(row: RefundRow): Promise<RefundOutcome> {
    const provider = this.provider;
    if (!row.payment_id || provider.name !== row.provider || !provider.refund)
      return {
        status: 'manual',
        failureReason: !row.payment_id
          ? 'no succeeded payment on record for this order'
          : `${row.provider} refunds are not made through its API here`,
      };
    const request = { refundId: row.id, paymentId: row.payment_id };
    const callbackUrl = this.callbackUrl();
    const result: RefundResult =
      row.status === 'pending' && provider.verifyRefund
        ? await provider.verifyRefund({
            ...request,
            currency: row.currency,
            amountMinor: BigInt(row.amount_minor),
            providerReference: row.provider_reference ?? undefined,
            callbackUrl,
          })
        : await provider.refund({
            ...request,
            amountMinor: BigInt(row.amount_minor),
            currency: row.currency,
            reason: row.reason,
            providerPaymentReference: await this.providerPaymentReference(row.payment_id, row.provider),
            // Attempts counts this one: more means an earlier attempt's outcome is unknown.
            retry: row.attempts > 1,
            callbackUrl,
          });
    return this.outcome(row, result);
  }

  /**
   * A provider event about refunds: the one it names (M-Pesa), those with its provider id
   * (Flutterwave) or those of the payment it names (Paystack) still open are asked about now.
   */
  async confirm(webhook: StoredWebhook): Promise<string> {
    const rows = await this.orm.em.fork().execute<RefundRow[]>(
      `select id, status, attempts, payment_id, provider, amount_minor, currency, reason, provider_reference
       from ${SCHEMA}.order_refund
       where provider = ? and (id = ? or provider_reference = ? or payment_id = ?)
       order by created_at`,
      [webhook.provider, webhook.refundId, webhook.providerReference, webhook.paymentId],
    );
    if (rows.length === 0) return 'unknown_refund';
    const open = rows.filter((r) => r.payment_id && (r.status === 'requested' || r.status === 'pending'));
    if (open.length === 0) return 'unchanged';
    const provider = this.provider;
    if (provider.name !== webhook.provider || !provider.verifyRefund) return 'provider_not_active';
    const outcomes: string[] = [];
    for (const row of open) {
      if (!row.payment_id) continue;
      let result: RefundResult;
      try {
        result = await provider.verifyRefund({
          refundId: row.id,
          paymentId: row.payment_id,
          currency: row.currency,
          amountMinor: BigInt(row.amount_minor),
          // The event's provider id speaks for the refund it names, not for others of the payment.
          providerReference:
            row.provider_reference ??
            (webhook.refundId === row.id ? webhook.providerReference : null) ??
            undefined,
          callback: webhook.refundId === row.id ? webhook.payload : undefined,
          callbackUrl: this.callbackUrl(),
        });
      } catch (err) {
        // Not found at the provider (yet): that refund's own attempt or the poll will tell.
        if (err instanceof PaymentRefusedError) {
          outcomes.push(`refused:${err.code}`);
          continue;
        }
        throw err;
      }
      const applied = await this.apply(row.id, this.outcome(row, result));
      outcomes.push(
        !applied.changed
          ? 'unchanged'
          : applied.status === 'pending'
            ? 'pending'
            : `refund_${applied.status}`,
      );
    }
    return [...new Set(outcomes)].join(',').slice(0, 200);
  }

  protected async record(refundId: string, o: RefundOutcome): Promise<RefundStatus> {
    return (await this.apply(refundId, o)).status;
  }

  /** Writes an outcome unless the refund was settled meanwhile; its status afterwards, and whether it moved. */
  private async apply(
    refundId: string,
    o: RefundOutcome,
  ): Promise<{ status: RefundStatus; changed: boolean }> {
    const settled = o.status === 'succeeded' || o.status === 'failed' || o.status === 'manual';
    const em = this.orm.em.fork();
    const [row] = await em.execute<{ status: RefundStatus }[]>(
      `update ${SCHEMA}.order_refund set status = ?, provider_reference = coalesce(?, provider_reference),
         failure_reason = ?, updated_at = now(), settled_at = ${settled ? 'now()' : 'null'}
         ${settled ? ', next_attempt_at = null' : ''}
       where id = ? and status in ('requested', 'pending') returning status`,
      [o.status, o.providerReference ?? null, o.failureReason ?? null, refundId],
    );
    if (!row) {
      const [current] = await em.execute<{ status: RefundStatus }[]>(
        `select status from ${SCHEMA}.order_refund where id = ?`,
        [refundId],
      );
      return { status: current?.status ?? o.status, changed: false };
    }
    if (o.status === 'failed' || o.status === 'manual')
      this.log.warn(
        { refundId, status: o.status, reason: o.failureReason },
        'refund left for staff to make by hand',
      );
    return { status: row.status, changed: true };
  }

  /** The provider's answer as an outcome; a success for another amount is not taken as ours. */
  private outcome(row: RefundRow, result: RefundResult): RefundOutcome {
    if (
      result.status === 'succeeded' &&
      (BigInt(result.amountMinor) !== BigInt(row.amount_minor) ||
        (result.currency !== '' && result.currency !== row.currency))
    ) {
      this.log.error(
        { refundId: row.id, reported: [result.amountMinor, result.currency] },
        'provider reports another amount for this refund: not settled',
      );
      return { status: 'pending', providerReference: result.providerReference };
    }
    return {
      status: result.status,
      providerReference: result.providerReference,
      // Still queued at the provider: a reason it gave is not the refund's failure.
      failureReason: result.status === 'pending' ? undefined : result.failureReason,
    };
  }

  /**
   * The provider's own id of the payment, for refund APIs that need it: Flutterwave's transaction
   * id (stored by verify), the receipt number of an M-Pesa payment (only in its STK callback).
   */
  private async providerPaymentReference(paymentId: string, provider: string): Promise<string | undefined> {
    const em = this.orm.em.fork();
    if (provider === 'mpesa') {
      const callbacks = await em.execute<{ payload: unknown }[]>(
        `select payload from ${SCHEMA}.payment_webhook
         where payment_id = ? and provider = 'mpesa' and subject = 'payment' and claimed_status = 'succeeded'`,
        [paymentId],
      );
      return callbacks.map((c) => mpesaReceiptNumber(c.payload)).find((r) => r !== undefined);
    }
    const [payment] = await em.execute<{ provider_reference: string | null }[]>(
      `select provider_reference from ${SCHEMA}.payment where id = ?`,
      [paymentId],
    );
    return payment?.provider_reference ?? undefined;
  }

  private callbackUrl(): string {
    return new URL(`/api/v1/payments/webhooks/${this.provider.name}`, this.config.PUBLIC_URL).toString();
  }
}
