import type { ProductSnapshot as ProductSnapshotMessage } from '@sokoni/contracts';
import { PoisonMessageError } from '@sokoni/platform/events';
import { MAX_QUANTITY, type PriceTier } from '../pricing/pricing.js';
import type { ProductStatus } from './product-snapshot.entity.js';

/** What the cart keeps of one catalogue product event (the read model's row). */
export interface ProductFacts {
  productId: string;
  sellerId: string;
  title: string;
  currency: string;
  priceTiers: PriceTier[];
  unit: string;
  moq: number;
  imageUrl: string | null;
  readyToShip: boolean;
  status: ProductStatus;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURRENCY = /^[A-Z]{3}$/;
/** Catalogue accepts unit prices up to 1e13 minor units; anything larger is not one of its events. */
const MAX_UNIT_PRICE = 10_000_000_000_000n;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

const poison = (why: string) => new PoisonMessageError(`catalogue product event: ${why}`);

function tiers(message: ProductSnapshotMessage): PriceTier[] | null {
  const out: PriceTier[] = [];
  for (const t of message.priceTiers) {
    if (t.minQuantity < 1n || t.minQuantity > BigInt(MAX_QUANTITY) * 1000n) return null;
    if (t.unitPriceMinor < 0n || t.unitPriceMinor > MAX_UNIT_PRICE) return null;
    out.push({ minQuantity: Number(t.minQuantity), unitPriceMinor: Number(t.unitPriceMinor) });
  }
  return out.sort((a, b) => a.minQuantity - b.minQuantity);
}

/**
 * The facts of a product event, checked. A published product must be fully priceable (seller,
 * currency, tiers, MOQ): an event that is not is poison and goes to the dead letters rather than
 * into carts. For the other statuses only the product id is essential, since what matters is that
 * the product is gone; fields that do not parse fall back to harmless values.
 */
export function productFacts(
  message: ProductSnapshotMessage | undefined,
  status: ProductStatus,
): ProductFacts {
  if (!message || !UUID.test(message.productId)) throw poison('no valid product id');
  const parsedTiers = tiers(message);
  const moq = Number(message.minOrderQuantity);
  const valid = {
    seller: UUID.test(message.sellerId),
    currency: CURRENCY.test(message.currency),
    tiers: parsedTiers !== null && parsedTiers.length > 0,
    moq: Number.isSafeInteger(moq) && moq >= 1,
  };
  if (status === 'published') {
    const bad = Object.entries(valid).find(([, ok]) => !ok);
    if (bad) throw poison(`published product ${message.productId} has an invalid ${bad[0]}`);
  }
  return {
    productId: message.productId.toLowerCase(),
    sellerId: valid.seller ? message.sellerId.toLowerCase() : NIL_UUID,
    title: message.title.trim() || message.productId,
    currency: valid.currency ? message.currency : 'XXX',
    priceTiers: valid.tiers ? parsedTiers! : [],
    unit: message.unit || 'unit',
    moq: valid.moq ? moq : 1,
    imageUrl: message.imageUrls.find((u) => /^https?:\/\//i.test(u)) ?? null,
    readyToShip: message.readyToShip,
    status,
  };
}
