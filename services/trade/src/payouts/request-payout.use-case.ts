import { Inject, Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { uuidv7 } from '@sokoni/platform/db';
import { LedgerBalances, PayoutLedger } from '../ledger/index.js';
import { currencyCode, type CurrencyCode } from '../money/index.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/providers/index.js';
import {
  destinationForPayout,
  destinationSummary,
  PayoutDestination,
  PayoutDestinationVault,
} from '../payout-destinations/index.js';
import { Payout, payoutEntryId } from './payout.entity.js';
import { PayoutDispatcher } from './payout-dispatcher.js';
import { PayoutEvents } from './payout-events.js';
import { PayoutProblems } from './payout.problems.js';

export interface PayoutRequest {
  currency: string;
  /** Part of the available balance; all of it when omitted. */
  amountMinor?: number;
  /** One of the seller's stored destinations in this currency; its default when omitted. */
  destinationId?: string;
}

/**
 * A seller asks for (part of) their released balance in one currency, to one of their stored
 * destinations (the currency's default unless they name one). The ledger moves it from their
 * payable account to payouts in transit in the same transaction as the payout row and
 * trade.payout.requested.v1 — its non-negative check is what refuses two requests that together
 * exceed the balance — and the provider is asked once that committed. The destination is read
 * FOR SHARE, so removing it waits for this request and then sees the payout in flight.
 *
 * The sandbox keeps paying sellers who stored nothing (an implicit label, as before stored
 * destinations): the demo needs no bank account. Any other provider needs a destination: 422.
 */
@Injectable()
export class RequestPayout {
  constructor(
    private readonly orm: MikroORM,
    private readonly ledger: PayoutLedger,
    private readonly balances: LedgerBalances,
    private readonly events: PayoutEvents,
    private readonly dispatcher: PayoutDispatcher,
    private readonly vault: PayoutDestinationVault,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute(seller: AuthUser, input: PayoutRequest): Promise<Payout> {
    if (!this.provider.payout) throw PayoutProblems.unsupported({ provider: this.provider.name });
    const sellerId = seller.id.toLowerCase();
    const currency: CurrencyCode = currencyCode(input.currency);
    const payout = await this.orm.em.fork().transactional(async (em) => {
      const destination = await this.destination(em, sellerId, currency, input.destinationId);
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
        destination: destination
          ? destinationSummary(destination, this.vault.masked(destination))
          : `seller:${sellerId}`,
        destinationId: destination?.id ?? null,
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

  /** The stored destination it goes to; null only for the sandbox's implicit label. Refusals are 422s. */
  private async destination(
    em: EntityManager,
    sellerId: string,
    currency: string,
    destinationId: string | undefined,
  ): Promise<PayoutDestination | null> {
    const lookup = await destinationForPayout(em, sellerId, currency, destinationId);
    if (!lookup.found) {
      if (lookup.reason === 'unknown') throw PayoutProblems.destinationUnknown();
      if (lookup.reason === 'no_default') throw PayoutProblems.destinationNotChosen({ currency });
      if (this.provider.name === 'sandbox') return null;
      throw PayoutProblems.destinationRequired({ currency });
    }
    const found = lookup.found;
    if (found.currency !== currency)
      throw PayoutProblems.destinationCurrency({ currency, destinationCurrency: found.currency });
    const refusal =
      found.kind === 'sandbox' && this.provider.name !== 'sandbox'
        ? 'sandbox_only'
        : this.provider.payoutDestinationRefusal?.(this.vault.forProvider(found), currency);
    if (refusal) throw PayoutProblems.destinationUnsupported({ provider: this.provider.name });
    return found;
  }
}
