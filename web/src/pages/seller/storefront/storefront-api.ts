import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, unwrap } from '../../../api/client';
import { ApiError } from '../../../api/problem';
import { sellerKeys, sellerProducts, uploadPicture, type UploadOptions } from '../seller-products-api';
import { STOREFRONT_LIMITS, type Storefront, type StorefrontBody } from './storefront-rules';

const MAIN_PRODUCT_MAX = STOREFRONT_LIMITS.itemMax;

export type PictureKind = 'logo' | 'banner';

export const storefrontKeys = {
  mine: (sellerId: string) => ['seller', sellerId, 'storefront'] as const,
};

export const storefrontApi = {
  mine: (signal?: AbortSignal): Promise<Storefront> => unwrap(api.GET('/api/v1/suppliers/me', { signal })),
  update: (body: StorefrontBody): Promise<Storefront> => unwrap(api.PATCH('/api/v1/suppliers/me', { body })),
  upload: (kind: PictureKind, o: UploadOptions): Promise<Storefront> =>
    uploadPicture<Storefront>(`/api/v1/suppliers/me/${kind}`, o),
  remove: (kind: PictureKind): Promise<Storefront> =>
    unwrap(
      kind === 'logo' ? api.DELETE('/api/v1/suppliers/me/logo') : api.DELETE('/api/v1/suppliers/me/banner'),
    ),
};

export function useMyStorefront(sellerId: string) {
  return useQuery({
    queryKey: storefrontKeys.mine(sellerId),
    queryFn: ({ signal }) => storefrontApi.mine(signal),
    // A new seller's storefront arrives by identity's event within seconds: asked again once.
    retry: (count, error) => count < 1 && error instanceof ApiError && error.status === 404,
    retryDelay: 2000,
  });
}

/** Keeps the answer of a change as the storefront shown (form, pictures and preview alike). */
export function useStoreStorefront(sellerId: string) {
  const client = useQueryClient();
  return useCallback(
    (s: Storefront) => {
      client.setQueryData(storefrontKeys.mine(sellerId), s);
      // The public page's cached copy is stale now.
      void client.invalidateQueries({ queryKey: ['browse', 'supplier', sellerId] });
    },
    [client, sellerId],
  );
}

/** Titles of the seller's published products, offered as main products (the first 100). */
export function usePublishedTitles(sellerId: string) {
  const q = { status: 'published' as const, page: 1, pageSize: 100 };
  return useQuery({
    queryKey: sellerKeys.list(sellerId, q),
    queryFn: ({ signal }) => sellerProducts.list(q, signal),
    // A main product is 80 characters at most: a longer title is offered cut to that.
    select: (page) => [...new Set(page.items.map((p) => p.title.slice(0, MAIN_PRODUCT_MAX).trim()))],
  });
}
