import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox } from '@sokoni/platform/events';
import type { LedgerEntryResult } from './ledger-entry.js';
import { LedgerBalances } from './ledger-balances.js';

/**
 * Announces a seller's balance after every new ledger entry that names a seller (a hold, its
 * release, void or settlement, a payout and its outcome): trade.seller_balance.changed.v1 in the
 * entry's own transaction. The event carries the whole balance in that currency, not the change,
 * so a consumer keeps the latest and is never off by an event it missed. A replayed entry changed
 * nothing and announces nothing.
 */
@Injectable()
export class SellerBalanceEvents {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly balances: LedgerBalances,
  ) {}

  async announce(tx: EntityManager, entry: LedgerEntryResult): Promise<void> {
    if (entry.replayed || !entry.sellerId) return;
    const balance = (await this.balances.seller(tx, entry.sellerId)).find(
      (b) => b.available.currency === entry.currency,
    );
    await this.outbox.add(tx, 'trade.seller_balance.changed.v1', entry.sellerId, {
      sellerId: entry.sellerId,
      currency: entry.currency,
      availableMinor: balance?.available.amountMinor ?? 0n,
      incomingMinor: balance?.incoming.amountMinor ?? 0n,
      inTransitMinor: balance?.inTransit.amountMinor ?? 0n,
      entryId: entry.entryId,
    });
  }
}
