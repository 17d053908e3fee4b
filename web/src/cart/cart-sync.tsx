import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isBuyer, useSessionUser } from '../auth/auth-context';
import { cartApi, wishlistApi } from './cart-api';
import { mergeGuest, type MergeReport } from './cart-merge';
import { guestCart } from './cart-store';
import { cartKey, wishlistKey } from './server-cart';
import { guestWishlist } from './wishlist-store';

// antd's notifications load only when there is something to say (the home page does not pay for them).
const MergeNotice = lazy(() => import('../shell/cart/merge-notice'));

/** Every tab shares the guest lists: one merge at a time, so two tabs never send the same cart twice. */
export const MERGE_LOCK = 'sokoni.cart.merge';

function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(MERGE_LOCK, fn) : fn();
}

let running: { userId: string; promise: Promise<MergeReport | null> } | null = null;

/**
 * Merges the guest cart and wishlist into `userId`'s and puts the server's answers in the cache.
 * The same call while one runs for that user joins it (React runs effects twice in development).
 */
export function mergeGuestInto(client: QueryClient, userId: string): Promise<MergeReport | null> {
  if (running?.userId === userId) return running.promise;
  const promise = exclusive(() =>
    mergeGuest({
      // Read inside the lock: the tab that held it before may have emptied the lists.
      cart: { read: () => guestCart.reload(), write: (items) => guestCart.set(items) },
      wishlist: { read: () => guestWishlist.reload(), write: (items) => guestWishlist.set(items) },
      mergeCart: cartApi.merge,
      mergeWishlist: wishlistApi.merge,
    }),
  )
    .then(async (report) => {
      // A read that started before the merge would otherwise land after it with the old cart.
      if (report?.cart) {
        await client.cancelQueries({ queryKey: cartKey(userId) });
        client.setQueryData(cartKey(userId), report.cart);
      }
      if (report?.wishlist) {
        await client.cancelQueries({ queryKey: wishlistKey(userId) });
        client.setQueryData(wishlistKey(userId), report.wishlist);
      }
      return report;
    })
    .finally(() => {
      // Before the callers hear the result: a call after that starts afresh.
      if (running === entry) running = null;
    });
  const entry = { userId, promise };
  running = entry;
  return promise;
}

/**
 * Keeps the two carts apart: at sign-in (and at start when already signed in) a buyer's guest lists
 * are merged into the server's, and what could not be merged is told with the reason; at sign-out
 * the server's lists leave the cache.
 */
export function CartSync() {
  const user = useSessionUser();
  const client = useQueryClient();
  const [reports, setReports] = useState<MergeReport[]>([]);
  const userId = user?.id ?? null;
  const buyer = isBuyer(user?.role);

  useEffect(() => {
    if (!userId) {
      client.removeQueries({ queryKey: ['cart'] });
      return;
    }
    if (!buyer) return;
    let live = true;
    void mergeGuestInto(client, userId)
      .then((report) => {
        if (live && report) setReports((r) => [...r, report]);
      })
      .catch(() => {
        // mergeGuest reports failed lists itself; anything else leaves the guest lists for next time.
      });
    return () => {
      live = false;
    };
  }, [client, userId, buyer]);

  if (reports.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MergeNotice reports={reports} />
    </Suspense>
  );
}
