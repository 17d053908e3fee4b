import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../analytics.schema.js';
import { isErased } from '../events/erased-users.js';

/**
 * Upserts into the read models, newest by event time wins: registrations, profile edits and role
 * changes are separate topics (no order between them), and a redelivered old event must not undo a
 * newer one. Each profile field has its own clock for that reason. Ids from other services are
 * checked for UUID shape first (a bad one is skipped, never a poison message for a read model).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string | undefined): s is string => typeof s === 'string' && UUID.test(s);

/** The top-level slug of a "/"-joined slug path ("agriculture/cocoa-coffee" → "agriculture"). */
export const rootSlug = (path: string): string => path.split('/')[0]!.trim();

export interface ProfileFields {
  /** ISO 3166 alpha-2; undefined leaves it. */
  country?: string;
  role?: string;
  plan?: string;
  /** The company's name (a seller's public storefront name); undefined leaves it. */
  businessName?: string;
}

const BUSINESS_NAME_MAX = 200;

/**
 * A user's country, role, plan and company name; each field is written only by an event newer than
 * the one that set it. Nothing is written for a user who deleted their account.
 */
export async function upsertProfile(
  em: EntityManager,
  userId: string,
  at: Date,
  f: ProfileFields,
): Promise<void> {
  if (!isUuid(userId)) return;
  const country = f.country === undefined ? null : f.country.trim().toUpperCase().slice(0, 2);
  const role = f.role ?? null;
  const plan = f.plan ?? null;
  const businessName =
    f.businessName === undefined ? null : f.businessName.trim().slice(0, BUSINESS_NAME_MAX);
  // A field not carried keeps -infinity on insert, so the event that does carry it still wins.
  const clock = (v: string | null): Date | string => (v === null ? '-infinity' : at);
  await em.execute(
    `insert into ${SCHEMA}.user_profile as p
       (id, country, role, plan, business_name, country_at, role_at, plan_at, business_name_at)
     select ?::uuid, coalesce(?, ''), coalesce(?, 'buyer'), coalesce(?, 'starter'), coalesce(?, ''),
            ?::timestamptz, ?::timestamptz, ?::timestamptz, ?::timestamptz
     where not ${isErased('?::uuid')}
     on conflict (id) do update set
       country = case when excluded.country_at >= p.country_at then excluded.country else p.country end,
       country_at = greatest(p.country_at, excluded.country_at),
       role = case when excluded.role_at >= p.role_at then excluded.role else p.role end,
       role_at = greatest(p.role_at, excluded.role_at),
       plan = case when excluded.plan_at >= p.plan_at then excluded.plan else p.plan end,
       plan_at = greatest(p.plan_at, excluded.plan_at),
       business_name = case when excluded.business_name_at >= p.business_name_at
                            then excluded.business_name else p.business_name end,
       business_name_at = greatest(p.business_name_at, excluded.business_name_at)`,
    [
      userId.toLowerCase(),
      country,
      role,
      plan,
      businessName,
      clock(country),
      clock(role),
      clock(plan),
      clock(businessName),
      userId.toLowerCase(),
    ],
  );
}

/**
 * A session of the user ended (signed out, revoked, password changed): the latest such time. An
 * anonymous id linked before it no longer stands for the user (ingest attributes beacons by link).
 */
export async function recordSignOut(em: EntityManager, userId: string, at: Date): Promise<void> {
  if (!isUuid(userId)) return;
  await em.execute(
    `insert into ${SCHEMA}.user_profile as p (id, signed_out_at) select ?::uuid, ?::timestamptz
     where not ${isErased('?::uuid')}
     on conflict (id) do update set signed_out_at = greatest(p.signed_out_at, excluded.signed_out_at)`,
    [userId.toLowerCase(), at, userId.toLowerCase()],
  );
}

export interface ProductFields {
  productId: string;
  sellerId: string;
  categoryId: string;
  categorySlugPath: string;
  title: string;
}

