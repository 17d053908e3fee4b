import type { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderSnapshot } from '@sokoni/contracts';
import { SCHEMA } from '../analytics.schema.js';
import { isUuid } from '../read-models/read-model-writes.js';
import { toUsdCents } from './usd.js';

/**
 * What a fact needs from the read models: a user's country, a category's root, a product's seller
 * and root, and the latest FX table for US cents. A read model not yet fed (another consumer group)
 * leaves the dimension unknown ('' or null), never fails the event.
 */

/** A lower-cased UUID, or null for anything else (an id from another service is never trusted blindly). */
export const uuidOrNull = (id: string | undefined): string | null => (isUuid(id) ? id.toLowerCase() : null);

export async function countryOf(em: EntityManager, userId: string | null): Promise<string> {
  if (!userId) return '';
  const [row] = await em.execute<{ country: string }[]>(
    `select country from ${SCHEMA}.user_profile where id = ?`,
    [userId],
  );
  return row?.country ?? '';
}

export async function categoryRoot(em: EntityManager, categoryId: string | undefined): Promise<string> {
  const id = uuidOrNull(categoryId);
  if (!id) return '';
  const [row] = await em.execute<{ root_slug: string }[]>(
    `select root_slug from ${SCHEMA}.category where id = ?`,
    [id],
  );
  return row?.root_slug ?? '';
}

export async function productOf(
  em: EntityManager,
  productId: string | null,
): Promise<{ sellerId: string; category: string } | null> {
  if (!productId) return null;
  const [row] = await em.execute<{ seller_id: string; category: string }[]>(
    `select seller_id, category from ${SCHEMA}.product where id = ?`,
    [productId],
  );
  return row ? { sellerId: row.seller_id, category: row.category } : null;
}

/**
 * `amountMinor` of `currency` in US cents at the FX table held now. Unknown currency (or no table
 * yet): 0 and a warning — a fact with the wrong currency must not be counted as if it were dollars.
 */
export async function usdCents(
  em: EntityManager,
  log: Logger,
  currency: string,
  amountMinor: bigint,
): Promise<number> {
  if (amountMinor === 0n) return 0;
  const code = currency.trim().toUpperCase();
  let rate: { perUsd: string; digits: number } | undefined;
  if (code !== 'USD') {
    const [row] = await em.execute<{ per_usd: string; digits: number }[]>(
      `select per_usd::text as per_usd, digits from ${SCHEMA}.fx_rate where currency = ?`,
      [code],
    );
    rate = row ? { perUsd: row.per_usd, digits: Number(row.digits) } : undefined;
  }
  const cents = toUsdCents(amountMinor, code, rate);
  if (cents === null) {
    log.warn({ currency: code }, 'analytics: no FX rate for this currency; amount recorded as 0 USD');
    return 0;
  }
  return Number(cents);
}

/** The dimensions every fact about an order carries. */
export interface OrderDims {
  userId: string | null;
  sellerId: string | null;
  country: string;
  category: string;
  productId: string | null;
  props: { orderId: string };
}

/**
 * Buyer, seller, the buyer's country, and the order's main product: the line with the largest
 * quantity × unit price (the first of equals), whose root category files the whole order.
 */
export async function orderDims(em: EntityManager, order: OrderSnapshot): Promise<OrderDims> {
  const userId = uuidOrNull(order.buyerId);
  let main: { productId: string; value: bigint } | null = null;
  for (const line of order.lines) {
    const value = line.quantity * line.unitPriceMinor;
    if (!main || value > main.value) main = { productId: line.productId, value };
  }
  const productId = uuidOrNull(main?.productId);
  const product = await productOf(em, productId);
  return {
    userId,
    sellerId: uuidOrNull(order.sellerId),
    country: await countryOf(em, userId),
    category: product?.category ?? '',
    productId,
    props: { orderId: order.orderId },
  };
}
