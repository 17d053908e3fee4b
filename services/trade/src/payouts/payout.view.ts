import { minorNumber } from '../orders/order-summary.view.js';
import type { Payout, PayoutStatus } from './payout.entity.js';

export interface PayoutView {
  id: string;
  sellerId: string;
  currency: string;
  amountMinor: number;
  provider: string;
  destination: string;
  destinationId: string | null;
  status: PayoutStatus;
  providerReference: string | null;
  failureReason: string | null;
  createdAt: string;
  settledAt: string | null;
}

export interface PayoutPage {
  items: PayoutView[];
  total: number;
  page: number;
  pageSize: number;
}

/** One currency of a seller's money, in its minor units. */
export interface BalanceView {
  currency: string;
  /** Released and not paid out: what a payout may take. */
  availableMinor: number;
  /** Held in escrow for the seller (net of fees), released on confirmation or after delivery. */
  incomingMinor: number;
  /** Paid out, not yet confirmed by the provider. */
  inTransitMinor: number;
}

export function toPayoutView(p: Payout): PayoutView {
  return {
    id: p.id,
    sellerId: p.sellerId,
    currency: p.currency,
    amountMinor: minorNumber(p.amountMinor),
    provider: p.provider,
    destination: p.destination,
    destinationId: p.destinationId ?? null,
    status: p.status,
    providerReference: p.providerReference ?? null,
    failureReason: p.failureReason ?? null,
    createdAt: new Date(p.createdAt).toISOString(),
    settledAt: p.settledAt ? new Date(p.settledAt).toISOString() : null,
  };
}
