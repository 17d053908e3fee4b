import { api, unwrap } from '../api/client';
import type { components } from '../api/schema';

/** The cart service's answers (services/cart/README.md), as the generated client types them. */
type Schemas = components['schemas'];
export type ServerCart = Schemas['Cart'];
export type ServerCartLine = Schemas['CartLine'];
export type ServerCartMerge = Schemas['CartMerge'];
export type ServerWishlist = Schemas['Wishlist'];
export type ServerWishlistItem = Schemas['WishlistItem'];
export type ServerWishlistMerge = Schemas['WishlistMerge'];
export type LineFlag = Schemas['CartLineFlag'];
export type Repricing = Schemas['CartRepricing'];
export type Money = Schemas['CartMoney'];

/** The most items one merge request may carry (the server's MERGE_MAX_ITEMS). */
export const MERGE_MAX_ITEMS = 200;

/** Every write answers with the whole cart (or wishlist) afterwards: callers replace what they show. */
export const cartApi = {
  get: (signal?: AbortSignal): Promise<ServerCart> => unwrap(api.GET('/api/v1/cart', { signal })),
  /** `idempotencyKey`: the same on a replay, so an add whose answer was lost is not added twice. */
  add: (productId: string, quantity: number, idempotencyKey?: string): Promise<ServerCart> =>
    unwrap(
      api.POST('/api/v1/cart/items', {
        body: { productId, quantity },
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      }),
    ),
  update: (
    id: string,
    body: { quantity: number; expectedUnitPriceMinor?: number; expectedCurrency?: string },
  ): Promise<ServerCart> => unwrap(api.PATCH('/api/v1/cart/items/{id}', { params: { path: { id } }, body })),
  remove: (id: string): Promise<ServerCart> =>
    unwrap(api.DELETE('/api/v1/cart/items/{id}', { params: { path: { id } } })),
  merge: (items: { productId: string; quantity: number }[]): Promise<ServerCartMerge> =>
    unwrap(api.POST('/api/v1/cart/merge', { body: { items } })),
};

export const wishlistApi = {
  get: (signal?: AbortSignal): Promise<ServerWishlist> => unwrap(api.GET('/api/v1/wishlist', { signal })),
  add: (productId: string): Promise<ServerWishlist> =>
    unwrap(api.POST('/api/v1/wishlist/items', { body: { productId } })),
  remove: (id: string): Promise<ServerWishlist> =>
    unwrap(api.DELETE('/api/v1/wishlist/items/{id}', { params: { path: { id } } })),
  merge: (items: { productId: string }[]): Promise<ServerWishlistMerge> =>
    unwrap(api.POST('/api/v1/wishlist/merge', { body: { items } })),
};
