import { useEffect } from 'react';
import { isBuyer, useSessionUser } from '../../auth/auth-context';
import { recentlyViewedApi } from './buyer-api';

/** The products a signed-out visitor opened, kept in this browser until they sign in as a buyer. */
export const GUEST_VIEWS_KEY = 'sokoni.recently-viewed.v1';
/** The server keeps as many (RECENTLY_VIEWED_MAX). */
export const VIEWS_MAX = 50;

export interface GuestView {
  productId: string;
  viewedAt: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored history, dropping whatever is not a view (an old format, a hand edit). */
export function readGuestViews(): GuestView[] {
  try {
    const data: unknown = JSON.parse(localStorage.getItem(GUEST_VIEWS_KEY) ?? '[]');
    if (!Array.isArray(data)) return [];
    return data.filter(
      (v): v is GuestView =>
        typeof (v as GuestView)?.productId === 'string' &&
        UUID.test((v as GuestView).productId) &&
        typeof (v as GuestView).viewedAt === 'string' &&
        !Number.isNaN(Date.parse((v as GuestView).viewedAt)),
    );
  } catch {
    return [];
  }
}

/** The history after opening `productId`: first, once, at most VIEWS_MAX. */
export function withView(views: readonly GuestView[], productId: string, at: Date): GuestView[] {
  return [{ productId, viewedAt: at.toISOString() }, ...views.filter((v) => v.productId !== productId)].slice(
    0,
    VIEWS_MAX,
  );
}

function writeGuestViews(views: readonly GuestView[]): void {
  try {
    if (views.length === 0) localStorage.removeItem(GUEST_VIEWS_KEY);
    else localStorage.setItem(GUEST_VIEWS_KEY, JSON.stringify(views));
  } catch {
    // Storage disabled: nothing is remembered, which is what such a visitor asked for.
  }
}

/**
 * Hands the signed-out history to the server once the visitor is a signed-in buyer, then forgets
 * it here. A failure keeps it for the next try.
 */
export async function mergeGuestViews(): Promise<void> {
  const views = readGuestViews();
  if (views.length === 0) return;
  await recentlyViewedApi.merge(views);
  writeGuestViews([]);
}

/**
 * Records that the reader opened a product: on the server for a signed-in buyer (after any history
 * kept while signed out), in this browser for a visitor. Sellers-only have no such list. A failure
 * (the cart has not heard of a brand-new product yet) costs only this one entry.
 */
export function useRecordProductView(productId: string | undefined): void {
  const user = useSessionUser();
  const buyer = user ? isBuyer(user.role) : false;
  const signedIn = !!user;
  useEffect(() => {
    if (!productId) return;
    if (!signedIn) {
      writeGuestViews(withView(readGuestViews(), productId, new Date()));
      return;
    }
    if (!buyer) return;
    void mergeGuestViews()
      .catch(() => undefined)
      .then(() => recentlyViewedApi.record(productId))
      .catch(() => undefined);
  }, [productId, signedIn, buyer]);
}
