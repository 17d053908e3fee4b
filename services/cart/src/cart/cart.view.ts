import {
  lineState,
  subtotals,
  type LineFlag,
  type Money,
  type PriceTier,
  type Repricing,
} from '../pricing/pricing.js';
import type { ProductSnapshot } from '../products/product-snapshot.entity.js';
import type { CartLine } from './cart-line.entity.js';

export interface CartLineView {
  id: string;
  productId: string;
  sellerId: string;
  title: string;
  imageUrl: string | null;
  unit: string;
  quantity: number;
  currency: string;
  unitPriceMinor: number;
  lineTotalMinor: number;
  moq: number | null;
  priceTiers: PriceTier[];
  flags: LineFlag[];
  repriced: Repricing | null;
  addedAt: string;
  updatedAt: string;
}

export interface CartSellerView {
  sellerId: string;
  lines: CartLineView[];
  subtotals: Money[];
}

export interface CartCounts {
  lines: number;
  flagged: number;
  repriced: number;
  unavailable: number;
  belowMoq: number;
}

export interface CartView {
  sellers: CartSellerView[];
  counts: CartCounts;
  readyForCheckout: boolean;
}

/**
 * A line as the buyer sees it: the snapshot they accepted (title, image, price for the quantity)
 * and, beside it, what the product is now (MOQ, tiers, flags). The line total is at the accepted
 * price; a repriced line shows the new price in `repriced` until the buyer accepts it.
 */
export function toLineView(line: CartLine, product: ProductSnapshot | null): CartLineView {
  const state = lineState(line, product);
  const available = !state.flags.includes('unavailable');
  return {
    id: line.id,
    productId: line.productId,
    sellerId: line.sellerId,
    title: line.title,
    imageUrl: line.imageUrl ?? null,
    unit: line.unit,
    quantity: line.quantity,
    currency: line.currency,
    unitPriceMinor: line.unitPriceMinor,
    lineTotalMinor: line.unitPriceMinor * line.quantity,
    moq: product && available ? product.moq : null,
    priceTiers: product && available ? product.priceTiers.map((t) => ({ ...t })) : [],
    flags: state.flags,
    repriced: state.repriced,
    addedAt: line.createdAt.toISOString(),
    updatedAt: line.updatedAt.toISOString(),
  };
}

/** Lines grouped by seller, in the order each seller's first line was added; lines oldest first. */
export function toCartView(
  lines: readonly CartLine[],
  products: ReadonlyMap<string, ProductSnapshot>,
): CartView {
  const sorted = [...lines].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  const groups = new Map<string, CartLineView[]>();
  for (const line of sorted) {
    const view = toLineView(line, products.get(line.productId) ?? null);
    const group = groups.get(line.sellerId) ?? [];
    group.push(view);
    groups.set(line.sellerId, group);
  }
  const all = [...groups.values()].flat();
  const count = (flag: LineFlag) => all.filter((l) => l.flags.includes(flag)).length;
  const flagged = all.filter((l) => l.flags.length > 0).length;
  return {
    sellers: [...groups].map(([sellerId, group]) => ({
      sellerId,
      lines: group,
      subtotals: subtotals(group),
    })),
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
