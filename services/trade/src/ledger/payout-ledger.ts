import { Injectable, Optional } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { currencyCode, type CurrencyCode, type Money } from '../money/index.js';
import { SCHEMA } from '../trade.schema.js';
import { Accounts } from './account.js';
import { resolvedBy } from './holds.js';
import { amountOf, currencyOf, ledgerId, memoOf } from './ledger-input.js';
import type { LedgerEntryResult } from './ledger-entry.js';
import { writeEntry } from './ledger-writer.js';
import { LedgerProblems } from './ledger.problems.js';
import { SellerBalanceEvents } from './seller-balance-events.js';

export interface PayoutInput {
  entryId: string;
  sellerId: string;
  /** The provider the payout is sent through; its clearing account takes the money once settled. */
  provider: string;
  amount: Money;
  memo?: string;
}

export interface PayoutResolutionInput {
  entryId: string;
  /** The entry id of the payout. */
  payoutId: string;
  memo?: string;
}

interface PayoutRecord {
  sellerId: string;
  currency: CurrencyCode;
  provider: string;
  amount: bigint;
}

/**
 * A seller's payouts: `payout` moves the amount from their payable balance to payouts in transit
 * while the provider sends it; `settlePayout` (the provider confirmed) moves it out to the
 * provider's clearing account, `failPayout` back to the seller's payable balance. Each payout is
 * resolved once, whichever way.
 */
@Injectable()
export class PayoutLedger {
  constructor(@Optional() private readonly announcer?: SellerBalanceEvents) {}

  /**
   * One entry and, in the same transaction, the seller balance it leaves (SellerBalanceEvents).
   * Without the announcer (the ledger's own tests build it bare) only the entry is written.
   */
  private record(
    em: EntityManager,
    write: (tx: EntityManager) => Promise<LedgerEntryResult>,
  ): Promise<LedgerEntryResult> {
    if (!this.announcer) return write(em);
    return em.transactional(async (tx) => {
      const entry = await write(tx);
      await this.announcer!.announce(tx, entry);
      return entry;
    });
  }

  async payout(em: EntityManager, input: PayoutInput): Promise<LedgerEntryResult> {
    const entryId = ledgerId(input.entryId, 'entryId');
    const sellerId = ledgerId(input.sellerId, 'sellerId');
    const provider = ledgerId(input.provider, 'provider');
    const currency = currencyOf(input.amount, 'amount');
    const amount = amountOf(input.amount, 'amount', { positive: true });
    const payable = Accounts.sellerPayable(sellerId, currency);
    const transit = Accounts.payoutsInTransit(sellerId, currency);
    return this.record(em, (tx) =>
      writeEntry(tx, {
        id: entryId,
        operation: 'payout',
        currency,
        sellerId,
        provider,
        request: {
          op: 'payout',
          sellerId,
          provider,
          currency,
          amount: String(amount),
          memo: memoOf(input.memo),
        },
        accounts: [payable, transit],
        // The payable account's non-negative check refuses paying out more than is available.
        plan: () => ({ postings: [{ debit: payable, credit: transit, amount, phase: 'posted' }] }),
      }),
    );
  }

  async settlePayout(em: EntityManager, input: PayoutResolutionInput): Promise<LedgerEntryResult> {
    return this.resolve(em, input, 'payout_settled');
  }

  async failPayout(em: EntityManager, input: PayoutResolutionInput): Promise<LedgerEntryResult> {
    return this.resolve(em, input, 'payout_failed');
  }

  private async resolve(
    em: EntityManager,
    input: PayoutResolutionInput,
    operation: 'payout_settled' | 'payout_failed',
  ): Promise<LedgerEntryResult> {
    const entryId = ledgerId(input.entryId, 'entryId');
    const payoutId = ledgerId(input.payoutId, 'payoutId');
    const payout = await readPayout(em, payoutId);
    if (!payout) throw LedgerProblems.payoutNotFound({ payoutId });
    const { sellerId, currency, provider, amount } = payout;
    const transit = Accounts.payoutsInTransit(sellerId, currency);
    const to =
      operation === 'payout_settled'
        ? Accounts.clearing(provider, currency)
        : Accounts.sellerPayable(sellerId, currency);
    return this.record(em, (tx) =>
      writeEntry(tx, {
        id: entryId,
        operation,
        currency,
        sellerId,
        provider,
        resolves: payoutId,
        request: { op: operation, payoutId, memo: memoOf(input.memo) },
        accounts: [transit, to],
        plan: async (tx) => {
          if (await resolvedBy(tx, payoutId)) throw LedgerProblems.payoutResolved({ payoutId });
          return { postings: [{ debit: transit, credit: to, amount, phase: 'posted' }] };
        },
      }),
    );
  }
}

async function readPayout(em: EntityManager, payoutId: string): Promise<PayoutRecord | null> {
  const [row] = await em.execute<{ seller_id: string; currency: string; provider: string; amount: string }[]>(
    `select e.seller_id, e.currency, e.provider, p.amount
     from ${SCHEMA}.ledger_entries e join ${SCHEMA}.ledger_postings p on p.entry_id = e.id
     where e.id = ? and e.operation = 'payout'`,
    [payoutId],
  );
  if (!row) return null;
  return {
    sellerId: row.seller_id,
    currency: currencyCode(row.currency),
    provider: row.provider,
    amount: BigInt(row.amount),
  };
}
