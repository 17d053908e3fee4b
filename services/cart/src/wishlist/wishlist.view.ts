import { unitPriceFor, type PriceTier } from '../pricing/pricing.js';
import type { ProductSnapshot } from '../products/product-snapshot.entity.js';
import type { WishlistItem } from './wishlist-item.entity.js';

export interface WishlistItemView {
  id: string;
  productId: string;
  sellerId: string;
  title: string;
  imageUrl: string | null;
  unit: string;
  currency: string;
  moq: number;
  priceTiers: PriceTier[];
  /** The unit price at the MOQ: what "from" shows on a product card. */
  fromUnitPriceMinor: number | null;
  readyToShip: boolean;
  /** Published now; a saved product that was archived or rejected stays listed, marked unavailable. */
  available: boolean;
  addedAt: string;
}

export interface WishlistView {
  items: WishlistItemView[];
  count: number;
}

/** A saved product as it is now (the wishlist keeps no snapshot: there is no price to honour). */
export function toWishlistItemView(item: WishlistItem, product: ProductSnapshot | null): WishlistItemView {
  const tiers = product?.priceTiers.map((t) => ({ ...t })) ?? [];
  return {
    id: item.id,
    productId: item.productId,
    sellerId: product?.sellerId ?? '',
    title: product?.title ?? '',
    imageUrl: product?.imageUrl ?? null,
    unit: product?.unit ?? '',
    currency: product?.currency ?? '',
    moq: product?.moq ?? 1,
    priceTiers: tiers,
    fromUnitPriceMinor: product ? unitPriceFor(tiers, product.moq) : null,
    readyToShip: product?.readyToShip ?? false,
    available: product?.status === 'published',
    addedAt: item.createdAt.toISOString(),
  };
}

/** Newest first. */
export function toWishlistView(
  items: readonly WishlistItem[],
  products: ReadonlyMap<string, ProductSnapshot>,
): WishlistView {
  const sorted = [...items].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id),
  );
  return {
    items: sorted.map((i) => toWishlistItemView(i, products.get(i.productId) ?? null)),
    count: sorted.length,
  };
}
