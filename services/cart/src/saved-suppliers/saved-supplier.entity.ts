import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A supplier a buyer saved to come back to. Only the id: the storefront (name, country, products)
 * is catalogue's, and the storefront reads it there, so it is always current.
 */
export const SavedSupplier = defineEntity({
  name: 'SavedSupplier',
  tableName: 'saved_suppliers',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    supplierId: p.uuid(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type SavedSupplier = InferEntity<typeof SavedSupplier>;
