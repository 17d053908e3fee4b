import { Injectable, Optional } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Accounts } from './account.js';
import type {
  CaptureInput,
  FreezeInput,
  HoldInput,
  RefundInput,
  ReleaseInput,
  SettleInput,
  VoidInput,
} from './escrow-inputs.js';
import { resolveHold } from './hold-resolution.js';
import { readHold, type HoldRecord } from './holds.js';
import { amountOf, currencyArg, currencyOf, ledgerId, memoOf } from './ledger-input.js';
import type { LedgerEntryResult } from './ledger-entry.js';
import { writeEntry, type PostingPlan } from './ledger-writer.js';
import { LedgerProblems } from './ledger.problems.js';
import { SellerBalanceEvents } from './seller-balance-events.js';

/**
 * An order's money, from capture to release or refund. Every method takes the caller's
 * EntityManager, so a ledger entry commits (or not) with the order change and the outbox event
 * beside it; each is one entry, applied once per `entryId` (see writeEntry).
 *
 * The flow: `capture` posts provider clearing → escrow; `hold` reserves the escrow for the seller
 * (net) and the platform (fee) as pending postings; `release` posts the hold (all or part, the fee
 * pro rata), `voidHold` cancels it (optionally refunding), `settle` does a part of each (a dispute
 * decision). A frozen escrow (open dispute) lets no money out — no release, no refund — except
 * through a `settle` that unfreezes it. The freeze lives here, on the escrow account row, so that
 * "release" and "open dispute" racing each other take the same row lock and one of them loses.
 */
@Injectable()
export class EscrowLedger {
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

  async capture(em: EntityManager, input: CaptureInput): Promise<LedgerEntryResult> {
    const entryId = ledgerId(input.entryId, 'entryId');
    const orderId = ledgerId(input.orderId, 'orderId');
    const provider = ledgerId(input.provider, 'provider');
    const amount = amountOf(input.amount, 'amount', { positive: true });
    const currency = currencyOf(input.amount, 'amount');
    const clearing = Accounts.clearing(provider, currency);
    const escrow = Accounts.escrow(orderId, currency);
    return this.record(em, (tx) =>
      writeEntry(tx, {
        id: entryId,
        operation: 'capture',
        currency,
        orderId,
        provider,
        request: {
          op: 'capture',
          orderId,
          provider,
          currency,
          amount: String(amount),
          memo: memoOf(input.memo),
        },
        accounts: [clearing, escrow],
        plan: () => ({ postings: [{ debit: clearing, credit: escrow, amount, phase: 'posted' }] }),
      }),
    );
  }

  async hold(em: EntityManager, input: HoldInput): Promise<LedgerEntryResult> {
    const entryId = ledgerId(input.entryId, 'entryId');
    const orderId = ledgerId(input.orderId, 'orderId');
    const sellerId = ledgerId(input.sellerId, 'sellerId');
    const currency = currencyOf(input.amount, 'amount');
    const amount = amountOf(input.amount, 'amount', { positive: true });
    const fee = amountOf(input.fee, 'fee', { currency });
    if (fee > amount) throw LedgerProblems.invalidRequest({ reason: 'fee must not exceed the amount' });
    const escrow = Accounts.escrow(orderId, currency);
    const payable = Accounts.sellerPayable(sellerId, currency);
    const fees = Accounts.platformFees(currency);
    const postings: PostingPlan[] = [];
    if (amount > fee)
      postings.push({ debit: escrow, credit: payable, amount: amount - fee, phase: 'pending' });
    if (fee > 0n) postings.push({ debit: escrow, credit: fees, amount: fee, phase: 'pending' });
    return this.record(em, (tx) =>
      writeEntry(tx, {
        id: entryId,
        operation: 'hold',
        currency,
        orderId,
        sellerId,
        request: {
          op: 'hold',
          orderId,
          sellerId,
          currency,
          amount: String(amount),
          fee: String(fee),
          memo: memoOf(input.memo),
        },
        accounts: [escrow, payable, fees],
        // The escrow's available balance must cover the hold: the writer's non-negative check on
        // escrow (pending debits included) is what refuses a hold larger than what was captured.
        plan: () => ({ postings }),
      }),
    );
  }

  async release(em: EntityManager, input: ReleaseInput): Promise<LedgerEntryResult> {
    const hold = await this.findHold(em, input.holdId);
    const release = input.amount
      ? amountOf(input.amount, 'amount', { currency: hold.currency })
      : hold.amount;
    return this.record(em, (tx) =>
      resolveHold(
        tx,
        {
          operation: 'release',
          entryId: ledgerId(input.entryId, 'entryId'),
          hold,
          release,
          refund: 0n,
          provider: null,
          unfreeze: false,
          request: { op: 'release', holdId: hold.holdId, amount: String(release), memo: memoOf(input.memo) },
        },
        input.fee,
      ),
    );
  }

