import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isBuyer, useSessionUser } from '../auth/auth-context';
import { isNetworkFailure, ownerOf } from '../shell/offline/network';
import type { OutboxAction } from '../shell/offline/outbox-store';
import { cartApi, wishlistApi } from './cart-api';
import { cartReducer, parseStoredCart, type CartItem } from './cart-rules';
import {
  EMPTY_CART,
  checkQuantity,
  guestCartView,
  withAcceptedPrice,
  withLineQuantity,
  withoutLine,
  type CartData,
  type CartLineData,
} from './cart-view';
import { createLocalStore } from './local-store';
import { cartKey, optimisticWrite, wishlistKey } from './server-cart';
import { guestWishlist } from './wishlist-store';

export const CART_STORAGE_KEY = 'sokoni.cart.v1';
/** The guest cart: the browser's own until sign-in, when it is merged into the server's (cart-sync). */
export const guestCart = createLocalStore<CartItem[]>(CART_STORAGE_KEY, parseStoredCart);

/** Opening the drawer is UI state, but "add" must open it from anywhere: a tiny event for that. */
const openListeners = new Set<() => void>();
export function onCartOpenRequest(listener: () => void): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}
const openDrawer = () => openListeners.forEach((l) => l());

/** A quantity the cart refuses before asking anyone; screens translate `code` (cart.error.<code>). */
export class CartInputError extends Error {
  constructor(
    readonly code: 'invalid' | 'below_moq' | 'too_large',
    readonly vars: Record<string, number> = {},
  ) {
    super(code);
    this.name = 'CartInputError';
  }
}

/** What a product page knows of a product, enough for a guest line (the server looks it up itself). */
export type CartProduct = Omit<CartItem, 'quantity'>;

/** A catalogue product (GET /products/:id) as the cart keeps it. */
export function cartProductOf(p: {
  id: string;
  title: string;
  images: readonly { url: string; thumbnailUrl?: string | null }[];
  currency: string;
  priceTiers: readonly { minQuantity: number; unitPriceMinor: number }[];
  moq: number;
  unit: string;
  supplier: { id: string; name: string };
}): CartProduct {
  return {
    id: p.id,
    name: p.title,
    image: p.images[0]?.thumbnailUrl ?? p.images[0]?.url ?? null,
    currency: p.currency,
    priceTiers: p.priceTiers.map((t) => ({ ...t })),
    moq: p.moq,
    unit: p.unit,
    sellerId: p.supplier.id,
    supplierName: p.supplier.name,
  };
}

export interface CartActions {
  add(product: CartProduct, quantity: number): Promise<void>;
  /** A typed or stepped quantity: zero removes the line; otherwise MOQ and limits apply. */
  setQuantity(line: CartLineData, quantity: number | string): Promise<void>;
  /** Takes the product's current price for a repriced line (refused if it changed again meanwhile). */
  acceptPrice(line: CartLineData): Promise<void>;
  remove(line: CartLineData): Promise<void>;
  moveToWishlist(line: CartLineData): Promise<void>;
  clear(): Promise<void>;
}

export interface CartState extends CartActions {
  /** guest: the browser's cart; server: the signed-in buyer's, the only one that counts then. */
  mode: 'guest' | 'server';
  cart: CartData;
  /** The server's cart is still being read (the guest cart is always there). */
  loading: boolean;
  error: Error | null;
  retry(): void;
}

/** Runs a change of the browser's cart, a refusal becoming the promise's rejection as on the server. */
const now = (change: () => void) =>
  new Promise<void>((resolve) => {
    change();
    resolve();
  });

function guestActions(): CartActions {
  const set = (items: CartItem[]) => guestCart.set(items);
  return {
    add: (product, quantity) =>
      now(() => {
        set(cartReducer(guestCart.get(), { type: 'add', item: product, quantity }));
        openDrawer();
      }),
    setQuantity: (line, quantity) =>
      now(() => {
        const check = checkQuantity(line, quantity);
        if (check.kind === 'invalid') throw new CartInputError('invalid');
        if (check.kind === 'below_moq') throw new CartInputError('below_moq', { moq: check.moq });
        if (check.kind === 'too_large') throw new CartInputError('too_large', { max: check.max });
        const q = check.kind === 'remove' ? 0 : check.quantity;
        set(cartReducer(guestCart.get(), { type: 'setQuantity', id: line.id, quantity: q }));
      }),
    // The guest cart always shows today's tier price: nothing to accept.
    acceptPrice: () => Promise.resolve(),
    remove: (line) => now(() => set(cartReducer(guestCart.get(), { type: 'remove', id: line.id }))),
    moveToWishlist: (line) =>
      now(() => {
        const saved = guestWishlist.get();
        if (!saved.some((i) => i.id === line.productId))
          guestWishlist.set([
            ...saved,
            { id: line.productId, name: line.title, image: line.imageUrl, addedAt: new Date().toISOString() },
          ]);
        set(cartReducer(guestCart.get(), { type: 'remove', id: line.id }));
      }),
    clear: () => now(() => set([])),
  };
}