export async function upsertProduct(em: EntityManager, at: Date, p: ProductFields): Promise<void> {
  if (!isUuid(p.productId) || !isUuid(p.sellerId)) return;
  await em.execute(
    `insert into ${SCHEMA}.product as x (id, seller_id, category, category_id, title, updated_at)
     values (?, ?, ?, ?, ?, ?)
     on conflict (id) do update set seller_id = excluded.seller_id, category = excluded.category,
       category_id = excluded.category_id, title = excluded.title, updated_at = excluded.updated_at
     where x.updated_at <= excluded.updated_at`,
    [
      p.productId.toLowerCase(),
      p.sellerId.toLowerCase(),
      rootSlug(p.categorySlugPath),
      isUuid(p.categoryId) ? p.categoryId.toLowerCase() : null,
      p.title,
      at,
    ],
  );
}

/**
 * A category as its event describes it. When it moved (`oldPath`), every category under the old path
 * moves with it and products filed under any of them follow to the new root; the catalogue announces
 * only the category whose path changed.
 */
export async function upsertCategory(
  em: EntityManager,
  at: Date,
  c: { categoryId: string; path: string; oldPath?: string },
): Promise<void> {
  if (!isUuid(c.categoryId) || !c.path) return;
  const id = c.categoryId.toLowerCase();
  const root = rootSlug(c.path);
  const applied = await em.execute<{ id: string }[]>(
    `insert into ${SCHEMA}.category as x (id, root_slug, path, updated_at) values (?, ?, ?, ?)
     on conflict (id) do update set root_slug = excluded.root_slug, path = excluded.path, updated_at = excluded.updated_at
     where x.updated_at <= excluded.updated_at
     returning id`,
    [id, root, c.path, at],
  );
  if (applied.length === 0 || !c.oldPath || c.oldPath === c.path) return;
  const prefix = `${c.oldPath}/`;
  await em.execute(
    `update ${SCHEMA}.category set path = ? || substr(path, ?), root_slug = ?
     where left(path, ?) = ? and id <> ?`,
    [c.path, prefix.length, root, prefix.length, prefix, id],
  );
  await em.execute(
    `update ${SCHEMA}.product set category = ?
     where category <> ? and category_id in (
       select id from ${SCHEMA}.category where id = ? or left(path, ?) = ?)`,
    [root, root, id, c.path.length + 1, `${c.path}/`],
  );
}

export interface FxTable {
  version: bigint;
  effectiveAt: Date;
  rates: readonly { currency: string; perUsd: string; digits: number }[];
}

const CURRENCY = /^[A-Z]{3}$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Replaces the FX table when this one is newer than the one held (by version, then effective time);
 * the same table sent again daily, or an old one delivered late, changes nothing. Each event carries
 * the whole table, so currencies it no longer lists go.
 */
export async function replaceFxRates(em: EntityManager, t: FxTable): Promise<boolean> {
  const newer = await em.execute<{ version: string }[]>(
    `insert into ${SCHEMA}.fx_state as s (id, version, effective_at) values (true, ?, ?)
     on conflict (id) do update set version = excluded.version, effective_at = excluded.effective_at
     where (s.version, s.effective_at) < (excluded.version, excluded.effective_at)
     returning version`,
    [String(t.version), t.effectiveAt],
  );
  if (newer.length === 0) return false;
  const rates = t.rates.filter(
    (r) => CURRENCY.test(r.currency) && DECIMAL.test(r.perUsd) && Number.isInteger(r.digits) && r.digits >= 0,
  );
  await em.execute(`delete from ${SCHEMA}.fx_rate`);
  if (rates.length > 0)
    await em.execute(
      `insert into ${SCHEMA}.fx_rate (currency, per_usd, digits)
       select * from unnest(array[?]::text[], array[?]::numeric[], array[?]::int[])`,
      [rates.map((r) => r.currency), rates.map((r) => r.perUsd), rates.map((r) => r.digits)],
    );
  return true;
}
