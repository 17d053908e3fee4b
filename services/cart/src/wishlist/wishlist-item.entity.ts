import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A product a buyer saved for later. No quantity and no price: it shows the product as it is now. */
export const WishlistItem = defineEntity({
  name: 'WishlistItem',
  tableName: 'wishlist_items',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    productId: p.uuid(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type WishlistItem = InferEntity<typeof WishlistItem>;
