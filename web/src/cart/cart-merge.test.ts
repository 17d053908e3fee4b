import { describe, expect, it } from 'vitest';
import type { ServerCart, ServerCartMerge, ServerWishlistMerge } from './cart-api';
import { cartMergeItems, chunks, mergeGuest, type GuestList, type MergeDeps } from './cart-merge';
import type { CartItem } from './cart-rules';
import type { WishlistItem } from './wishlist-store';

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const item = (n: number, quantity = 10, name = `Product ${n}`): CartItem => ({
  id: id(n),
  name,
  currency: 'USD',
  priceTiers: [{ minQuantity: 1, unitPriceMinor: 100 }],
  moq: 1,
  unit: 'kg',
  quantity,
});
const saved = (n: number): WishlistItem => ({
  id: id(n),
  name: `Saved ${n}`,
  addedAt: '2026-01-01T00:00:00Z',
});

const serverCart = (lines: number): ServerCart => ({
  sellers: [],
  counts: { lines, flagged: 0, repriced: 0, unavailable: 0, belowMoq: 0 },
  readyForCheckout: lines > 0,
});

function list<T>(initial: T[]): GuestList<T> & { items: T[] } {
  const l = {
    items: initial,
    read: () => l.items,
    write: (next: T[]) => {
      l.items = next;
    },
  };
  return l;
}

/** The server as the cart service answers: MOQ 50 for product 2, product 3 withdrawn. */
function fakeServer() {
  const sent: { cart: { productId: string; quantity: number }[][]; wishlist: { productId: string }[][] } = {
    cart: [],
    wishlist: [],
  };
  const mergeCart = (items: { productId: string; quantity: number }[]): Promise<ServerCartMerge> => {
    sent.cart.push(items);
    return Promise.resolve({
      cart: serverCart(items.length),
      results: items.map((i) => {
        if (i.productId === id(2) && i.quantity < 50)
          return {
            ...i,
            outcome: 'skipped',
            lineId: null,
            problem: { code: 'cart.below_moq', detail: 'The minimum order for this product is 50 kg.' },
          };
        if (i.productId === id(3))
          return {
            ...i,
            outcome: 'skipped',
            lineId: null,
            problem: { code: 'cart.product_unavailable', detail: 'This product is no longer available.' },
          };
        return { ...i, outcome: i.productId === id(1) ? 'merged' : 'added', lineId: id(900), problem: null };
      }),
    });
  };
  const mergeWishlist = (items: { productId: string }[]): Promise<ServerWishlistMerge> => {
    sent.wishlist.push(items);
    return Promise.resolve({
      wishlist: { items: [], count: items.length },
      results: items.map((i) =>
        i.productId === id(3)
          ? {
              ...i,
              outcome: 'skipped',
              itemId: null,
              problem: { code: 'cart.product_unavailable', detail: 'This product is no longer available.' },
            }
          : { ...i, outcome: 'added', itemId: id(901), problem: null },
      ),
    });
  };
  return { sent, mergeCart, mergeWishlist };
}

describe('the items a merge sends', () => {
  it('sums a product listed twice, sends whole units, and keeps ids that name no product apart', () => {
    const { send, invalid } = cartMergeItems([
      item(1, 10),
      item(2, 3.7),
      { ...item(1, 5), id: id(1).toUpperCase() },
      { ...item(9), id: 'not-a-product' },
      item(4, 0),
    ]);
    expect(send).toEqual([
      { productId: id(1), quantity: 15 },
      { productId: id(2), quantity: 3 },
    ]);
    expect(invalid.map((i) => i.id)).toEqual(['not-a-product', id(4)]);
  });

  it('splits into requests of at most 200 items', () => {
    const parts = chunks(Array.from({ length: 401 }, (_, i) => i));
    expect(parts.map((p) => p.length)).toEqual([200, 200, 1]);
    expect(parts.flat()).toHaveLength(401);
  });
});

