import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import {
  PAYMENT_PROVIDER,
  PaymentError,
  type PaymentProvider,
  type RefundResult,
} from '../payments/providers/index.js';
import type { TradeConfig } from '../trade.config.js';
import { SCHEMA } from '../trade.schema.js';
import type { RefundStatus } from './order-refund.entity.js';

interface RefundRow {
  id: string;
  payment_id: string | null;
  provider: string;
  amount_minor: string;
  currency: string;
  reason: string;
  status: RefundStatus;
  attempts: number;
}

const BATCH = 50;
/** After a failed attempt: 30 s, 1 min, 2 min … at most 6 h between tries. */
const backoffSeconds = (attempts: number): number => Math.min(30 * 2 ** Math.min(attempts, 10), 6 * 3600);

/**
 * Sends recorded refunds to the payment provider, after the transaction that moved the money in
 * the ledger committed (never inside it: a slow provider must not hold the order's locks). Each
 * attempt first claims the row (pushing its next attempt back), so the after-commit call and the
 * job never send one refund twice at once; the provider call itself is keyed by the refund id, so a
 * retry after a lost answer finds the first refund instead of making a second. A provider that
 * cannot refund through its API, or a refund it refused, is left for staff to return by hand.
 */
@Injectable()
export class RefundDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(RefundDispatcher.name);
  private readonly loop: PollingLoop;

  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectConfig() config: Pick<TradeConfig, 'TRADE_JOB_INTERVAL_SECONDS'>,
  ) {
    this.loop = new PollingLoop(
      'order refunds',
      () => this.runDue().then(() => undefined),
      config.TRADE_JOB_INTERVAL_SECONDS * 1000,
      this.log,
    );
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** Called once the recording transaction committed: try now rather than at the next pass. */
  soon(refundIds: readonly string[]): void {
    for (const id of refundIds)
      this.send(id).catch((err: unknown) => this.log.error({ err, refundId: id }, 'refund attempt failed'));
  }

  /** One pass over the refunds due; returns how many were attempted. */
  async runDue(): Promise<number> {
    const due = await this.orm.em.fork().execute<{ id: string }[]>(
      `select id from ${SCHEMA}.order_refund where status in ('requested', 'pending') and next_attempt_at <= now()
       order by next_attempt_at limit ${BATCH}`,
    );
    for (const { id } of due) await this.send(id);
    return due.length;
  }

  /** One attempt at one refund; returns its status afterwards (unchanged when another attempt holds it). */
  async send(refundId: string): Promise<RefundStatus | null> {
    const em = this.orm.em.fork();
    const [row] = await em.execute<RefundRow[]>(
      `update ${SCHEMA}.order_refund
       set attempts = attempts + 1, updated_at = now(),
         next_attempt_at = now() + make_interval(secs => least(30 * power(2, least(attempts, 10)), 21600))
       where id = ? and status in ('requested', 'pending') and next_attempt_at <= now()
       returning id, payment_id, provider, amount_minor, currency, reason, status, attempts`,
      [refundId],
    );
    if (!row) return null;
    const provider = this.provider;
    if (!row.payment_id || provider.name !== row.provider || !provider.refund)
      return this.finish(refundId, 'manual', {
        failureReason: !row.payment_id
          ? 'no succeeded payment on record for this order'
          : `${row.provider} refunds are not made through its API here`,
      });
    try {
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
      if (result.status === 'pending')
        return this.finish(refundId, 'pending', { providerReference: result.providerReference });
      return this.finish(refundId, result.status, {
        providerReference: result.providerReference,
        failureReason: result.failureReason,
      });
    } catch (err) {
      if (err instanceof PaymentError && !err.retryable)
        return this.finish(refundId, 'failed', {
          failureReason: `${err.code}: ${err.message}`.slice(0, 500),
        });
      // Unknown outcome (network, timeout, 5xx): the next attempt asks again with the same id.
      this.log.warn(
        { err, refundId, retryInSeconds: backoffSeconds(row.attempts - 1) },
        'refund not confirmed yet',
      );
      return row.status;
    }
  }

  private async finish(
    refundId: string,
    status: RefundStatus,
    o: { providerReference?: string; failureReason?: string },
  ): Promise<RefundStatus> {
    const settled = status === 'succeeded' || status === 'failed' || status === 'manual';
    await this.orm.em.fork().execute(
      `update ${SCHEMA}.order_refund set status = ?, provider_reference = coalesce(?, provider_reference),
         failure_reason = ?, updated_at = now(), settled_at = ${settled ? 'now()' : 'null'}
         ${settled ? ', next_attempt_at = null' : ''}
       where id = ?`,
      [status, o.providerReference ?? null, o.failureReason ?? null, refundId],
    );
    if (status === 'failed' || status === 'manual')
      this.log.warn({ refundId, status, reason: o.failureReason }, 'refund left for staff to make by hand');
    return status;
  }
}
