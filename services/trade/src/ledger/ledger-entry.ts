import type { CurrencyCode } from '../money/index.js';
import type { AccountKey } from './account.js';

/**
 * The phases of a posting, after TigerBeetle's transfers: `posted` moves money; `pending` reserves
 * it (the debit account's available balance drops, nothing moves yet); a pending posting is later
 * resolved exactly once, by `post_pending` (moves all or part of it, the rest is released) or
 * `void_pending` (releases all of it). A pending posting has no timeout: escrow is released by a
 * job that posts, never by a hold that lapses.
 */
export type PostingPhase = 'posted' | 'pending' | 'post_pending' | 'void_pending';

export type LedgerOperation =
  | 'capture'
  | 'hold'
  | 'release'
  | 'void'
  | 'settle'
  | 'refund'
  | 'freeze'
  | 'unfreeze'
  | 'payout'
  | 'payout_settled'
  | 'payout_failed';

export interface LedgerPosting {
  id: bigint;
  /** Position within the entry, from 1. */
  line: number;
  debit: AccountKey;
  credit: AccountKey;
  /** Moved (posted, post_pending), reserved (pending) or released (void_pending). */
  amount: bigint;
  phase: PostingPhase;
  /** The pending posting a post_pending or void_pending resolves. */
  pendingId: bigint | null;
}

/** A recorded entry, as the call that wrote it answers and as every replay of that call answers. */
export interface LedgerEntryResult {
  entryId: string;
  seq: bigint;
  operation: LedgerOperation;
  currency: CurrencyCode;
  orderId: string | null;
  sellerId: string | null;
  provider: string | null;
  /** The hold or payout entry this entry resolved. */
  resolves: string | null;
  /** true: this entry froze the order's escrow; false: it unfroze it. */
  freezeChange: boolean | null;
  createdAt: Date;
  postings: LedgerPosting[];
  /** true when the entry id had been applied before with the same request: nothing was written now. */
  replayed: boolean;
}
