import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { DueWorkDispatcher, sqlDueWorkQueue, type DueRow } from '../payments/due-work-dispatcher.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type RefundResult } from '../payments/providers/index.js';
import type { TradeConfig } from '../trade.config.js';
import { SCHEMA } from '../trade.schema.js';
import type { RefundStatus } from './order-refund.entity.js';

interface RefundRow extends DueRow<RefundStatus> {
  payment_id: string | null;
  provider: string;
  amount_minor: string;
  currency: string;
  reason: string;
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
 */
@Injectable()
export class RefundDispatcher extends DueWorkDispatcher<RefundRow, RefundStatus, RefundOutcome> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectConfig() config: Pick<TradeConfig, 'TRADE_JOB_INTERVAL_SECONDS'>,
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
    const result: RefundResult =
      row.status === 'pending' && provider.verifyRefund
        ? await provider.verifyRefund(request)
        : await provider.refund({
            ...request,
            amountMinor: BigInt(row.amount_minor),
            currency: row.currency,
            reason: row.reason,
          });
    return {
      status: result.status,
      providerReference: result.providerReference,
      // Still queued at the provider: a reason it gave is not the refund's failure.
      failureReason: result.status === 'pending' ? undefined : result.failureReason,
    };
  }

  protected async record(refundId: string, o: RefundOutcome): Promise<RefundStatus> {
    const settled = o.status === 'succeeded' || o.status === 'failed' || o.status === 'manual';
    await this.orm.em.fork().execute(
      `update ${SCHEMA}.order_refund set status = ?, provider_reference = coalesce(?, provider_reference),
         failure_reason = ?, updated_at = now(), settled_at = ${settled ? 'now()' : 'null'}
         ${settled ? ', next_attempt_at = null' : ''}
       where id = ?`,
      [o.status, o.providerReference ?? null, o.failureReason ?? null, refundId],
    );
    if (o.status === 'failed' || o.status === 'manual')
      this.log.warn(
        { refundId, status: o.status, reason: o.failureReason },
        'refund left for staff to make by hand',
      );
    return o.status;
  }
}
