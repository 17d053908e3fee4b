import {
  MERGE_MAX_ITEMS,
  type ServerCart,
  type ServerCartMerge,
  type ServerWishlist,
  type ServerWishlistMerge,
} from './cart-api';
import { MAX_QUANTITY, type CartItem } from './cart-rules';
import type { WishlistItem } from './wishlist-store';

/**
 * The guest cart and wishlist merged into the buyer's at sign-in (services/cart: POST /cart/merge,
 * POST /wishlist/merge). Items the server took or refused are both gone from the browser after,
 * the refused ones reported to the buyer with the server's reason; items whose request failed
 * (network, server down) stay in the browser for the next try. Free of React for its tests.
 */

export interface MergeProblem {
  list: 'cart' | 'wishlist';
  productId: string;
  /** The name the browser kept, so the buyer knows which product the reason is about. */
  name: string;
  code: string;
  /** The server's reason in the reader's language; null for an item the browser could not send. */
  detail: string | null;
}

export interface MergeReport {
  /** The server's cart after the last successful merge request; null when none was sent or all failed. */
  cart: ServerCart | null;
  wishlist: ServerWishlist | null;
  /** Products now in the server's cart or wishlist that came from the browser. */
  merged: { cart: number; wishlist: number };
  problems: MergeProblem[];
  /** Lists whose merge failed as a whole: their items are still in the browser. */
  failed: ('cart' | 'wishlist')[];
}

export interface GuestList<T> {
  /** The list as stored now (re-read, since another tab may have merged it already). */
  read(): T[];
  write(items: T[]): void;
}

export interface MergeDeps {
  cart: GuestList<CartItem>;
  wishlist: GuestList<WishlistItem>;
  mergeCart(items: { productId: string; quantity: number }[]): Promise<ServerCartMerge>;
  mergeWishlist(items: { productId: string }[]): Promise<ServerWishlistMerge>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the server is asked to add: whole units (at most the line limit), a product listed twice
 * summed, and ids that cannot name a product kept apart (the server would refuse the request).
 */
export function cartMergeItems(items: readonly CartItem[]): {
  send: { productId: string; quantity: number }[];
  invalid: CartItem[];
} {
  const sums = new Map<string, number>();
  const invalid: CartItem[] = [];
  for (const i of items) {
    const q = Number.isFinite(i.quantity) ? Math.floor(i.quantity) : 0;
    if (!UUID.test(i.id) || q < 1) {
      invalid.push(i);
      continue;
    }
    const productId = i.id.toLowerCase();
    sums.set(productId, Math.min((sums.get(productId) ?? 0) + q, MAX_QUANTITY));
  }
  return { send: [...sums].map(([productId, quantity]) => ({ productId, quantity })), invalid };
}

/** Requests of at most MERGE_MAX_ITEMS items each (the server's bound per request). */
export function chunks<T>(items: readonly T[], size = MERGE_MAX_ITEMS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The refused items of one answer, named as the browser knew them. */
export function problemsOf(
  list: 'cart' | 'wishlist',
  results: readonly {
    productId: string;
    outcome: string;
    problem: { code: string; detail: string } | null;
  }[],
  names: ReadonlyMap<string, string>,
): MergeProblem[] {
  return results
    .filter((r) => r.outcome === 'skipped')
    .map((r) => ({
      list,
      productId: r.productId,
      name: names.get(r.productId.toLowerCase()) ?? r.productId,
      code: r.problem?.code ?? 'cart.skipped',
      detail: r.problem?.detail ?? null,
    }));
}

const lowerIds = (ids: Iterable<string>) => new Set([...ids].map((id) => id.toLowerCase()));

/** Runs the merge of both lists; null when the browser holds nothing to merge. */
export async function mergeGuest(deps: MergeDeps): Promise<MergeReport | null> {
  const cartItems = deps.cart.read();
  const wishItems = deps.wishlist.read();
  if (cartItems.length === 0 && wishItems.length === 0) return null;
  const report: MergeReport = {
    cart: null,
    wishlist: null,
    merged: { cart: 0, wishlist: 0 },
    problems: [],
    failed: [],
  };

  if (cartItems.length > 0) {
    const names = new Map(cartItems.map((i) => [i.id.toLowerCase(), i.name]));
    const { send, invalid } = cartMergeItems(cartItems);
    const done = lowerIds(invalid.map((i) => i.id));
    for (const i of invalid)
      report.problems.push({ list: 'cart', productId: i.id, name: i.name, code: 'invalid', detail: null });
    try {
      for (const part of chunks(send)) {
        const answer = await deps.mergeCart(part);
        report.cart = answer.cart;
        report.merged.cart += answer.results.filter((r) => r.outcome !== 'skipped').length;
        report.problems.push(...problemsOf('cart', answer.results, names));
        for (const p of part) done.add(p.productId.toLowerCase());
      }
    } catch {
      report.failed.push('cart');
    }
    // Re-read: only what was answered for goes, anything else stays for the next try.
    deps.cart.write(deps.cart.read().filter((i) => !done.has(i.id.toLowerCase())));
  }

  if (wishItems.length > 0) {
    const names = new Map(wishItems.map((i) => [i.id.toLowerCase(), i.name]));
    const valid = wishItems.filter((i) => UUID.test(i.id));
    const done = lowerIds(wishItems.filter((i) => !UUID.test(i.id)).map((i) => i.id));
    const ids = [...lowerIds(valid.map((i) => i.id))];
    try {
      for (const part of chunks(ids)) {
        const answer = await deps.mergeWishlist(part.map((productId) => ({ productId })));
        report.wishlist = answer.wishlist;
        report.merged.wishlist += answer.results.filter((r) => r.outcome !== 'skipped').length;
        report.problems.push(...problemsOf('wishlist', answer.results, names));
        for (const id of part) done.add(id);
      }
    } catch {
      report.failed.push('wishlist');
    }
    deps.wishlist.write(deps.wishlist.read().filter((i) => !done.has(i.id.toLowerCase())));
  }
  return report;
}
