import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The signed-in buyer's cart and wishlist live in the query cache under these keys (the user's id in
 * them, so one buyer never sees another's after a switch; `['cart']` clears both at sign-out).
 */
export const cartKey = (userId: string) => ['cart', 'cart', userId] as const;
export const wishlistKey = (userId: string) => ['cart', 'wishlist', userId] as const;

interface Pending {
  count: number;
  /** Another write ran at the same time, or one failed: only a fresh read tells the truth then. */
  stale: boolean;
}
const pending = new Map<string, Pending>();

/**
 * A write shown before the server answers: `apply` changes the cached value at once, the server's
 * answer (the whole cart) replaces it, and a refusal puts back what was there before and reads the
 * cart again. Writes that overlap do not overwrite each other's answers: the last to finish reads
 * the cart afresh, since the server may have applied them in another order than they were sent.
 */
export async function optimisticWrite<T, R extends T = T>(
  client: QueryClient,
  key: QueryKey,
  send: () => Promise<R>,
  apply?: (current: T) => T,
): Promise<R> {
  const id = JSON.stringify(key);
  const state = pending.get(id) ?? { count: 0, stale: false };
  pending.set(id, state);
  state.count += 1;
  if (state.count > 1) state.stale = true;
  try {
    // A read in flight would land after this change and undo it.
    await client.cancelQueries({ queryKey: key, exact: true });
    const previous = client.getQueryData<T>(key);
    if (previous !== undefined && apply) client.setQueryData<T>(key, apply(previous));
    try {
      const result = await send();
      if (state.count === 1) client.setQueryData<T>(key, result);
      return result;
    } catch (error) {
      if (state.count === 1 && previous !== undefined) client.setQueryData<T>(key, previous);
      state.stale = true;
      throw error;
    }
  } finally {
    state.count -= 1;
    if (state.count === 0) {
      pending.delete(id);
      if (state.stale) void client.invalidateQueries({ queryKey: key, exact: true });
    }
  }
}
