import { useQuery } from '@tanstack/react-query';
import { tradeApi, tradeKeys } from '../../trade/trade-api';
import { useMyVerifications } from '../../verification/verification-api';
import { currentState, type VerificationState } from '../../verification/verification-state';
import type { ListQuery } from '../seller-products-api';
import { sellerKeys, sellerProducts } from '../seller-products-api';

/** How many products of a kind the dashboard names before linking to the whole list. */
export const SHOWN = 5;
/** A verification ending within this many days is worth renewing now. */
export const RENEW_WITHIN_DAYS = 30;

/** The catalogue's figures: products per status and views of the seller's product pages. */
export function useProductSummary(sellerId: string) {
  return useQuery({
    queryKey: sellerKeys.summary(sellerId),
    queryFn: ({ signal }) => sellerProducts.summary(signal),
  });
}

/** The first few of the seller's products in one status, most recently changed first. */
export function useProductsIn(sellerId: string, status: 'draft' | 'rejected') {
  const q: ListQuery = { status, page: 1, pageSize: SHOWN };
  return useQuery({
    queryKey: sellerKeys.list(sellerId, q),
    queryFn: ({ signal }) => sellerProducts.list(q, signal),
  });
}

/** Orders waiting for the seller: paid (to accept or decline) and accepted (to ship). */
export function useOrdersWaiting(sellerId: string, status: 'paid' | 'accepted') {
  return useQuery({
    queryKey: [...tradeKeys.sellerOrders(sellerId), { status: [status], page: 1, dashboard: true }],
    queryFn: ({ signal }) => tradeApi.sellerOrders({ status: [status], page: 1, pageSize: 1 }, signal),
  });
}

/** The seller's verification badge as identity last decided it. */
export function useVerificationState(userId: string): {
  state: VerificationState | undefined;
  isError: boolean;
} {
  const list = useMyVerifications(userId);
  return { state: list.data ? currentState(list.data) : undefined, isError: list.isError };
}

/** Whole days from now until `iso` (negative once passed). */
export function daysUntil(iso: string, now = Date.now()): number {
  return Math.floor((Date.parse(iso) - now) / 86_400_000);
}
