import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PriceTier } from '../pricing/pricing.js';

export const PRODUCT_STATUSES = ['published', 'pending_review', 'rejected', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * Catalogue's product as its newest event described it (DESIGN §1: a read model fed by events, never
 * a call back). `eventAt`/`eventId` order the events, so a late one never overwrites a newer one.
 */
export const ProductSnapshot = defineEntity({
  name: 'ProductSnapshot',
  tableName: 'product_snapshot',
  properties: {
    productId: p.uuid().primary(),
    sellerId: p.uuid(),
    title: p.text(),
    currency: p.string().length(3),
    priceTiers: p.json<PriceTier[]>(),
    unit: p.text(),
    moq: p.integer(),
    imageUrl: p.text().nullable(),
    readyToShip: p.boolean().default(false),
    status: p.enum(PRODUCT_STATUSES),
    eventAt: p.datetime(),
    eventId: p.uuid(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ProductSnapshot = InferEntity<typeof ProductSnapshot>;
