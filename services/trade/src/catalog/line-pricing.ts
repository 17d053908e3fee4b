import type { TradePriceTier, TradeProductStatus } from './trade-product.entity.js';

/** The largest quantity one line may order (catalogue's bound on MOQs and tier quantities). */
export const MAX_LINE_QUANTITY = 1_000_000_000;

export interface PriceableProduct {
  currency: string;
  moq: number;
  priceTiers: readonly TradePriceTier[];
  status: TradeProductStatus;
}

export type LinePrice =
  | {
      ok: true;
      currency: string;
      quantity: number;
      /** Integer minor units of `currency`; bigint like every amount trade computes with. */
      unitPriceMinor: bigint;
      totalMinor: bigint;
      /** The tier that applied: its starting quantity. */
      tierMinQuantity: number;
    }
  | { ok: false; reason: 'invalid_quantity' }
  | { ok: false; reason: 'not_available'; status: TradeProductStatus }
  | { ok: false; reason: 'no_price' }
  | { ok: false; reason: 'below_moq'; moq: number };

/**
 * The price of `quantity` units of a product: the unit price of the highest tier the quantity
 * reaches (tiers start at the MOQ and the unit price never rises with quantity, catalogue checks
 * both), times the quantity, exactly. Only a published product can be bought, and never below
 * its MOQ. Pure: checkout calls it on its read model row and decides what to tell the buyer.
 */
export function priceLine(product: PriceableProduct, quantity: number): LinePrice {
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY)
    return { ok: false, reason: 'invalid_quantity' };
  if (product.status !== 'published') return { ok: false, reason: 'not_available', status: product.status };
  const tiers = [...product.priceTiers].sort((a, b) => a.minQuantity - b.minQuantity);
  const first = tiers[0];
  if (!first) return { ok: false, reason: 'no_price' };
  const moq = Math.max(product.moq, first.minQuantity);
  if (quantity < moq) return { ok: false, reason: 'below_moq', moq };
  const tier = tiers.findLast((t) => t.minQuantity <= quantity)!;
  const unitPriceMinor = BigInt(tier.unitPriceMinor);
  return {
    ok: true,
    currency: product.currency,
    quantity,
    unitPriceMinor,
    totalMinor: unitPriceMinor * BigInt(quantity),
    tierMinQuantity: tier.minQuantity,
  };
}
