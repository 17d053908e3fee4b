/** A price break: from `minQuantity` units on, each costs `unitPriceMinor` (minor units of the item's currency). */
export interface PriceTier {
  minQuantity: number;
  unitPriceMinor: number;
}

export interface CartItem {
  /** The product id: adding the same product again adds to its quantity. */
  id: string;
  name: string;
  image?: string | null;
  currency: string;
  priceTiers: readonly PriceTier[];
  /** Minimum order quantity: a line never holds fewer (except when removed). */
  moq: number;
  unit: string;
  /** The seller's id (the cart groups lines by seller); missing in carts stored before it was kept. */
  sellerId?: string;
  supplierName?: string;
  quantity: number;
}

/** The most units of one product a line may hold (the cart service's limit, so a merge never fails on it). */
export const MAX_QUANTITY = 1_000_000;

export type CartAction =
  | { type: 'add'; item: Omit<CartItem, 'quantity'>; quantity: number }
  | { type: 'setQuantity'; id: string; quantity: number }
  | { type: 'remove'; id: string }
  | { type: 'clear' };

/** The tier that applies to a quantity: the highest threshold not above it (the lowest tier otherwise). */
export function unitPriceFor(tiers: readonly PriceTier[], quantity: number): number {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  let price = sorted[0]?.unitPriceMinor ?? 0;
  for (const t of sorted) if (quantity >= t.minQuantity) price = t.unitPriceMinor;
  return price;
}

const whole = (n: number) => (Number.isFinite(n) ? Math.min(Math.floor(n), MAX_QUANTITY) : 0);

/**
 * The spec's cart rules (§4): adding an id already in the cart adds to its quantity; a quantity of
 * zero or less removes the line; clear empties it. B2B on top: a line is never below its MOQ.
 */
export function cartReducer(items: readonly CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const q = whole(action.quantity);
      if (q <= 0) return [...items];
      const existing = items.find((i) => i.id === action.item.id);
      if (existing)
        return items.map((i) =>
          i.id === existing.id
            ? { ...i, ...action.item, quantity: Math.min(Math.max(i.quantity + q, i.moq), MAX_QUANTITY) }
            : i,
        );
      return [...items, { ...action.item, quantity: Math.max(q, action.item.moq) }];
    }
    case 'setQuantity': {
      const q = whole(action.quantity);
      if (q <= 0) return items.filter((i) => i.id !== action.id);
      return items.map((i) => (i.id === action.id ? { ...i, quantity: Math.max(q, i.moq) } : i));
    }
    case 'remove':
      return items.filter((i) => i.id !== action.id);
    case 'clear':
      return [];
  }
}

export function cartTotals(items: readonly CartItem[]): {
  totalItems: number;
  /** Per currency, since a cart can hold products priced in different currencies. */
  totals: Record<string, number>;
} {
  const totals: Record<string, number> = {};
  let totalItems = 0;
  for (const i of items) {
    totalItems += i.quantity;
    totals[i.currency] = (totals[i.currency] ?? 0) + unitPriceFor(i.priceTiers, i.quantity) * i.quantity;
  }
  return { totalItems, totals };
}

/** Parses what was stored, dropping anything malformed rather than failing the whole cart. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    return data.filter(
      (i): i is CartItem =>
        typeof i === 'object' &&
        i !== null &&
        typeof (i as CartItem).id === 'string' &&
        typeof (i as CartItem).quantity === 'number' &&
        (i as CartItem).quantity > 0 &&
        Array.isArray((i as CartItem).priceTiers),
    );
  } catch {
    return [];
  }
}
