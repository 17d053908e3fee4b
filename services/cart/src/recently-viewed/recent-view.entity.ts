import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A product a buyer opened, once per product: opening it again moves it to the front. */
export const RecentView = defineEntity({
  name: 'RecentView',
  tableName: 'recently_viewed',
  properties: {
    userId: p.uuid().primary(),
    productId: p.uuid().primary(),
    viewedAt: p.datetime(),
  },
});
export type RecentView = InferEntity<typeof RecentView>;
