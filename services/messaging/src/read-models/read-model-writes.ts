import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../messaging.schema.js';

/**
 * Upserts into the read models, last writer by event time wins: events of different aggregates
 * may arrive out of order across partitions, and a redelivered old event must not undo a newer one.
 * Ids from other services are checked for UUID shape by the callers (a bad one is skipped).
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string | undefined): s is string => typeof s === 'string' && UUID.test(s);
/** A uuid[] parameter as PostgreSQL array text: the driver's own array expansion differs between layers. */
export const uuidArray = (ids: readonly string[]): string => `{${ids.filter(isUuid).join(',')}}`;

export async function upsertParty(
  em: EntityManager,
  userId: string,
  at: Date,
  fields: { name?: string; seller?: boolean },
): Promise<void> {
  if (!isUuid(userId)) return;
  // A deleted account's name stays erased, whatever late or redelivered profile event comes.
  await em.execute(
    `insert into ${SCHEMA}.party as p (user_id, name, seller, updated_at) values (?, coalesce(?, ''), coalesce(?, false), ?)
     on conflict (user_id) do update set
       name = case when p.deleted_at is null then coalesce(?, p.name) else '' end,
       seller = coalesce(?, p.seller), updated_at = greatest(p.updated_at, excluded.updated_at)
     where p.updated_at <= excluded.updated_at`,
    [userId, fields.name ?? null, fields.seller ?? null, at, fields.name ?? null, fields.seller ?? null],
  );
}

/**
 * Suspension and reinstatement, newest by event time wins on its own clock (`suspension_at`). A
 * party first known by this event gets the epoch as `updated_at`, so the registration that comes
 * later still writes the name.
 */
export async function setPartySuspended(
  em: EntityManager,
  userId: string,
  at: Date,
  suspended: boolean,
): Promise<void> {
  if (!isUuid(userId)) return;
  await em.execute(
    `insert into ${SCHEMA}.party as p (user_id, updated_at, suspended, suspension_at) values (?, to_timestamp(0), ?, ?)
     on conflict (user_id) do update set suspended = excluded.suspended, suspension_at = excluded.suspension_at
     where p.suspension_at is null or p.suspension_at <= excluded.suspension_at`,
    [userId, suspended, at],
  );
}

/**
 * A deleted account: its name (personal data) is erased and it can no longer be written to. Final:
 * no later or earlier event brings it back. Its messages stay, the other party's record.
 */
export async function markPartyDeleted(em: EntityManager, userId: string, at: Date): Promise<void> {
  if (!isUuid(userId)) return;
  await em.execute(
    `insert into ${SCHEMA}.party as p (user_id, updated_at, deleted_at) values (?, to_timestamp(0), ?)
     on conflict (user_id) do update set name = '', deleted_at = coalesce(p.deleted_at, excluded.deleted_at)`,
    [userId, at],
  );
}

export async function upsertProduct(
  em: EntityManager,
  at: Date,
  p: { productId: string; sellerId: string; title: string; status: string },
): Promise<void> {
  if (!isUuid(p.productId) || !isUuid(p.sellerId)) return;
  await em.execute(
    `insert into ${SCHEMA}.product as x (product_id, seller_id, title, status, updated_at) values (?, ?, ?, ?, ?)
     on conflict (product_id) do update set seller_id = excluded.seller_id, title = excluded.title,
       status = excluded.status, updated_at = excluded.updated_at
     where x.updated_at <= excluded.updated_at`,
    [p.productId, p.sellerId, p.title, p.status, at],
  );
}

/**
 * An order between a buyer and a seller. Once it has been paid (escrow holds the money), their new
 * messages are not masked; an order placed and left unpaid unmasks nothing, or placing one and
 * letting it expire would be a way round the masking. `paid` only ever turns on.
 */
export async function upsertOrder(
  em: EntityManager,
  at: Date,
  o: { orderId: string; buyerId: string; sellerId: string; reference: string; paid: boolean },
): Promise<void> {
  if (!isUuid(o.orderId) || !isUuid(o.buyerId) || !isUuid(o.sellerId)) return;
  await em.execute(
    `insert into ${SCHEMA}.trade_order as x (order_id, buyer_id, seller_id, reference, paid, updated_at) values (?, ?, ?, ?, ?, ?)
     on conflict (order_id) do update set reference = case when excluded.reference = '' then x.reference else excluded.reference end,
       paid = x.paid or excluded.paid, updated_at = greatest(x.updated_at, excluded.updated_at)`,
    [o.orderId, o.buyerId, o.sellerId, o.reference, o.paid, at],
  );
}

export async function upsertRfq(
  em: EntityManager,
  at: Date,
  r: {
    rfqId: string;
    buyerId: string;
    title?: string;
    visibility?: string;
    supplierIds?: string[];
    removed?: boolean;
  },
): Promise<void> {
  if (!isUuid(r.rfqId) || !isUuid(r.buyerId)) return;
  const suppliers = r.supplierIds ? uuidArray(r.supplierIds) : null;
  const visibility = r.visibility === undefined ? null : r.visibility === 'invited' ? 'invited' : 'open';
  await em.execute(
    `insert into ${SCHEMA}.rfq as x (rfq_id, buyer_id, title, visibility, supplier_ids, removed, updated_at)
     values (?, ?, coalesce(?, ''), coalesce(?, 'open'), coalesce(?::uuid[], '{}'), coalesce(?, false), ?)
     on conflict (rfq_id) do update set title = coalesce(?, x.title), visibility = coalesce(?, x.visibility),
       supplier_ids = coalesce(?::uuid[], x.supplier_ids), removed = x.removed or coalesce(?, false),
       updated_at = greatest(x.updated_at, excluded.updated_at)`,
    [
      r.rfqId,
      r.buyerId,
      r.title ?? null,
      visibility,
      suppliers,
      r.removed ?? null,
      at,
      r.title ?? null,
      visibility,
      suppliers,
      r.removed ?? null,
    ],
  );
}
