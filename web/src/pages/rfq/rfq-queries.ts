import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/problem';
import { rfqApi, rfqKeys } from './rfq-api';

/** The RFQ screens' server state in the query cache (the calls themselves are in rfq-api.ts). */

const notFoundIsFinal = (count: number, error: unknown) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 1;

export const PAGE_SIZE = 20;

export function useMyRfqs(userId: string, q: { page: number }) {
  return useQuery({
    queryKey: [...rfqKeys.mine(userId), q],
    queryFn: ({ signal }) => rfqApi.mine({ ...q, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRfq(id: string | undefined) {
  return useQuery({
    queryKey: rfqKeys.one(id ?? ''),
    queryFn: ({ signal }) => rfqApi.get(id!, signal),
    enabled: !!id,
    retry: notFoundIsFinal,
  });
}

export function useSellerRfqs(userId: string, q: { mine: boolean; page: number }) {
  return useQuery({
    queryKey: [...rfqKeys.seller(userId), q],
    queryFn: ({ signal }) =>
      rfqApi.forSeller({ filter: q.mine ? 'mine' : 'matching', page: q.page, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/products/:id, for an RFQ started from a product page. */
export function useRequestedProduct(id: string | null) {
  return useQuery({
    queryKey: ['rfq', 'product', id],
    queryFn: ({ signal }) => rfqApi.product(id!, signal),
    enabled: !!id,
    // A missing product just leaves the RFQ to a category.
    retry: false,
  });
}

/** GET /api/v1/suppliers?q=: suppliers to invite, verified first (the directory's order). */
export function useSupplierSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ['rfq', 'suppliers', term],
    queryFn: ({ signal }) => rfqApi.suppliers(term, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export interface SupplierRating {
  rating: number | null;
  ratingCount: number;
}

/**
 * The rating of each quoting supplier, from their public profile (catalogue owns ratings; trade
 * does not copy them). Shares the supplier page's cache; a profile that cannot be read (a supplier
 * suspended since) leaves that rating unknown rather than failing the comparison.
 */
export function useSupplierRatings(ids: readonly string[]): ReadonlyMap<string, SupplierRating> {
  const unique = [...new Set(ids)];
  return useQueries({
    queries: unique.map((id) => ({
      queryKey: ['browse', 'supplier', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => rfqApi.supplier(id, signal),
      staleTime: 10 * 60_000,
      retry: notFoundIsFinal,
    })),
    combine: (results) =>
      new Map(
        results.flatMap((r, i): [string, SupplierRating][] =>
          r.data ? [[unique[i]!, { rating: r.data.rating, ratingCount: r.data.ratingCount }]] : [],
        ),
      ),
  });
}
