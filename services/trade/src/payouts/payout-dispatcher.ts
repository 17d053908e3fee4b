import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import { PayoutLedger } from '../ledger/index.js';
import {
  PAYMENT_PROVIDER,
  PaymentError,
  type PaymentProvider,
  type PayoutResult,
} from '../payments/providers/index.js';
import type { TradeConfig } from '../trade.config.js';
import { SCHEMA } from '../trade.schema.js';
import { Payout, payoutEntryId, type PayoutStatus } from './payout.entity.js';
import { PayoutEvents } from './payout-events.js';

const BATCH = 50;

/**
 * Sends requested payouts to the provider after the request committed, and settles or fails them
 * in the ledger by what the provider says: succeeded → payouts in transit to the provider's
 * clearing account, failed → back to the seller's balance, pending → asked again later (verify).
 * Each attempt claims the row first (pushing its next attempt back), so the after-commit call and
 * the job never work on one payout at once; the provider call is keyed by the payout id, so a
 * retry after a lost answer reports the first transfer instead of sending a second.
 */
@Injectable()
export class PayoutDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(PayoutDispatcher.name);
  private readonly loop: PollingLoop;

  constructor(
    private readonly orm: MikroORM,
    private readonly ledger: PayoutLedger,
    private readonly events: PayoutEvents,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectConfig() config: Pick<TradeConfig, 'TRADE_JOB_INTERVAL_SECONDS'>,
  ) {
    this.loop = new PollingLoop(
      'seller payouts',
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

  soon(payoutIds: readonly string[]): void {
    for (const id of payoutIds)
      this.send(id).catch((err: unknown) => this.log.error({ err, payoutId: id }, 'payout attempt failed'));
  }

  async runDue(): Promise<number> {
    const due = await this.orm.em.fork().execute<{ id: string }[]>(
      `select id from ${SCHEMA}.payout where status in ('requested', 'pending') and next_attempt_at <= now()
       order by next_attempt_at limit ${BATCH}`,
    );
    for (const { id } of due) await this.send(id);
    return due.length;
  }

  /** One attempt at one payout; its status afterwards (null when another attempt holds it). */
  async send(payoutId: string): Promise<PayoutStatus | null> {
    const [row] = await this.orm.em.fork().execute<
      {
        id: string;
        amount_minor: string;
        currency: string;
        destination: string;
        provider: string;
        status: PayoutStatus;
      }[]
    >(
      `update ${SCHEMA}.payout
       set attempts = attempts + 1, updated_at = now(),
         next_attempt_at = now() + make_interval(secs => least(30 * power(2, least(attempts, 10)), 21600))
       where id = ? and status in ('requested', 'pending') and next_attempt_at <= now()
       returning id, amount_minor, currency, destination, provider, status`,
      [payoutId],
    );
    if (!row) return null;
    const provider = this.provider;
    if (provider.name !== row.provider || !provider.payout)
      // The provider was switched since: its own payouts can only be settled by staff.
      return this.resolve(payoutId, {
        status: 'failed',
        failureReason: `${row.provider} is no longer the provider`,
      });
    try {
      const result: PayoutResult =
        row.status === 'pending' && provider.verifyPayout
          ? await provider.verifyPayout(row.id)
          : await provider.payout({
              payoutId: row.id,
              amountMinor: BigInt(row.amount_minor),
              currency: row.currency,
              destination: row.destination,
              reason: 'Sokoni payout',
            });
      return this.resolve(payoutId, result);
    } catch (err) {
      if (err instanceof PaymentError && !err.retryable)
        return this.resolve(payoutId, {
          status: 'failed',
          failureReason: `${err.code}: ${err.message}`.slice(0, 500),
        });
      this.log.warn({ err, payoutId }, 'payout not confirmed yet');
      return row.status;
    }
  }

  /** Records the provider's answer: the ledger settles or fails the payout once, with its event. */
  private async resolve(
    payoutId: string,
    result: Pick<PayoutResult, 'status' | 'providerReference' | 'failureReason'>,
  ): Promise<PayoutStatus> {
    return this.orm.em.fork().transactional(async (em) => {
      const payout = await em.findOneOrFail(Payout, payoutId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (payout.status === 'succeeded' || payout.status === 'failed') return payout.status;
      payout.providerReference = result.providerReference ?? payout.providerReference ?? null;
      payout.updatedAt = new Date();
      if (result.status === 'pending') {
        payout.status = 'pending';
        return payout.status;
      }
      const resolution = {
        entryId: `${payoutEntryId(payout.id)}:${result.status}`,
        payoutId: payoutEntryId(payout.id),
      };
      payout.status = result.status;
      payout.settledAt = new Date();
      payout.nextAttemptAt = null;
      if (result.status === 'succeeded') {
        await this.ledger.settlePayout(em, { ...resolution, memo: 'sent by the provider' });
        await em.flush();
        await this.events.settled(em, payout);
      } else {
        const reason = result.failureReason ?? 'refused by the provider';
        payout.failureReason = reason;
        await this.ledger.failPayout(em, { ...resolution, memo: reason.slice(0, 500) });
        await em.flush();
        await this.events.failed(em, payout, reason);
      }
      return payout.status;
    });
  }
}
