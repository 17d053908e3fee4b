import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One product in a buyer's cart, with the price snapshot the buyer accepted when they last set the
 * quantity: the unit price of the tier that quantity falls in, in the product's currency.
 */
export const CartLine = defineEntity({
  name: 'CartLine',
  tableName: 'cart_lines',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    productId: p.uuid(),
    quantity: p.integer(),
    sellerId: p.uuid(),
    title: p.text(),
    imageUrl: p.text().nullable(),
    unit: p.text(),
    currency: p.string().length(3),
    unitPriceMinor: p.bigint('number'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type CartLine = InferEntity<typeof CartLine>;