/** The signed-in buyer's cart through the query cache: each change shown at once, undone if refused. */
export function serverCartActions(client: QueryClient, userId: string): CartActions {
  const key = cartKey(userId);
  const write = (send: () => Promise<CartData>, apply?: (c: CartData) => CartData) =>
    optimisticWrite<CartData>(client, key, send, apply).then(() => undefined);
  /**
   * Without a connection the change waits in the outbox ("waiting to send") instead of being undone:
   * the cart keeps showing it until the outbox has sent it and the server's cart replaces it.
   */
  const orQueue =
    (action: OutboxAction, send: (idempotencyKey: string) => Promise<CartData>, onQueued?: () => void) =>
    async (): Promise<CartData> => {
      // The first try and the queued replay share one key: an add that reached the server and
      // only lost its answer is then replayed, not added a second time.
      const idempotencyKey = crypto.randomUUID();
      try {
        return await send(idempotencyKey);
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        try {
          const { outbox } = await import('../shell/offline/outbox-send');
          await outbox.enqueue(ownerOf(userId), action, idempotencyKey);
        } catch {
          throw error;
        }
        onQueued?.();
        // Undefined when the cart was never read (an offline start): setQueryData then leaves it be.
        return client.getQueryData<CartData>(key) as CartData;
      }
    };
  const removeNow = (line: CartLineData) =>
    orQueue({ kind: 'cart.remove', lineId: line.id, title: line.title }, () => cartApi.remove(line.id));
  const remove = (line: CartLineData) => write(removeNow(line), (c) => withoutLine(c, line.id));
  return {
    async add(product, quantity) {
      const action: OutboxAction = { kind: 'cart.add', productId: product.id, quantity, title: product.name };
      let queued = false;
      await write(
        orQueue(
          action,
          (idempotencyKey) => cartApi.add(product.id, quantity, idempotencyKey),
          () => (queued = true),
        ),
      );
      // Queued: the shell says it waits to be sent; the drawer could only show the cart of before.
      if (!queued) openDrawer();
    },
    async setQuantity(line, quantity) {
      const check = checkQuantity({ moq: null }, quantity);
      if (check.kind === 'invalid') throw new CartInputError('invalid');
      if (check.kind === 'too_large') throw new CartInputError('too_large', { max: check.max });
      if (check.kind === 'remove') return remove(line);
      // Below the MOQ goes to the server, which knows the MOQ of now and says so in the buyer's language.
      const q = check.kind === 'ok' ? check.quantity : Number(quantity);
      const action: OutboxAction = {
        kind: 'cart.setQuantity',
        lineId: line.id,
        quantity: q,
        title: line.title,
      };
      return write(
        orQueue(action, () => cartApi.update(line.id, { quantity: q })),
        (c) => withLineQuantity(c, line.id, q),
      );
    },
    acceptPrice(line) {
      const r = line.repriced;
      if (!r) return Promise.resolve();
      return write(
        () =>
          cartApi.update(line.id, {
            quantity: line.quantity,
            expectedUnitPriceMinor: r.newUnitPriceMinor,
            expectedCurrency: r.newCurrency,
          }),
        (c) => withAcceptedPrice(c, line.id),
      );
    },
    remove,
    async moveToWishlist(line) {
      // Saved first: if removing then fails, the product is in both rather than in neither.
      await optimisticWrite(client, wishlistKey(userId), () => wishlistApi.add(line.productId));
      await remove(line);
    },
    clear() {
      const lines = (client.getQueryData<CartData>(key) ?? EMPTY_CART).sellers.flatMap((s) => s.lines);
      return write(
        async () => {
          let last: CartData = EMPTY_CART;
          for (const l of lines) last = (await removeNow(l)()) ?? EMPTY_CART;
          return last;
        },
        () => EMPTY_CART,
      );
    },
  };
}

/** The cart the visitor has now: the browser's while signed out (or not a buyer), else the server's. */
export function useCart(): CartState {
  const user = useSessionUser();
  const client = useQueryClient();
  const userId = user && isBuyer(user.role) ? user.id : null;
  const items = guestCart.use();
  const query = useQuery({
    queryKey: cartKey(userId ?? ''),
    queryFn: ({ signal }): Promise<CartData> => cartApi.get(signal),
    enabled: userId !== null,
  });
  const guest = useMemo(() => guestCartView(items), [items]);
  const actions = useMemo(
    () => (userId ? serverCartActions(client, userId) : guestActions()),
    [client, userId],
  );
  if (!userId)
    return { mode: 'guest', cart: guest, loading: false, error: null, retry: () => {}, ...actions };
  return {
    mode: 'server',
    cart: query.data ?? EMPTY_CART,
    loading: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
    ...actions,
  };
}
