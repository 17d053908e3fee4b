import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isBuyer, useSessionUser } from '../auth/auth-context';
import { wishlistApi, type ServerWishlist, type ServerWishlistItem } from './cart-api';
import { createLocalStore } from './local-store';
import { optimisticWrite, wishlistKey } from './server-cart';

export const WISHLIST_STORAGE_KEY = 'sokoni.wishlist.v1';

/** A product the guest saved: only what the heart knew (the server keeps the rest once signed in). */
export interface WishlistItem {
  id: string;
  name: string;
  image?: string | null;
  addedAt: string;
}

function parse(raw: string | null): WishlistItem[] {
  try {
    const data: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(data)
      ? data.filter((i): i is WishlistItem => typeof (i as WishlistItem)?.id === 'string')
      : [];
  } catch {
    return [];
  }
}

export const guestWishlist = createLocalStore<WishlistItem[]>(WISHLIST_STORAGE_KEY, parse);

/** One saved product, from either list. */
export interface WishlistEntry {
  /** The server's item id; the product id in the guest list. */
  id: string;
  productId: string;
  title: string;
  imageUrl: string | null;
  addedAt: string;
  /** The product as it is now (server only): enough to put it in the cart at its MOQ. */
  product: Omit<ServerWishlistItem, 'id' | 'productId' | 'title' | 'imageUrl' | 'addedAt'> | null;
  /** Shown before the server confirmed it: nothing can be done with it yet. */
  pending: boolean;
}

const fromServer = (i: ServerWishlistItem): WishlistEntry => {
  const { id, productId, title, imageUrl, addedAt, ...product } = i;
  return { id, productId, title, imageUrl, addedAt, product, pending: id.startsWith('pending:') };
};
const fromGuest = (i: WishlistItem): WishlistEntry => ({
  id: i.id,
  productId: i.id,
  title: i.name,
  imageUrl: i.image ?? null,
  addedAt: i.addedAt,
  product: null,
  pending: false,
});

/** A placeholder until the server answers, so the heart fills at once. */
function placeholder(productId: string, name: string, image: string | null | undefined): ServerWishlistItem {
  return {
    id: `pending:${productId}`,
    productId,
    sellerId: '',
    title: name,
    imageUrl: image ?? null,
    unit: '',
    currency: '',
    moq: 1,
    priceTiers: [],
    fromUnitPriceMinor: null,
    readyToShip: false,
    available: true,
    addedAt: new Date().toISOString(),
  };
}

function serverToggle(client: QueryClient, userId: string, current: ServerWishlist | undefined) {
  const key = wishlistKey(userId);
  return (item: { id: string; name: string; image?: string | null }) => {
    const saved = current?.items.find((i) => i.productId === item.id);
    // Still being saved: a second press waits for the server's answer rather than racing it.
    if (saved?.id.startsWith('pending:')) return Promise.resolve(current!);
    if (saved)
      return optimisticWrite<ServerWishlist>(
        client,
        key,
        () => wishlistApi.remove(saved.id),
        (w) => ({ items: w.items.filter((i) => i.id !== saved.id), count: w.count - 1 }),
      );
    return optimisticWrite<ServerWishlist>(
      client,
      key,
      () => wishlistApi.add(item.id),
      (w) => ({ items: [placeholder(item.id, item.name, item.image), ...w.items], count: w.count + 1 }),
    );
  };
}

export function useWishlist() {
  const user = useSessionUser();
  const client = useQueryClient();
  const userId = user && isBuyer(user.role) ? user.id : null;
  const guestItems = guestWishlist.use();
  const query = useQuery({
    queryKey: wishlistKey(userId ?? ''),
    queryFn: ({ signal }) => wishlistApi.get(signal),
    enabled: userId !== null,
  });
  const items = useMemo(
    () => (userId ? (query.data?.items ?? []).map(fromServer) : guestItems.map(fromGuest)),
    [userId, query.data, guestItems],
  );
  const has = useCallback((productId: string) => items.some((i) => i.productId === productId), [items]);

  const toggle = useCallback(
    async (item: { id: string; name: string; image?: string | null }) => {
      if (userId) {
        await serverToggle(client, userId, query.data)(item);
        return;
      }
      const cur = guestWishlist.get();
      guestWishlist.set(
        cur.some((i) => i.id === item.id)
          ? cur.filter((i) => i.id !== item.id)
          : [...cur, { ...item, addedAt: new Date().toISOString() }],
      );
    },
    [client, userId, query.data],
  );

  const remove = useCallback(
    async (entry: WishlistEntry) => {
      if (!userId) {
        guestWishlist.set(guestWishlist.get().filter((i) => i.id !== entry.id));
        return;
      }
      await optimisticWrite<ServerWishlist>(
        client,
        wishlistKey(userId),
        () => wishlistApi.remove(entry.id),
        (w) => ({ items: w.items.filter((i) => i.id !== entry.id), count: Math.max(w.count - 1, 0) }),
      );
    },
    [client, userId],
  );

  return {
    mode: userId ? ('server' as const) : ('guest' as const),
    items,
    loading: userId !== null && query.isPending,
    error: userId ? query.error : null,
    has,
    toggle,
    remove,
  };
}
