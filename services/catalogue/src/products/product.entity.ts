import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const PRODUCT_STATUSES = ['draft', 'pending_review', 'published', 'rejected', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export interface PriceTier {
  minQuantity: number;
  /** Integer minor units of the product's currency. */
  unitPriceMinor: number;
}

export interface ProductImage {
  key: string;
  url: string;
  thumbnailUrl: string;
  contentType: string;
  width: number;
  height: number;
}

export interface Specification {
  key: string;
  value: string;
}

/** A B2B product. The search columns (category_path … supplier_suspended) are copies kept in step. */
export const Product = defineEntity({
  name: 'Product',
  tableName: 'products',
  properties: {
    id: p.uuid().primary(),
    sellerId: p.uuid(),
    title: p.string(),
    description: p.text().default(''),
    categoryId: p.uuid(),
    images: p.json<ProductImage[]>(),
    unit: p.string(),
    moq: p.integer(),
    priceTiers: p.json<PriceTier[]>(),
    currency: p.string().length(3),
    minPriceMinor: p.bigint('number'),
    minPriceUsdCents: p.bigint('number'),
    readyToShip: p.boolean().default(false),
    leadTimeDays: p.integer().nullable(),
    capacityPerMonth: p.integer().nullable(),
    originCountry: p.string().length(2),
    hsCode: p.string().nullable(),
    incoterms: p.array().default([]),
    certifications: p.array().default([]),
    specifications: p.json<Specification[]>(),
    sampleAvailable: p.boolean().default(false),
    samplePriceMinor: p.bigint('number').nullable(),
    status: p.enum(PRODUCT_STATUSES).default('draft'),
    rejectionReason: p.string().nullable(),
    categoryPath: p.string(),
    categoryText: p.text().default(''),
    supplierName: p.string().default(''),
    supplierVerified: p.boolean().default(false),
    supplierSuspended: p.boolean().default(false),
    /** Units buyers can order now, from trade's stock events; null: not limited. */
    available: p.bigint('number').nullable(),
    stockVersion: p.bigint('number').nullable(),
    publishedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Product = InferEntity<typeof Product>;
