import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const CATEGORY_LANGUAGES = ['en', 'fr', 'ar', 'sw'] as const;
export type CategoryNames = Record<(typeof CATEGORY_LANGUAGES)[number], string>;

/** A node of the category tree. `path` is the slugs from the top down ("agriculture/cocoa-coffee"). */
export const Category = defineEntity({
  name: 'Category',
  tableName: 'categories',
  properties: {
    id: p.uuid().primary(),
    parentId: p.uuid().nullable(),
    slug: p.string(),
    path: p.string().unique(),
    depth: p.integer(),
    names: p.json<CategoryNames>(),
    position: p.integer().default(0),
    retiredAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Category = InferEntity<typeof Category>;
