import type { LineFlag, Money, ServerCart, ServerCartLine } from './cart-api';
import { MAX_QUANTITY, unitPriceFor, type CartItem, type PriceTier } from './cart-rules';

/**
 * What the cart screens show, one shape for both carts: the server's (signed in) and the browser's
 * (guest), which is turned into the server's shape so every rule below and every screen serve both.
 * Free of React and I/O: the optimistic edits of the signed-in cart are these functions too.
 */
export type CartLineData = Omit<ServerCartLine, 'addedAt' | 'updatedAt'>;
export interface CartSellerData {
  sellerId: string;
  /** Known in the guest cart (kept from the product page); the server's lines carry only the id. */
  sellerName?: string | null;
  lines: CartLineData[];
  subtotals: Money[];
}
export interface CartData {
  sellers: CartSellerData[];
  counts: ServerCart['counts'];
  readyForCheckout: boolean;
}

export const EMPTY_CART: CartData = {
  sellers: [],
  counts: { lines: 0, flagged: 0, repriced: 0, unavailable: 0, belowMoq: 0 },
  readyForCheckout: false,
};

/** A seller's subtotals, one per currency, leaving out lines that cannot be bought (the server's rule). */
export function subtotalsOf(lines: readonly CartLineData[]): Money[] {
  const sums = new Map<string, number>();
  for (const l of lines) {
    if (l.flags.includes('unavailable')) continue;
    sums.set(l.currency, (sums.get(l.currency) ?? 0) + l.lineTotalMinor);
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amountMinor]) => ({ currency, amountMinor }));
}

/** Subtotals, counts and readiness again after lines changed; sellers left without lines go. */
export function recount(sellers: readonly CartSellerData[]): CartData {
  const kept = sellers
    .filter((s) => s.lines.length > 0)
    .map((s) => ({ ...s, subtotals: subtotalsOf(s.lines) }));
  const all = kept.flatMap((s) => s.lines);
  const count = (flag: LineFlag) => all.filter((l) => l.flags.includes(flag)).length;
  const flagged = all.filter((l) => l.flags.length > 0).length;
  return {
    sellers: kept,
    counts: {
      lines: all.length,
      flagged,
      repriced: count('repriced'),
      unavailable: count('unavailable'),
      belowMoq: count('below_moq'),
    },
    readyForCheckout: all.length > 0 && flagged === 0,
  };
}

/**
 * The guest cart in the server's shape: grouped by seller in the order their first product was
 * added, priced at the tiers kept from the product page. Its lines are never flagged (nothing
 * tells the browser a product changed); the server checks them all at the merge.
 */
export function guestCartView(items: readonly CartItem[]): CartData {
  const groups = new Map<string, CartSellerData>();
  for (const item of items) {
    const key = item.sellerId ?? `supplier:${item.supplierName ?? ''}`;
    const group = groups.get(key) ?? {
      sellerId: key,
      sellerName: item.supplierName ?? null,
      lines: [],
      subtotals: [],
    };
    const unitPriceMinor = unitPriceFor(item.priceTiers, item.quantity);
    group.lines.push({
      id: item.id,
      productId: item.id,
      sellerId: key,
      title: item.name,
      imageUrl: item.image ?? null,
      unit: item.unit,
      quantity: item.quantity,
      currency: item.currency,
      unitPriceMinor,
      lineTotalMinor: unitPriceMinor * item.quantity,
      moq: item.moq,
      priceTiers: item.priceTiers.map((t) => ({ ...t })),
      flags: [],
      repriced: null,
    });
    groups.set(key, group);
  }
  return recount([...groups.values()]);
}

const mapLines = (cart: CartData, fn: (l: CartLineData) => CartLineData | null): CartData =>
  recount(
    cart.sellers.map((s) => ({
      ...s,
      lines: s.lines.map(fn).filter((l): l is CartLineData => l !== null),
    })),
  );

/**
 * The line as the server will answer a new quantity (shown before it answers): a fresh snapshot at
 * the current tier, so a repriced flag goes, and below_moq goes once the quantity reaches the MOQ.
 */
export function withLineQuantity(cart: CartData, lineId: string, quantity: number): CartData {
  return mapLines(cart, (l) => {
    if (l.id !== lineId) return l;
    if (l.flags.includes('unavailable') || l.priceTiers.length === 0) return { ...l, quantity };
    const unitPriceMinor = unitPriceFor(l.priceTiers, quantity);
    const flags = l.flags.filter((f) => f !== 'repriced' && !(f === 'below_moq' && quantity >= (l.moq ?? 0)));
    if (l.moq !== null && quantity < l.moq && !flags.includes('below_moq')) flags.push('below_moq');
    return {
      ...l,
      quantity,
      currency: l.repriced?.newCurrency ?? l.currency,
      unitPriceMinor,
      lineTotalMinor: unitPriceMinor * quantity,
      flags,
      repriced: null,
    };
  });
}

