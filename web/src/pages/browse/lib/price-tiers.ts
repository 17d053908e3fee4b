import type { PriceTier } from '../api/types';

export interface TierRow {
  from: number;
  /** The last quantity at this price; null for the top tier. */
  to: number | null;
  unitPriceMinor: number;
}

/** Tiers as rows of a price table: each runs up to the next one's threshold. */
export function tierRows(tiers: readonly PriceTier[]): TierRow[] {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  return sorted.map((t, i) => {
    const next = sorted[i + 1];
    return {
      from: t.minQuantity,
      to: next ? next.minQuantity - 1 : null,
      unitPriceMinor: t.unitPriceMinor,
    };
  });
}

/** Lowest and highest unit price of the tiers (minor units), null without tiers. */
export function priceRange(tiers: readonly PriceTier[]): { min: number; max: number } | null {
  if (tiers.length === 0) return null;
  const prices = tiers.map((t) => t.unitPriceMinor);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** "500–999", "1,000+" in the reader's digits (a tier of one quantity is just that quantity). */
export function quantityRange(row: TierRow, intl: string): string {
  const n = (v: number) => v.toLocaleString(intl);
  if (row.to === null) return `${n(row.from)}+`;
  if (row.to === row.from) return n(row.from);
  return `${n(row.from)}–${n(row.to)}`;
}

/** Minor units → the decimal string schema.org offers use ("1250.50"), in the product's currency. */
export function majorString(amountMinor: number, digits: number): string {
  return (amountMinor / 10 ** digits).toFixed(digits);
}