  async voidHold(em: EntityManager, input: VoidInput): Promise<LedgerEntryResult> {
    const hold = await this.findHold(em, input.holdId);
    const provider = input.refundTo === undefined ? null : ledgerId(input.refundTo, 'refundTo');
    return this.record(em, (tx) =>
      resolveHold(tx, {
        operation: 'void',
        entryId: ledgerId(input.entryId, 'entryId'),
        hold,
        release: 0n,
        refund: provider ? hold.amount : 0n,
        provider,
        unfreeze: false,
        request: { op: 'void', holdId: hold.holdId, refundTo: provider, memo: memoOf(input.memo) },
      }),
    );
  }

  async settle(em: EntityManager, input: SettleInput): Promise<LedgerEntryResult> {
    const hold = await this.findHold(em, input.holdId);
    const release = amountOf(input.release, 'release', { currency: hold.currency });
    const refund = amountOf(input.refund, 'refund', { currency: hold.currency });
    const provider = input.provider === undefined ? null : ledgerId(input.provider, 'provider');
    if (refund > 0n && !provider)
      throw LedgerProblems.invalidRequest({ reason: 'a refund needs a provider' });
    const unfreeze = input.unfreeze === true;
    return this.record(em, (tx) =>
      resolveHold(
        tx,
        {
          operation: 'settle',
          entryId: ledgerId(input.entryId, 'entryId'),
          hold,
          release,
          refund,
          provider,
          unfreeze,
          request: {
            op: 'settle',
            holdId: hold.holdId,
            release: String(release),
            refund: String(refund),
            provider,
            unfreeze,
            memo: memoOf(input.memo),
          },
        },
        input.fee,
      ),
    );
  }

  /** Refunds from the escrow's available balance (captured, not held): no hold involved. */
  async refund(em: EntityManager, input: RefundInput): Promise<LedgerEntryResult> {
    const entryId = ledgerId(input.entryId, 'entryId');
    const orderId = ledgerId(input.orderId, 'orderId');
    const provider = ledgerId(input.provider, 'provider');
    const currency = currencyOf(input.amount, 'amount');
    const amount = amountOf(input.amount, 'amount', { positive: true });
    const escrow = Accounts.escrow(orderId, currency);
    const clearing = Accounts.clearing(provider, currency);
    return this.record(em, (tx) =>
      writeEntry(tx, {
        id: entryId,
        operation: 'refund',
        currency,
        orderId,
        provider,
        request: {
          op: 'refund',
          orderId,
          provider,
          currency,
          amount: String(amount),
          memo: memoOf(input.memo),
        },
        accounts: [escrow, clearing],
        plan: (_tx, book) => {
          if (book.get(escrow).frozen) throw LedgerProblems.escrowFrozen({ orderId });
          return { postings: [{ debit: escrow, credit: clearing, amount, phase: 'posted' }] };
        },
      }),
    );
  }

  async freeze(em: EntityManager, input: FreezeInput): Promise<LedgerEntryResult> {
    return this.setFrozen(em, input, true);
  }

  async unfreeze(em: EntityManager, input: FreezeInput): Promise<LedgerEntryResult> {
    return this.setFrozen(em, input, false);
  }

  private async setFrozen(
    em: EntityManager,
    input: FreezeInput,
    frozen: boolean,
  ): Promise<LedgerEntryResult> {
    const entryId = ledgerId(input.entryId, 'entryId');
    const orderId = ledgerId(input.orderId, 'orderId');
    const currency = currencyArg(input.currency, 'currency');
    const escrow = Accounts.escrow(orderId, currency);
    const op = frozen ? 'freeze' : 'unfreeze';
    return this.record(em, (tx) =>
      writeEntry(tx, {
        id: entryId,
        operation: op,
        currency,
        orderId,
        request: { op, orderId, currency, memo: memoOf(input.memo) },
        accounts: [escrow],
        plan: (_tx, book) => {
          const now = book.get(escrow).frozen;
          if (frozen && now) throw LedgerProblems.alreadyFrozen({ orderId });
          if (!frozen && !now) throw LedgerProblems.escrowNotFrozen({ orderId });
          return { postings: [], freeze: { account: escrow, frozen } };
        },
      }),
    );
  }

  private async findHold(em: EntityManager, holdId: string): Promise<HoldRecord> {
    const hold = await readHold(em, ledgerId(holdId, 'holdId'));
    if (!hold) throw LedgerProblems.holdNotFound({ holdId });
    return hold;
  }
}
