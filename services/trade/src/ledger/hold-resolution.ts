import type { EntityManager } from '@mikro-orm/postgresql';
import { proRataFee, type Money } from '../money/index.js';
import { Accounts, type AccountKey } from './account.js';
import { resolvedBy, type HoldRecord, type PendingPart } from './holds.js';
import { amountOf } from './ledger-input.js';
import type { LedgerEntryResult } from './ledger-entry.js';
import { writeEntry, type PostingPlan } from './ledger-writer.js';
import { LedgerProblems } from './ledger.problems.js';

/** How one hold is resolved: what is released to the seller and platform, what is refunded. */
export interface HoldResolution {
  operation: 'release' | 'void' | 'settle';
  entryId: string;
  hold: HoldRecord;
  release: bigint;
  refund: bigint;
  provider: string | null;
  unfreeze: boolean;
  request: Record<string, string | boolean | null>;
}

/**
 * Resolves a hold once: its pending postings are posted in proportion to `release` (the fee pro
 * rata) or voided, and `refund` goes back through the provider, all in one entry. Whatever is
 * neither released nor refunded is back in the escrow's available balance.
 */
export async function resolveHold(
  em: EntityManager,
  r: HoldResolution,
  callerFee?: Money,
): Promise<LedgerEntryResult> {
  const { hold } = r;
  if (r.release + r.refund > hold.amount) {
    throw LedgerProblems.exceedsHold({
      holdId: hold.holdId,
      requested: String(r.release + r.refund),
      held: String(hold.amount),
    });
  }
  const money = (amountMinor: bigint): Money => ({ amountMinor, currency: hold.currency });
  const fee = proRataFee(money(hold.fee), money(hold.amount), money(r.release)).amountMinor;
  if (callerFee && amountOf(callerFee, 'fee', { currency: hold.currency }) !== fee) {
    throw LedgerProblems.feeMismatch({
      holdId: hold.holdId,
      fee: String(callerFee.amountMinor),
      expected: String(fee),
    });
  }
  const escrow = Accounts.escrow(hold.orderId, hold.currency);
  const payable = Accounts.sellerPayable(hold.sellerId, hold.currency);
  const fees = Accounts.platformFees(hold.currency);
  const clearing = r.provider ? Accounts.clearing(r.provider, hold.currency) : null;
  const postings: PostingPlan[] = [
    ...resolution(escrow, payable, hold.net, r.release - fee),
    ...resolution(escrow, fees, hold.feePart, fee),
  ];
  if (r.refund > 0n) postings.push({ debit: escrow, credit: clearing!, amount: r.refund, phase: 'posted' });
  const movesMoney = r.release > 0n || r.refund > 0n;
  return writeEntry(em, {
    id: r.entryId,
    operation: r.operation,
    currency: hold.currency,
    orderId: hold.orderId,
    sellerId: hold.sellerId,
    provider: r.provider ?? undefined,
    resolves: hold.holdId,
    request: r.request,
    accounts: clearing ? [escrow, payable, fees, clearing] : [escrow, payable, fees],
    plan: async (tx, book) => {
      if (await resolvedBy(tx, hold.holdId)) throw LedgerProblems.holdResolved({ holdId: hold.holdId });
      const frozen = book.get(escrow).frozen;
      if (r.unfreeze && !frozen) throw LedgerProblems.escrowNotFrozen({ orderId: hold.orderId });
      if (!r.unfreeze && frozen && movesMoney) throw LedgerProblems.escrowFrozen({ orderId: hold.orderId });
      return { postings, freeze: r.unfreeze ? { account: escrow, frozen: false } : undefined };
    },
  });
}

/** Posts `part` of a pending posting (the rest is released), or voids it when nothing of it is posted. */
function resolution(
  debit: AccountKey,
  credit: AccountKey,
  pending: PendingPart | null,
  part: bigint,
): PostingPlan[] {
  if (!pending) return [];
  const ref = { id: pending.postingId, amount: pending.amount };
  if (part > pending.amount) throw new Error('ledger: a resolution posts more than was pending');
  return part > 0n
    ? [{ debit, credit, amount: part, phase: 'post_pending', pending: ref }]
    : [{ debit, credit, amount: pending.amount, phase: 'void_pending', pending: ref }];
}
