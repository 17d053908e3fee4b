import type { ProductSnapshot } from '@sokoni/contracts';
import { PoisonMessageError } from '@sokoni/platform/events';
import type { TradePriceTier, TradeProductStatus } from './trade-product.entity.js';

/** What trade keeps of one catalogue product event: a trade_product row without its event stamp. */
export interface ProductFacts {
  productId: string;
  sellerId: string;
  title: string;
  currency: string;
  priceTiers: TradePriceTier[];
  moq: number;
  unit: string;
  imageUrl: string | null;
  readyToShip: boolean;
  status: TradeProductStatus;
  /** What RFQ matching reads: the product's category and the country it comes from (null if none). */
  categoryId: string | null;
  originCountry: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURRENCY = /^[A-Z]{3}$/;
/** Catalogue's own bounds (product.dto.ts): quantities up to 1e9, unit prices up to 1e13 minor units. */
const MAX_QUANTITY = 1_000_000_000n;
const MAX_UNIT_PRICE = 10_000_000_000_000n;

const poison = (why: string) => new PoisonMessageError(`catalogue product event: ${why}`);

/**
 * The checked facts of a product event. Every status needs the product and its seller (an order
 * names both); a published product must also be priceable — currency, MOQ and well-formed tiers —
 * or the event is poison and goes to the dead letters instead of into checkout. For other statuses
 * the product cannot be bought anyway, so malformed prices are kept out rather than refused.
 */
export function productFacts(message: ProductSnapshot | undefined, status: TradeProductStatus): ProductFacts {
  if (!message || !UUID.test(message.productId)) throw poison('no valid product id');
  if (!UUID.test(message.sellerId)) throw poison(`product ${message.productId} has no valid seller id`);
  const tiers = priceTiers(message);
  const moq = message.minOrderQuantity;
  const priceable =
    CURRENCY.test(message.currency) && tiers !== null && tiers.length > 0 && moq >= 1n && moq <= MAX_QUANTITY;
  if (status === 'published' && !priceable)
    throw poison(`published product ${message.productId} has no valid currency, MOQ or price tiers`);
  return {
    productId: message.productId.toLowerCase(),
    sellerId: message.sellerId.toLowerCase(),
    title: message.title.trim() || message.productId,
    currency: CURRENCY.test(message.currency) ? message.currency : 'XXX',
    priceTiers: priceable ? tiers : [],
    moq: priceable ? Number(moq) : 1,
    unit: message.unit.trim() || 'unit',
    imageUrl: message.imageUrls.find((u) => /^https?:\/\//i.test(u)) ?? null,
    readyToShip: message.readyToShip,
    status,
    categoryId: message.categoryId.trim() || null,
    originCountry: /^[A-Z]{2}$/.test(message.originCountry) ? message.originCountry : null,
  };
}

/** Ascending by quantity, each starting above the one before; null when any tier is out of bounds. */
function priceTiers(message: ProductSnapshot): TradePriceTier[] | null {
  const tiers: TradePriceTier[] = [];
  for (const t of message.priceTiers) {
    if (t.minQuantity < 1n || t.minQuantity > MAX_QUANTITY) return null;
    if (t.unitPriceMinor < 0n || t.unitPriceMinor > MAX_UNIT_PRICE) return null;
    tiers.push({ minQuantity: Number(t.minQuantity), unitPriceMinor: Number(t.unitPriceMinor) });
  }
  tiers.sort((a, b) => a.minQuantity - b.minQuantity);
  const distinct = tiers.every((t, i) => i === 0 || t.minQuantity > tiers[i - 1]!.minQuantity);
  return distinct ? tiers : null;
}
