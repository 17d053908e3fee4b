/**
 * The cart's pricing rules, free of I/O so they can be tested exhaustively. Money is an integer in
 * minor units of an ISO 4217 currency (DESIGN §3); a line's price is its tier's unit price times
 * the quantity, never a float.
 */

/** A quantity break: from `minQuantity` units up, each unit costs `unitPriceMinor`. */
export interface PriceTier {
  minQuantity: number;
  unitPriceMinor: number;
}

/** The most units of one product a cart line may hold. */
export const MAX_QUANTITY = 1_000_000;

/**
 * The largest line total accepted. With at most 1,000 lines per cart, any sum of line totals stays
 * below 2^53, so subtotals are exact as JSON numbers.
 */
export const MAX_LINE_TOTAL_MINOR = 1_000_000_000_000;

/** What the pricing rules read of a product (the cart's product snapshot). */
export interface PricedProduct {
  currency: string;
  priceTiers: readonly PriceTier[];
  moq: number;
}

/**
 * The unit price of `quantity` units: that of the last tier starting at or below the quantity.
 * Below the first tier (a quantity under the MOQ, in a line flagged for it) the first tier's price
 * is the honest answer. Null only for a product without tiers (never a published one).
 */
export function unitPriceFor(tiers: readonly PriceTier[], quantity: number): number | null {
  let price: number | null = null;
  for (const tier of [...tiers].sort((a, b) => a.minQuantity - b.minQuantity)) {
    if (price === null || tier.minQuantity <= quantity) price = tier.unitPriceMinor;
    else break;
  }
  return price;
}

export type QuantityFault =
  | { code: 'below_moq'; moq: number }
  | { code: 'quantity_too_large'; max: number }
  | { code: 'line_total_too_large' };

/** Why a line of `quantity` units of `product` cannot be stored, or null when it can. */
export function quantityFault(product: PricedProduct, quantity: number): QuantityFault | null {
  if (!Number.isSafeInteger(quantity) || quantity > MAX_QUANTITY)
    return { code: 'quantity_too_large', max: MAX_QUANTITY };
  if (quantity < product.moq) return { code: 'below_moq', moq: product.moq };
  const price = unitPriceFor(product.priceTiers, quantity);
  if (price === null || price * quantity > MAX_LINE_TOTAL_MINOR) return { code: 'line_total_too_large' };
  return null;
}

/** The price snapshot a line takes when the buyer sets its quantity (callers check quantityFault first). */
export function priceSnapshot(
  product: PricedProduct,
  quantity: number,
): { currency: string; unitPriceMinor: number } {
  const unitPriceMinor = unitPriceFor(product.priceTiers, quantity);
  if (unitPriceMinor === null) throw new Error('a product without price tiers cannot be priced');
  return { currency: product.currency, unitPriceMinor };
}

export type LineFlag = 'unavailable' | 'repriced' | 'below_moq';

/** The price the buyer accepted and the one the product's tiers give for the same quantity now. */
export interface Repricing {
  oldUnitPriceMinor: number;
  oldCurrency: string;
  newUnitPriceMinor: number;
  newCurrency: string;
}

export interface LineState {
  flags: LineFlag[];
  repriced: Repricing | null;
}

/** What a flag is computed from: the line's snapshot and the product as catalogue last described it. */
export interface SnapshotLine {
  quantity: number;
  currency: string;
  unitPriceMinor: number;
}

/**
 * Flags a line against the current product, without changing it (a line is never silently
 * repriced or dropped):
 * - `unavailable`: the product is unknown, or no longer published (archived, rejected, back in review);
 * - `repriced`: published, but its tiers now price the line's quantity differently (or in another
 *   currency) from the snapshot the buyer accepted;
 * - `below_moq`: published, but the MOQ has risen above the line's quantity.
 * An unavailable line carries no other flag: nothing else about it can be acted on.
 */
export function lineState(
  line: SnapshotLine,
  product: (PricedProduct & { status: string }) | null,
): LineState {
  if (!product || product.status !== 'published') return { flags: ['unavailable'], repriced: null };
  const flags: LineFlag[] = [];
  let repriced: Repricing | null = null;
  const now = unitPriceFor(product.priceTiers, line.quantity);
  if (now === null) return { flags: ['unavailable'], repriced: null };
  if (now !== line.unitPriceMinor || product.currency !== line.currency) {
    flags.push('repriced');
    repriced = {
      oldUnitPriceMinor: line.unitPriceMinor,
      oldCurrency: line.currency,
      newUnitPriceMinor: now,
      newCurrency: product.currency,
    };
  }
  if (line.quantity < product.moq) flags.push('below_moq');
  return { flags, repriced };
}

export interface Money {
  currency: string;
  amountMinor: number;
}

/**
 * A seller's subtotals, one per currency (a seller may price products in several): the lines' totals
 * at the prices the buyer accepted, leaving out lines that cannot be bought at all (unavailable).
 */
export function subtotals(
  lines: readonly { currency: string; lineTotalMinor: number; flags: readonly LineFlag[] }[],
): Money[] {
  const sums = new Map<string, number>();
  for (const l of lines) {
    if (l.flags.includes('unavailable')) continue;
    sums.set(l.currency, (sums.get(l.currency) ?? 0) + l.lineTotalMinor);
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amountMinor]) => ({ currency, amountMinor }));
}
