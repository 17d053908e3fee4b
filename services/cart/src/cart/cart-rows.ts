import type { EntityManager } from '@mikro-orm/postgresql';
import type { PreparedEvent } from '@sokoni/platform/events';
import type { PriceTier } from '../pricing/pricing.js';
import type { ProductSnapshot, ProductStatus } from '../products/product-snapshot.entity.js';
import { SCHEMA } from '../cart.schema.js';
import type { CartLine } from './cart-line.entity.js';

/** A buyer's cart as one statement read it: its version (null: no cart row yet), lines and products. */
export interface CartRows {
  version: number | null;
  lines: CartLine[];
  products: Map<string, ProductSnapshot>;
}

/** Any version a cart row may hold is ≥ 0, so this never matches one. */
const NO_ROW = -1;

const LINE_JSON = `json_build_object('id', l.id, 'userId', l.user_id, 'productId', l.product_id,
  'quantity', l.quantity, 'sellerId', l.seller_id, 'title', l.title, 'imageUrl', l.image_url,
  'unit', l.unit, 'currency', l.currency, 'unitPriceMinor', l.unit_price_minor,
  'createdAt', l.created_at, 'updatedAt', l.updated_at)`;
const PRODUCT_JSON = `json_build_object('productId', p.product_id, 'sellerId', p.seller_id,
  'title', p.title, 'currency', p.currency, 'priceTiers', p.price_tiers, 'unit', p.unit, 'moq', p.moq,
  'imageUrl', p.image_url, 'readyToShip', p.ready_to_ship, 'status', p.status,
  'eventAt', p.event_at, 'eventId', p.event_id, 'updatedAt', p.updated_at)`;

// One statement, so one snapshot: the version, the lines and their products agree with each other.
const READ = `select
  (select version from ${SCHEMA}.carts where user_id = ?) as version,
  (select coalesce(json_agg(${LINE_JSON}), '[]') from ${SCHEMA}.cart_lines l where l.user_id = ?) as lines,
  (select coalesce(json_agg(${PRODUCT_JSON}), '[]') from ${SCHEMA}.product_snapshot p
    where p.product_id = ?
       or p.product_id in (select product_id from ${SCHEMA}.cart_lines where user_id = ?)) as products`;

// The cart row is created, or its version raised, only if it is still the version read (the
// upsert's WHERE is checked against the row's newest version, after any writer holding it
// commits); the line, and then its event in the outbox, are written only if that happened.
// Nothing is written otherwise. One statement, so the line and its event commit together.
const writeLine = (outbox: string) => `with cart as (
  insert into ${SCHEMA}.carts as c (user_id) values (?)
  on conflict (user_id) do update set version = c.version + 1, updated_at = now()
    where c.version = ?
  returning user_id
), line as (
  insert into ${SCHEMA}.cart_lines as l (id, user_id, product_id, quantity, seller_id, title,
    image_url, unit, currency, unit_price_minor, created_at, updated_at)
  select ?, user_id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? from cart
  on conflict (user_id, product_id) do update set quantity = excluded.quantity,
    seller_id = excluded.seller_id, title = excluded.title, image_url = excluded.image_url,
    unit = excluded.unit, currency = excluded.currency, unit_price_minor = excluded.unit_price_minor,
    updated_at = excluded.updated_at
  returning id
), event as (
  insert into ${outbox} (id, topic, key, value, headers)
  select ?, ?, ?, decode(?, 'base64'), ?::jsonb from line
  returning id
)
select (select count(*) from cart)::int as applied`;

interface RawRows {
  version: string | number | null;
  lines: unknown;
  products: unknown;
}

/** The buyer's cart and the products of its lines (and of `productId`, if given), without a lock. */
export async function readCart(
  em: EntityManager,
  userId: string,
  productId: string | null = null,
): Promise<CartRows> {
  const [row] = await em.execute<RawRows[]>(READ, [userId, userId, productId, userId]);
  const lines = json<LineJson[]>(row?.lines).map((l): CartLine => ({
    ...l,
    unitPriceMinor: Number(l.unitPriceMinor),
    createdAt: new Date(l.createdAt),
    updatedAt: new Date(l.updatedAt),
  }));
  const products = json<ProductJson[]>(row?.products).map((p): ProductSnapshot => ({
    ...p,
    eventAt: new Date(p.eventAt),
    updatedAt: new Date(p.updatedAt),
  }));
  return {
    version: row?.version == null ? null : Number(row.version),
    lines,
    products: new Map(products.map((p) => [p.productId, p])),
  };
}

/**
 * Writes one line (new or changed) and its event if the cart is still at `version`. False: someone
 * changed the buyer's cart or wishlist since it was read, and nothing was written.
 */
export async function writeLineIfUnchanged(
  em: EntityManager,
  userId: string,
  version: number | null,
  line: CartLine,
  event: PreparedEvent,
): Promise<boolean> {
  const [row] = await em.execute<{ applied: number }[]>(writeLine(event.table), [
    userId,
    version ?? NO_ROW,
    line.id,
    line.productId,
    line.quantity,
    line.sellerId,
    line.title,
    line.imageUrl ?? null,
    line.unit,
    line.currency,
    line.unitPriceMinor,
    line.createdAt,
    line.updatedAt,
    event.id,
    event.topic,
    event.key,
    event.valueBase64,
    JSON.stringify(event.headers),
  ]);
  return Number(row?.applied) === 1;
}

type LineJson = Omit<CartLine, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
type ProductJson = Omit<ProductSnapshot, 'eventAt' | 'updatedAt'> & {
  eventAt: string;
  updatedAt: string;
  status: ProductStatus;
  priceTiers: PriceTier[];
};

/** json columns arrive parsed from pg, and as text from some drivers. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T;
}
