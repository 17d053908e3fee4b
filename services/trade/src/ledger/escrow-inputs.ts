import type { Money } from '../money/index.js';

export interface CaptureInput {
  entryId: string;
  orderId: string;
  /** The payment provider that captured the money ('sandbox', 'paystack', …). */
  provider: string;
  amount: Money;
  memo?: string;
}

export interface HoldInput {
  entryId: string;
  orderId: string;
  sellerId: string;
  /** The order's amount, reserved in its escrow. */
  amount: Money;
  /** The order's platform fee (snapshotted at checkout); the seller's part is amount − fee. */
  fee: Money;
  memo?: string;
}

export interface ReleaseInput {
  entryId: string;
  holdId: string;
  /** How much of the hold goes to the seller and the platform; the whole hold when omitted. */
  amount?: Money;
  /** The fee on that amount, if the caller computed it: it must equal the hold's fee pro rata. */
  fee?: Money;
  memo?: string;
}

export interface VoidInput {
  entryId: string;
  holdId: string;
  /** Refund the voided amount to this provider in the same entry; without it the money stays in escrow. */
  refundTo?: string;
  memo?: string;
}

export interface SettleInput {
  entryId: string;
  holdId: string;
  /** Released to the seller (less the pro-rated fee). */
  release: Money;
  /** Refunded to the buyer through `provider`. What is neither released nor refunded stays in escrow. */
  refund: Money;
  provider?: string;
  fee?: Money;
  /** A dispute decision: unfreezes the escrow in the same entry (refused if it is not frozen). */
  unfreeze?: boolean;
  memo?: string;
}

export interface RefundInput {
  entryId: string;
  orderId: string;
  provider: string;
  amount: Money;
  memo?: string;
}

export interface FreezeInput {
  entryId: string;
  orderId: string;
  currency: string;
  memo?: string;
}
