import type { ProblemFieldError } from '@sokoni/platform/errors';
import { priceLine, type TradeProductView } from '../catalog/index.js';
import { CheckoutProblems, itemError, type PriceChange } from './checkout.problems.js';

export interface CheckoutItem {
  productId: string;
  quantity: number;
  expectedUnitPriceMinor?: number;
  expectedCurrency?: string;
}

/** A line as the order keeps it: priced now, from trade's copy of the catalogue. */
export interface PricedLine {
  productId: string;
  sellerId: string;
  title: string;
  unit: string;
  imageUrl: string | null;
  quantity: number;
  currency: string;
  unitPriceMinor: bigint;
  lineTotalMinor: bigint;
}

/** Lines of one seller in one currency: one order. */
export interface SellerGroup {
  sellerId: string;
  currency: string;
  lines: PricedLine[];
  subtotalMinor: bigint;
}

/**
 * Prices what the buyer sends, or refuses it all: a product twice (400), lines that cannot be
 * bought — unknown or not published, the buyer's own, below the MOQ — each named (422), then
 * prices that moved since the buyer saw them, with the prices they have now (409). Nothing is
 * bought unless every line can be, at the price the buyer saw.
 */
export function priceItems(
  buyerId: string,
  items: readonly CheckoutItem[],
  products: ReadonlyMap<string, TradeProductView>,
): PricedLine[] {
  const seen = new Map<string, number>();
  const duplicates: ProblemFieldError[] = [];
  items.forEach((item, i) => {
    if (seen.has(item.productId)) duplicates.push(itemError(i, 'duplicate_item'));
    seen.set(item.productId, i);
  });
  if (duplicates.length) throw CheckoutProblems.duplicateItems(duplicates);

  const faults: ProblemFieldError[] = [];
  const changed: PriceChange[] = [];
  const lines: PricedLine[] = [];
  items.forEach((item, i) => {
    const product = products.get(item.productId);
    if (!product) return faults.push(itemError(i, 'product_unavailable'));
    if (product.sellerId === buyerId.toLowerCase()) return faults.push(itemError(i, 'own_product'));
    const price = priceLine(product, item.quantity);
    if (!price.ok) {
      if (price.reason === 'below_moq')
        return faults.push(itemError(i, 'below_moq', { moq: price.moq, unit: product.unit }));
      return faults.push(itemError(i, 'product_unavailable'));
    }
    const expectedCurrency = item.expectedCurrency ?? price.currency;
    const moved =
      expectedCurrency !== price.currency ||
      (item.expectedUnitPriceMinor !== undefined &&
        BigInt(item.expectedUnitPriceMinor) !== price.unitPriceMinor);
    if (moved)
      changed.push({
        productId: product.productId,
        quantity: item.quantity,
        currency: price.currency,
        unitPriceMinor: Number(price.unitPriceMinor),
        expectedCurrency,
        expectedUnitPriceMinor: item.expectedUnitPriceMinor ?? null,
      });
    lines.push({
      productId: product.productId,
      sellerId: product.sellerId,
      title: product.title,
      unit: product.unit,
      imageUrl: product.imageUrl,
      quantity: item.quantity,
      currency: price.currency,
      unitPriceMinor: price.unitPriceMinor,
      lineTotalMinor: price.totalMinor,
    });
  });
  if (faults.length) throw CheckoutProblems.itemsUnavailable(faults);
  if (changed.length) throw CheckoutProblems.pricesChanged(changed);
  return lines;
}

/**
 * One order per seller (and per currency, should a seller price products in two), sellers in id
 * order and lines in product order: the order in which stock rows are locked is then the same for
 * every checkout, so two checkouts sharing products queue instead of deadlocking.
 */
export function groupBySeller(lines: readonly PricedLine[]): SellerGroup[] {
  const groups = new Map<string, SellerGroup>();
  for (const line of lines) {
    const key = `${line.sellerId}|${line.currency}`;
    const group = groups.get(key) ?? {
      sellerId: line.sellerId,
      currency: line.currency,
      lines: [],
      subtotalMinor: 0n,
    };
    group.lines.push(line);
    group.subtotalMinor += line.lineTotalMinor;
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, g]) => ({ ...g, lines: g.lines.sort((a, b) => (a.productId < b.productId ? -1 : 1)) }));
}
