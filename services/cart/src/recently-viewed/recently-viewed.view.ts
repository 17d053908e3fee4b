import { unitPriceFor } from '../pricing/pricing.js';
import type { ProductSnapshot } from '../products/product-snapshot.entity.js';
import type { RecentView } from './recent-view.entity.js';

export interface RecentlyViewedItemView {
  productId: string;
  sellerId: string;
  title: string;
  imageUrl: string | null;
  unit: string;
  currency: string;
  moq: number;
  /** The unit price at the MOQ: what "from" shows on a product card. */
  fromUnitPriceMinor: number | null;
  viewedAt: string;
}

export interface RecentlyViewedView {
  /** Newest first; products no longer for sale are left out. */
  items: RecentlyViewedItemView[];
}

export function toRecentlyViewedView(
  views: readonly RecentView[],
  products: ReadonlyMap<string, ProductSnapshot>,
): RecentlyViewedView {
  const sorted = [...views].sort(
    (a, b) => b.viewedAt.getTime() - a.viewedAt.getTime() || b.productId.localeCompare(a.productId),
  );
  const items: RecentlyViewedItemView[] = [];
  for (const v of sorted) {
    const p = products.get(v.productId);
    if (!p || p.status !== 'published') continue;
    items.push({
      productId: v.productId,
      sellerId: p.sellerId,
      title: p.title,
      imageUrl: p.imageUrl ?? null,
      unit: p.unit,
      currency: p.currency,
      moq: p.moq,
      fromUnitPriceMinor: unitPriceFor(p.priceTiers, p.moq),
      viewedAt: v.viewedAt.toISOString(),
    });
  }
  return { items };
}
