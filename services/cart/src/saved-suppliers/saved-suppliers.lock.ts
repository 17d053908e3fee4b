import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * One change of a buyer's saved suppliers at a time (transaction-scoped), so the limit holds under
 * concurrent saves. Not the cart row's lock: saving a supplier must not bump the cart's version.
 */
export async function lockSavedSuppliers(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`saved_suppliers:${userId}`]);
}
