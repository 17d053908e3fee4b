import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../cart.schema.js';

/**
 * Locks the buyer's cart row for the rest of the transaction, creating it on first use, in one
 * statement (an upsert that updates takes the row lock). Every write to a buyer's cart or wishlist
 * starts here, so two requests of one buyer (two tabs, a merge at sign-in racing an add) run one
 * after the other: the second sees the first's line and adds to it, and line limits cannot be
 * overrun by requests that each saw room for one more. It raises the cart's version too, so an add
 * that read the cart before this write cannot then write over it (`cart-rows.ts`).
 */
export async function lockCart(em: EntityManager, userId: string): Promise<void> {
  await em.execute(
    `insert into ${SCHEMA}.carts as c (user_id) values (?)
     on conflict (user_id) do update set version = c.version + 1, updated_at = now()`,
    [userId],
  );
}
