import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { uuidv7 } from '@sokoni/platform/db';
import { LedgerBalances, PayoutLedger } from '../ledger/index.js';
import { currencyCode, type CurrencyCode } from '../money/index.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/providers/index.js';
import { Payout, payoutEntryId } from './payout.entity.js';
import { PayoutDispatcher } from './payout-dispatcher.js';
import { PayoutEvents } from './payout-events.js';
import { PayoutProblems } from './payout.problems.js';

export interface PayoutRequest {
  currency: string;
  /** Part of the available balance; all of it when omitted. */
  amountMinor?: number;
  /** Where the provider sends it (a Paystack transfer recipient code); a label of the seller otherwise. */
  destination?: string;
}

/**
 * A seller asks for (part of) their released balance in one currency. The ledger moves it from
 * their payable account to payouts in transit in the same transaction as the payout row and
 * trade.payout.requested.v1 — its non-negative check is what refuses two requests that together
 * exceed the balance — and the provider is asked once that committed.
 */
@Injectable()
export class RequestPayout {
  constructor(
    private readonly orm: MikroORM,
    private readonly ledger: PayoutLedger,
    private readonly balances: LedgerBalances,
    private readonly events: PayoutEvents,
    private readonly dispatcher: PayoutDispatcher,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute(seller: AuthUser, input: PayoutRequest): Promise<Payout> {
    if (!this.provider.payout) throw PayoutProblems.unsupported({ provider: this.provider.name });
    const sellerId = seller.id.toLowerCase();
    const currency: CurrencyCode = currencyCode(input.currency);
    const payout = await this.orm.em.fork().transactional(async (em) => {
      const balance = (await this.balances.seller(em, sellerId)).find(
        (b) => b.available.currency === currency,
      );
      const available = balance?.available.amountMinor ?? 0n;
      if (available <= 0n) throw PayoutProblems.nothingAvailable({ currency });
      const amount = input.amountMinor === undefined ? available : BigInt(input.amountMinor);
      if (amount > available) throw PayoutProblems.exceedsBalance({ available: String(available) });
      const id = uuidv7();
      await this.ledger.payout(em, {
        entryId: payoutEntryId(id),
        sellerId,
        provider: this.provider.name,
        amount: { amountMinor: amount, currency },
        memo: 'requested by the seller',
      });
      const now = new Date();
      const payout = em.create(Payout, {
        id,
        sellerId,
        currency,
        amountMinor: amount,
        provider: this.provider.name,
        destination: input.destination ?? `seller:${sellerId}`,
        status: 'requested',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      await this.events.requested(em, payout);
      return payout;
    });
    this.dispatcher.soon([payout.id]);
    return payout;
  }
}