/** The line at the price the product has now, as accepting it will make it. */
export function withAcceptedPrice(cart: CartData, lineId: string): CartData {
  return mapLines(cart, (l) =>
    l.id === lineId && l.repriced
      ? {
          ...l,
          currency: l.repriced.newCurrency,
          unitPriceMinor: l.repriced.newUnitPriceMinor,
          lineTotalMinor: l.repriced.newUnitPriceMinor * l.quantity,
          flags: l.flags.filter((f) => f !== 'repriced'),
          repriced: null,
        }
      : l,
  );
}

export function withoutLine(cart: CartData, lineId: string): CartData {
  return mapLines(cart, (l) => (l.id === lineId ? null : l));
}

export function findLine(cart: CartData, lineId: string): CartLineData | undefined {
  for (const s of cart.sellers) for (const l of s.lines) if (l.id === lineId) return l;
  return undefined;
}

/** Every seller's subtotals added up per currency (for the grand total in the reader's currency). */
export function totalsByCurrency(cart: CartData): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const s of cart.sellers)
    for (const m of s.subtotals) totals[m.currency] = (totals[m.currency] ?? 0) + m.amountMinor;
  return totals;
}

export interface TierProgress {
  /** The tier the quantity falls in (0 below the first one). */
  index: number;
  unitPriceMinor: number;
  /** The next cheaper tier and how many more units reach it; null at the top tier. */
  next: { minQuantity: number; unitPriceMinor: number; unitsMore: number } | null;
}

/** Which tier prices `quantity` units, and how far the next one is. null without tiers. */
export function tierProgress(tiers: readonly PriceTier[], quantity: number): TierProgress | null {
  if (tiers.length === 0) return null;
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  let index = 0;
  sorted.forEach((t, i) => {
    if (t.minQuantity <= quantity) index = i;
  });
  const following = sorted[index + 1];
  return {
    index,
    unitPriceMinor: sorted[index]!.unitPriceMinor,
    next: following
      ? {
          minQuantity: following.minQuantity,
          unitPriceMinor: following.unitPriceMinor,
          unitsMore: following.minQuantity - quantity,
        }
      : null,
  };
}

export type QuantityCheck =
  | { kind: 'ok'; quantity: number }
  | { kind: 'remove' }
  | { kind: 'invalid' }
  | { kind: 'below_moq'; moq: number }
  | { kind: 'too_large'; max: number };

/**
 * What a quantity typed for a line means: zero removes it (the cart's rule), a fraction or text is
 * not a quantity, and a line never holds fewer units than the MOQ nor more than the cart's limit.
 */
export function checkQuantity(line: Pick<CartLineData, 'moq'>, raw: string | number): QuantityCheck {
  const text = String(raw).trim();
  if (text === '') return { kind: 'invalid' };
  const n = Number(text);
  if (!Number.isFinite(n) || !Number.isInteger(n)) return { kind: 'invalid' };
  if (n <= 0) return { kind: 'remove' };
  if (n > MAX_QUANTITY) return { kind: 'too_large', max: MAX_QUANTITY };
  if (line.moq !== null && n < line.moq) return { kind: 'below_moq', moq: line.moq };
  return { kind: 'ok', quantity: n };
}

/** What the buyer may do with a line: an unavailable one can only be removed (or saved for later). */
export function lineActions(line: CartLineData): {
  stepDown: boolean;
  stepUp: boolean;
  editQuantity: boolean;
  acceptPrice: boolean;
} {
  const unavailable = line.flags.includes('unavailable');
  const floor = Math.max(line.moq ?? 1, 1);
  return {
    stepDown: !unavailable && line.quantity > floor,
    stepUp: !unavailable && line.quantity < MAX_QUANTITY,
    editQuantity: !unavailable,
    acceptPrice: !unavailable && line.repriced !== null,
  };
}

/**
 * The quantity a step leads to: one unit, except that a line below a risen MOQ steps up to the MOQ
 * (each single unit below it would be refused).
 */
export function stepQuantity(line: CartLineData, direction: 1 | -1): number {
  const moq = line.moq ?? 1;
  if (direction === 1 && line.quantity < moq) return moq;
  return Math.min(Math.max(line.quantity + direction, moq), MAX_QUANTITY);
}
