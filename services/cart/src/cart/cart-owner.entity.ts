import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A buyer who has (had) a cart or a wishlist; the row every write of theirs locks first (CartLock). */
export const CartOwner = defineEntity({
  name: 'CartOwner',
  tableName: 'carts',
  properties: {
    userId: p.uuid().primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type CartOwner = InferEntity<typeof CartOwner>;
