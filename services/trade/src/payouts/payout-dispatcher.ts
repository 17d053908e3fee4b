import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PayoutLedger } from '../ledger/index.js';
import { DueWorkDispatcher, sqlDueWorkQueue, type DueRow } from '../payments/due-work-dispatcher.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type PayoutResult } from '../payments/providers/index.js';
import type { TradeConfig } from '../trade.config.js';
import { Payout, payoutEntryId, type PayoutStatus } from './payout.entity.js';
import { PayoutEvents } from './payout-events.js';

interface PayoutRow extends DueRow<PayoutStatus> {
  amount_minor: string;
  currency: string;
  destination: string;
  provider: string;
}

type PayoutOutcome = Pick<PayoutResult, 'status' | 'providerReference' | 'failureReason'>;

/**
 * Sends requested payouts to the provider after the request committed, retried with back-off
 * (DueWorkDispatcher; the provider call is keyed by the payout id), and settles or fails them in
 * the ledger by what the provider says: succeeded → payouts in transit to the provider's clearing
 * account, failed → back to the seller's balance, pending → asked again later (verify).
 */
@Injectable()
export class PayoutDispatcher extends DueWorkDispatcher<PayoutRow, PayoutStatus, PayoutOutcome> {
  constructor(
    private readonly orm: MikroORM,
    private readonly ledger: PayoutLedger,
    private readonly events: PayoutEvents,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectConfig() config: Pick<TradeConfig, 'TRADE_JOB_INTERVAL_SECONDS'>,
  ) {
    super({
      name: 'seller payouts',
      item: 'payout',
      intervalMs: config.TRADE_JOB_INTERVAL_SECONDS * 1000,
      queue: sqlDueWorkQueue<PayoutRow>(orm, 'payout', [
        'amount_minor',
        'currency',
        'destination',
        'provider',
      ]),
    });
  }

  protected async attempt(row: PayoutRow): Promise<PayoutOutcome> {
    const provider = this.provider;
    if (provider.name !== row.provider || !provider.payout)
      // The provider was switched since: its own payouts can only be settled by staff.
      return { status: 'failed', failureReason: `${row.provider} is no longer the provider` };
    return row.status === 'pending' && provider.verifyPayout
      ? provider.verifyPayout(row.id)
      : provider.payout({
          payoutId: row.id,
          amountMinor: BigInt(row.amount_minor),
          currency: row.currency,
          destination: row.destination,
          reason: 'Sokoni payout',
        });
  }

  /** Records the provider's answer: the ledger settles or fails the payout once, with its event. */
  protected async record(payoutId: string, result: PayoutOutcome): Promise<PayoutStatus> {
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
