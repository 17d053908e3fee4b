import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';

/** The buyer workspace's answers (trade's address book, cart's lists), as the generated client types them. */
type S = components['schemas'];
export type BookAddress = S['BuyerAddress'];
export type AddressBook = S['AddressBook'];
export type NewAddress = S['CreateAddressDto'];
export type AddressChange = S['UpdateAddressDto'];
export type SavedSuppliers = S['SavedSuppliers'];
export type RecentlyViewedItem = S['RecentlyViewedItem'];

export const buyerKeys = {
  addresses: (userId: string) => ['buyer', 'addresses', userId] as const,
  savedSuppliers: (userId: string) => ['buyer', 'saved-suppliers', userId] as const,
  recentlyViewed: (userId: string) => ['buyer', 'recently-viewed', userId] as const,
  profile: (userId: string) => ['buyer', 'profile', userId] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

/** Trade's address book (GET/POST /addresses, PATCH/DELETE /addresses/:id, POST …/default). */
export const addressApi = {
  list: (signal?: AbortSignal): Promise<AddressBook> => unwrap(api.GET('/api/v1/addresses', { signal })),
  create: (body: NewAddress): Promise<BookAddress> => unwrap(api.POST('/api/v1/addresses', { body })),
  update: (id: string, body: AddressChange): Promise<BookAddress> =>
    unwrap(api.PATCH('/api/v1/addresses/{id}', { ...byId(id), body })),
  remove: (id: string): Promise<unknown> => unwrap(api.DELETE('/api/v1/addresses/{id}', byId(id))),
  makeDefault: (id: string): Promise<BookAddress> =>
    unwrap(api.POST('/api/v1/addresses/{id}/default', byId(id))),
};

/** Cart's saved suppliers; every change answers with the whole list. */
export const savedSuppliersApi = {
  list: (signal?: AbortSignal): Promise<SavedSuppliers> =>
    unwrap(api.GET('/api/v1/saved-suppliers', { signal })),
  save: (supplierId: string): Promise<SavedSuppliers> =>
    unwrap(api.PUT('/api/v1/saved-suppliers/{supplierId}', { params: { path: { supplierId } } })),
  unsave: (supplierId: string): Promise<SavedSuppliers> =>
    unwrap(api.DELETE('/api/v1/saved-suppliers/{supplierId}', { params: { path: { supplierId } } })),
};

/** Cart's recently viewed products. */
export const recentlyViewedApi = {
  list: (signal?: AbortSignal): Promise<RecentlyViewedItem[]> =>
    unwrap(api.GET('/api/v1/recently-viewed', { signal })).then((r) => r.items),
  record: (productId: string): Promise<unknown> =>
    unwrap(api.POST('/api/v1/recently-viewed', { body: { productId } })),
  merge: (items: { productId: string; viewedAt: string }[]): Promise<unknown> =>
    unwrap(api.POST('/api/v1/recently-viewed/merge', { body: { items } })),
};

/** The signed-in buyer's address book; `enabled` false for visitors. */
export function useAddressBook(userId: string | undefined) {
  return useQuery({
    queryKey: buyerKeys.addresses(userId ?? ''),
    queryFn: ({ signal }) => addressApi.list(signal),
    enabled: !!userId,
  });
}

export function useSavedSuppliers(userId: string | undefined) {
  return useQuery({
    queryKey: buyerKeys.savedSuppliers(userId ?? ''),
    queryFn: ({ signal }) => savedSuppliersApi.list(signal),
    enabled: !!userId,
  });
}
