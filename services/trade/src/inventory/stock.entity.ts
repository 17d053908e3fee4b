import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The stock of one ready-to-ship product, set by its seller. `reserved` is held by unpaid orders;
 * what buyers can still order is `onHand - reserved`. A product without a row is not tracked: made
 * to order, so checkout does not limit it. `version` counts the changes buyers can see, for
 * trade.stock.changed.v1.
 */
export const Stock = defineEntity({
  name: 'Stock',
  tableName: 'stock',
  properties: {
    productId: p.uuid().primary(),
    sellerId: p.uuid(),
    onHand: p.integer(),
    reserved: p.integer(),
    version: p.bigint('number'),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Stock = InferEntity<typeof Stock>;
