import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../cart.schema.js';

/** The history keeps this many distinct products, newest first; older ones drop off. */
export const RECENTLY_VIEWED_MAX = 50;

/**
 * Records views in two statements and no lock: an upsert per product (a product seen again moves
 * to the front), then everything past the newest RECENTLY_VIEWED_MAX deleted. Two requests at once
 * can each trim; both leave the newest 50, so nothing needs to run one after the other.
 */
export async function recordViews(
  em: EntityManager,
  userId: string,
  views: readonly { productId: string; viewedAt: Date }[],
): Promise<void> {
  // One row per product in one statement: the upsert may not touch a row twice.
  const newest = new Map<string, Date>();
  for (const v of views) {
    const seen = newest.get(v.productId);
    if (!seen || seen < v.viewedAt) newest.set(v.productId, v.viewedAt);
  }
  if (newest.size === 0) return;
  await em.execute(
    `insert into ${SCHEMA}.recently_viewed (user_id, product_id, viewed_at)
     select ?, v.product_id, v.viewed_at
     from unnest(array[?]::uuid[], array[?]::timestamptz[]) as v (product_id, viewed_at)
     on conflict (user_id, product_id) do update
       set viewed_at = greatest(recently_viewed.viewed_at, excluded.viewed_at)`,
    [userId, [...newest.keys()], [...newest.values()].map((d) => d.toISOString())],
  );
  await em.execute(
    `delete from ${SCHEMA}.recently_viewed where user_id = ? and product_id not in (
       select product_id from ${SCHEMA}.recently_viewed where user_id = ?
       order by viewed_at desc, product_id desc limit ${RECENTLY_VIEWED_MAX})`,
    [userId, userId],
  );
}