describe('merging the guest lists at sign-in', () => {
  it('does nothing when the browser holds nothing', async () => {
    const server = fakeServer();
    const report = await mergeGuest({ cart: list([]), wishlist: list([]), ...server });
    expect(report).toBeNull();
    expect(server.sent.cart).toEqual([]);
  });

  it('sends the cart, reports refused items by name with the server’s reason, and empties the guest copy', async () => {
    const server = fakeServer();
    const cart = list([item(1, 10), item(2, 20, 'Shea butter'), item(3, 5, 'Kente cloth'), item(4, 1)]);
    const wishlist = list([saved(3), saved(5)]);
    const report = await mergeGuest({ cart, wishlist, ...server });

    expect(server.sent.cart).toEqual([
      [
        { productId: id(1), quantity: 10 },
        { productId: id(2), quantity: 20 },
        { productId: id(3), quantity: 5 },
        { productId: id(4), quantity: 1 },
      ],
    ]);
    expect(server.sent.wishlist).toEqual([[{ productId: id(3) }, { productId: id(5) }]]);
    expect(report!.merged).toEqual({ cart: 2, wishlist: 1 });
    expect(report!.problems).toEqual([
      {
        list: 'cart',
        productId: id(2),
        name: 'Shea butter',
        code: 'cart.below_moq',
        detail: 'The minimum order for this product is 50 kg.',
      },
      {
        list: 'cart',
        productId: id(3),
        name: 'Kente cloth',
        code: 'cart.product_unavailable',
        detail: 'This product is no longer available.',
      },
      {
        list: 'wishlist',
        productId: id(3),
        name: 'Saved 3',
        code: 'cart.product_unavailable',
        detail: 'This product is no longer available.',
      },
    ]);
    expect(report!.failed).toEqual([]);
    expect(report!.cart?.counts.lines).toBe(4);
    expect(report!.wishlist?.count).toBe(2);
    // Taken or refused (and told), nothing stays behind to be merged twice.
    expect(cart.items).toEqual([]);
    expect(wishlist.items).toEqual([]);
  });

  it('an item the browser cannot send is reported and dropped without failing the others', async () => {
    const server = fakeServer();
    const cart = list([item(1), { ...item(8), id: 'legacy-id', name: 'Old entry' }]);
    const report = await mergeGuest({ cart, wishlist: list([]), ...server });
    expect(server.sent.cart).toEqual([[{ productId: id(1), quantity: 10 }]]);
    expect(report!.problems).toEqual([
      { list: 'cart', productId: 'legacy-id', name: 'Old entry', code: 'invalid', detail: null },
    ]);
    expect(cart.items).toEqual([]);
  });

  it('a failed request keeps its items in the browser for the next sign-in; answered ones go', async () => {
    const server = fakeServer();
    let calls = 0;
    const deps: MergeDeps = {
      ...server,
      cart: list(Array.from({ length: 250 }, (_, i) => item(i + 10, 1))),
      wishlist: list([saved(5)]),
      mergeCart: async (items) => {
        calls++;
        if (calls === 2) throw new TypeError('Failed to fetch');
        return server.mergeCart(items);
      },
      mergeWishlist: () => Promise.reject(new Error('503')),
    };
    const report = await mergeGuest(deps);
    expect(report!.failed).toEqual(['cart', 'wishlist']);
    expect(report!.merged.cart).toBe(200);
    const left = (deps.cart as ReturnType<typeof list<CartItem>>).items;
    expect(left.map((i) => i.id)).toEqual(Array.from({ length: 50 }, (_, i) => id(i + 210)));
    expect((deps.wishlist as ReturnType<typeof list<WishlistItem>>).items).toEqual([saved(5)]);
  });

  it('a product added to the guest cart while the merge ran is kept, not lost', async () => {
    const server = fakeServer();
    const cart = list([item(1)]);
    const report = await mergeGuest({
      ...server,
      cart,
      wishlist: list([]),
      mergeCart: async (items) => {
        cart.items = [...cart.items, item(7)];
        return server.mergeCart(items);
      },
    });
    expect(report!.merged.cart).toBe(1);
    expect(cart.items.map((i) => i.id)).toEqual([id(7)]);
  });
});
