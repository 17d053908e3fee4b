import { useCallback } from 'react';
import { createLocalStore } from './local-store';

export const WISHLIST_STORAGE_KEY = 'sokoni.wishlist.v1';

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

const store = createLocalStore<WishlistItem[]>(WISHLIST_STORAGE_KEY, parse);

export function useWishlist() {
  const items = store.use();
  const has = useCallback((id: string) => items.some((i) => i.id === id), [items]);
  const toggle = useCallback((item: Omit<WishlistItem, 'addedAt'>) => {
    const cur = store.get();
    store.set(
      cur.some((i) => i.id === item.id)
        ? cur.filter((i) => i.id !== item.id)
        : [...cur, { ...item, addedAt: new Date().toISOString() }],
    );
  }, []);
  const remove = useCallback((id: string) => store.set(store.get().filter((i) => i.id !== id)), []);
  return { items, has, toggle, remove };
}
