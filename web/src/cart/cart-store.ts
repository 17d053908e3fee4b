import { useCallback, useMemo } from 'react';
import { cartReducer, cartTotals, parseStoredCart, type CartAction, type CartItem } from './cart-rules';
import { createLocalStore } from './local-store';

export const CART_STORAGE_KEY = 'sokoni.cart.v1';
const store = createLocalStore<CartItem[]>(CART_STORAGE_KEY, parseStoredCart);

/** Opening the drawer is UI state, but "add" must open it from anywhere: a tiny event for that. */
const openListeners = new Set<() => void>();
export function onCartOpenRequest(listener: () => void): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

export function useCart() {
  const items = store.use();
  const dispatch = useCallback((action: CartAction) => {
    store.set(cartReducer(store.get(), action));
    if (action.type === 'add') openListeners.forEach((l) => l());
  }, []);
  const totals = useMemo(() => cartTotals(items), [items]);
  return { items, dispatch, ...totals };
}
