import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../cart.schema.js';

/**
 * Locks the buyer's cart row for the rest of the transaction, creating it on first use, in one
 * statement (an upsert that updates takes the row lock). Every write to a buyer's cart or wishlist
 * starts here, so two requests of one buyer (two tabs, a merge at sign-in racing an add) run one
 * after the other: the second sees the first's line and adds to it, and line limits cannot be
 * overrun by requests that each saw room for one more.
 */
export async function lockCart(em: EntityManager, userId: string): Promise<void> {
  await em.execute(
    `insert into ${SCHEMA}.carts as c (user_id) values (?)
     on conflict (user_id) do update set updated_at = now()`,
    [userId],
  );
}
