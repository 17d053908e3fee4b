import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Where a product stands in the catalogue, as its last event said; only `published` can be bought. */
export const TRADE_PRODUCT_STATUSES = ['submitted', 'published', 'rejected', 'archived'] as const;
export type TradeProductStatus = (typeof TRADE_PRODUCT_STATUSES)[number];

export interface TradePriceTier {
  minQuantity: number;
  /** Integer minor units of the product's currency. */
  unitPriceMinor: number;
}

/**
 * Trade's copy of a catalogue product (DESIGN §1: a read model fed by catalogue.product.* events):
 * what checkout prices and whom the order goes to. `eventAt`/`eventId` are those of the event the
 * row was built from, so an older event arriving late changes nothing.
 */
export const TradeProduct = defineEntity({
  name: 'TradeProduct',
  tableName: 'trade_product',
  properties: {
    id: p.uuid().primary(),
    sellerId: p.uuid(),
    title: p.text(),
    currency: p.string().length(3),
    priceTiers: p.json<TradePriceTier[]>(),
    moq: p.integer(),
    unit: p.string(),
    imageUrl: p.text().nullable(),
    readyToShip: p.boolean(),
    status: p.enum(TRADE_PRODUCT_STATUSES),
    categoryId: p.text().nullable(),
    originCountry: p.text().nullable(),
    eventAt: p.datetime(),
    eventId: p.string(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type TradeProduct = InferEntity<typeof TradeProduct>;
