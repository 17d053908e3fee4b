import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../analytics.schema.js';
import { erasedHash, isErased } from '../events/erased-users.js';
import { lockUser } from '../experiments/assignment-store.js';
import { ROLLUP_LOCK, ROLLUP_STATE } from '../rollup/rollup.worker.js';
import { isUuid } from './read-model-writes.js';

/** Whether the user deleted their account (a late event about them must not bring the id back). */
export async function isErasedUser(em: EntityManager, userId: string): Promise<boolean> {
  const [row] = await em.execute<{ erased: boolean }[]>(`select ${isErased('?::uuid')} as erased`, [userId]);
  return row?.erased === true;
}

/**
 * identity.user.deleted.v1: nothing in the analytics schema keeps the user's id, or the anonymous
 * ids of their devices (linked to them by sign-ins), and the figures already counted stay as they
 * were (dashboards are history):
 *
 * - profile and links go; the id is remembered only as a hash (erased_user) so late events drop it;
 * - rolled-up raw events lose the ids (the rollups no longer need them); raw events not rolled up
 *   yet, the distinct "seen" rows, assignments, conversions, the seller cells and the products' seller
 *   get a pseudonym instead: one random uuid per id, made from a salt that is never stored, so later
 *   rollups and experiment results still count each subject once, and no one can tell whose it was.
 *
 * Runs in the consumer's transaction, holding the rollup's lock (a batch under way cannot write the
 * id back after this commits) and the user's (no sign-in links a device meanwhile).
 */
export async function eraseUser(em: EntityManager, userId: string, at: Date): Promise<void> {
  if (!isUuid(userId)) return;
  const user = userId.toLowerCase();
  await em.execute(`select pg_advisory_xact_lock(hashtext(?))`, [ROLLUP_LOCK]);
  await lockUser(em, user);
  await em.execute(
    `insert into ${SCHEMA}.erased_user (id_hash, erased_at) values (${erasedHash('?::uuid')}, ?)
     on conflict do nothing`,
    [user, at],
  );

  const devices = (
    await em.execute<{ id: string }[]>(
      `select anonymous_id::text as id from ${SCHEMA}.identity_link where user_id = ?
       union select subject::text from ${SCHEMA}.assignment where user_id = ?`,
      [user, user],
    )
  ).map((r) => r.id);
  const ids = `{${[user, ...devices].join(',')}}`;
  // randomUUID(): hex and dashes only, safe to inline; gone when this function returns.
  const salt = randomUUID();
  const pseudonym = (column: string) => `md5('${salt}' || ${column}::text)::uuid`;
  const mine = (column: string) => `${column} = any(?::uuid[])`;
  const rolled = `coalesce((e.tx, e.seq) <= (select s.tx, s.seq from ${SCHEMA}.rollup_state s where s.name = ?), false)`;
  // One pass over the raw events (there is no index on these columns: ingest stays cheap, and an
  // account is deleted rarely): a row the rollups have read loses the id, a later one gets the
  // pseudonym it will be counted under.
  const replace = (column: string) =>
    `${column} = case when ${mine(`e.${column}`)}
       then case when ${rolled} then null else ${pseudonym(`e.${column}`)} end
       else e.${column} end`;
  const columns = ['user_id', 'seller_id', 'anonymous_id'];
  await em.execute(
    `update ${SCHEMA}.event e set ${columns.map(replace).join(', ')}
     where ${columns.map((c) => mine(`e.${c}`)).join(' or ')}`,
    [...columns.flatMap(() => [ids, ROLLUP_STATE]), ...columns.map(() => ids)],
  );

  await em.execute(
    `update ${SCHEMA}.distinct_seen set subject = ${pseudonym('subject')} where ${mine('subject')}`,
    [ids],
  );
  await em.execute(
    `update ${SCHEMA}.assignment
     set subject = case when ${mine('subject')} then ${pseudonym('subject')} else subject end,
         user_id = case when user_id = ? then null else user_id end
     where user_id = ? or ${mine('subject')}`,
    [ids, user, user, ids],
  );
  await em.execute(
    `update ${SCHEMA}.conversion set subject = ${pseudonym('subject')} where ${mine('subject')}`,
    [ids],
  );
  for (const table of ['seller_daily', 'seller_total_daily', 'product'])
    await em.execute(
      `update ${SCHEMA}.${table} set seller_id = ${pseudonym('seller_id')} where seller_id = ?`,
      [user],
    );
  await em.execute(`delete from ${SCHEMA}.identity_link where user_id = ? or ${mine('anonymous_id')}`, [
    user,
    ids,
  ]);
  await em.execute(`delete from ${SCHEMA}.user_profile where id = ?`, [user]);
}
