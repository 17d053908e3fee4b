import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductImage } from '../products/product.entity.js';
import type { StorefrontProductView } from './supplier.view.js';

/** What buyers may see of a supplier's products: published, supplier not suspended. */
const VISIBLE = `p.status = 'published' and not p.supplier_suspended`;

/** Visible product counts of the given suppliers (absent = 0). */
export async function visibleProductCounts(
  em: EntityManager,
  supplierIds: string[],
): Promise<Map<string, number>> {
  if (supplierIds.length === 0) return new Map();
  const rows = await em.execute<{ seller_id: string; n: string }[]>(
    `select p.seller_id, count(*) as n from catalogue.products p
     where p.seller_id = any(array[?]::uuid[]) and ${VISIBLE} group by p.seller_id`,
    [supplierIds],
  );
  return new Map(rows.map((r) => [r.seller_id, Number(r.n)]));
}

interface ProductRow {
  id: string;
  title: string;
  images: ProductImage[];
  category_path: string;
  unit: string;
  moq: number;
  currency: string;
  min_price_minor: string;
  min_price_usd_cents: string;
  ready_to_ship: boolean;
  origin_country: string;
  /** Epoch milliseconds: raw queries return timestamps as text. */
  published_ms: number | null;
}

/** The storefront's product strip: newest published first. */
export async function newestProducts(
  em: EntityManager,
  supplierId: string,
  limit = 20,
): Promise<StorefrontProductView[]> {
  const rows = await em.execute<ProductRow[]>(
    `select p.id, p.title, p.images, p.category_path, p.unit, p.moq, p.currency, p.min_price_minor,
       p.min_price_usd_cents, p.ready_to_ship, p.origin_country,
       (extract(epoch from p.published_at) * 1000)::float8 as published_ms
     from catalogue.products p where p.seller_id = ? and ${VISIBLE}
     order by p.published_at desc nulls last, p.id desc limit ?`,
    [supplierId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    imageUrl: r.images[0]?.thumbnailUrl ?? r.images[0]?.url ?? null,
    categoryPath: r.category_path,
    unit: r.unit,
    moq: r.moq,
    currency: r.currency.trim(),
    minPriceMinor: Number(r.min_price_minor),
    minPriceUsdCents: Number(r.min_price_usd_cents),
    readyToShip: r.ready_to_ship,
    originCountry: r.origin_country.trim(),
    publishedAt: r.published_ms === null ? null : new Date(r.published_ms).toISOString(),
  }));
}
