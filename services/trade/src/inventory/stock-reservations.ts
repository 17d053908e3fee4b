import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { SCHEMA } from '../trade.schema.js';
import { InsufficientStockError } from './stock.problems.js';
import { STOCK_RETURNING, StockEvents, type StockRow } from './stock-events.js';
import type { PreparedEvent } from '@sokoni/platform/events';

export interface ReservationLine {
  productId: string;
  quantity: number;
}

export interface ReservationRequest {
  orderId: string;
  lines: readonly ReservationLine[];
}

export interface ReservedLine extends ReservationLine {
  /** false: the product has no stock row (made to order) and nothing was held for it. */
  tracked: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_QUANTITY = 1_000_000_000;

/**
 * Units held for orders, in the caller's transaction (checkout, payment, cancellation, expiry each
 * pass their own EntityManager), so a reservation commits or rolls back with the order it belongs to.
 *
 * Overselling is impossible by construction: units are held only after the stock rows are locked
 * and their newest committed version read, by an UPDATE that repeats the condition
 * (`on_hand - reserved >= q`), and the table's check (reserved <= on_hand) backs both. Rows are
 * locked in product-id order, so two checkouts sharing products cannot deadlock.
 *
 * A product without a stock row is made to order: it is never short and nothing is held for it.
 * Its line is reported `tracked: false`, and a stock row the seller creates later does not apply
 * to orders placed before (they hold nothing to commit or release).
 *
 * Each change buyers can see (reserve, release) publishes trade.stock.changed.v1; a commit moves
 * units from reserved to gone and leaves availability as it was.
 */
@Injectable()
export class StockReservations {
  constructor(private readonly events: StockEvents) {}

  /**
   * Holds every line for the order until `expiresAt`, or none: if any tracked line is short,
   * nothing is written and InsufficientStockError names every short line. Lines of the same
   * product are added together. An order reserves once.
   */
  async reserve(
    em: EntityManager,
    orderId: string,
    lines: readonly ReservationLine[],
    expiresAt: Date,
  ): Promise<ReservedLine[]> {
    const [reserved] = await this.reserveAll(em, [{ orderId, lines }], expiresAt);
    return reserved!;
  }

  /**
   * The same for several orders at once (a checkout's orders, one per seller), all or none, in one
   * statement (plus one for the events) whatever the number of lines: the checkout holds its
   * transaction open for as few round trips as it can.
   */
  async reserveAll(
    em: EntityManager,
    requests: readonly ReservationRequest[],
    expiresAt: Date,
  ): Promise<ReservedLine[][]> {
    const { reserved, changed } = await this.hold(em, requests, expiresAt);
    if (changed.length > 0) await this.events.changedMany(em, changed);
    return reserved;
  }

  /**
   * reserveAll for a caller that writes trade.stock.changed.v1 in a statement of its own (checkout
   * writes them with its other rows): the events come back prepared, not written.
   */
  async reserveAllDeferringEvents(
    em: EntityManager,
    requests: readonly ReservationRequest[],
    expiresAt: Date,
  ): Promise<{ reserved: ReservedLine[][]; events: PreparedEvent[] }> {
    const { reserved, changed } = await this.hold(em, requests, expiresAt);
    return { reserved, events: this.events.prepareMany(changed) };
  }

  /**
   * Locks the stock rows in product-id order (SELECT … ORDER BY … FOR UPDATE locks as it returns,
   * so two checkouts sharing products take them the same way round and cannot deadlock) and reads
   * their newest committed version; only when every line fits, and no order has reserved before,
   * are the units held and the reservation rows written — all in one statement. The update runs
   * after the locks are taken (its condition waits on the verdict, which needs every lock), repeats
   * the check (the rows are locked, so it holds) and the table's check backs both. A short line
   * throws InsufficientStockError naming every short line, with nothing written, so a caller that
   * catches it and commits keeps nothing.
   */
  private async hold(
    em: EntityManager,
    requests: readonly ReservationRequest[],
    expiresAt: Date,
  ): Promise<{ reserved: ReservedLine[][]; changed: StockRow[] }> {
    const orders = requests.map((r) => {
      if (!UUID.test(r.orderId)) throw new RangeError(`not an order id: ${r.orderId}`);
      return { orderId: r.orderId.toLowerCase(), lines: mergeLines(r.lines) };
    });
    if (orders.length === 0) return { reserved: [], changed: [] };
    const totals = mergeLines(orders.flatMap((o) => o.lines));
    const candidates = orders.flatMap((o) =>
      o.lines.map((l) => ({
        id: uuidv7(),
        order_id: o.orderId,
        product_id: l.productId,
        quantity: l.quantity,
      })),
    );
    const [result] = await em.execute<
      {
        already: boolean;
        locked: { product_id: string; available: number }[] | string;
        changed: StockRow[] | string;
      }[]
    >(
      `with wanted as (
         select * from jsonb_to_recordset(?::jsonb) as w(product_id uuid, quantity integer)
       ), locked as (
         select s.product_id, s.on_hand - s.reserved as available
         from ${SCHEMA}.stock s where s.product_id in (select product_id from wanted)
         order by s.product_id for update of s
       ), already as (
         select exists (
           select 1 from ${SCHEMA}.stock_reservation r
           where r.order_id in (select o.id::uuid from jsonb_array_elements_text(?::jsonb) as o(id))
         ) as yes
       ), verdict as (
         select not (select yes from already) and not exists (
           select 1 from locked l join wanted w on w.product_id = l.product_id where l.available < w.quantity
         ) as ok
       ), held as (
         insert into ${SCHEMA}.stock_reservation (id, order_id, product_id, quantity, status, expires_at)
         select h.id, h.order_id, h.product_id, h.quantity, 'held', ?
         from jsonb_to_recordset(?::jsonb) as h(id uuid, order_id uuid, product_id uuid, quantity integer)
         where (select ok from verdict) and h.product_id in (select product_id from locked)
       ), changed as (
         update ${SCHEMA}.stock s set reserved = s.reserved + w.quantity, version = s.version + 1,
           updated_at = now()
         from wanted w
         where s.product_id = w.product_id and (select ok from verdict) and s.on_hand - s.reserved >= w.quantity
         returning s.product_id, s.seller_id, s.on_hand, s.reserved, s.version::text as version
       )
       select (select yes from already) as already,
         (select coalesce(json_agg(json_build_object('product_id', l.product_id, 'available', l.available)), '[]')
          from locked l) as locked,
         (select coalesce(json_agg(json_build_object('product_id', c.product_id, 'seller_id', c.seller_id,
            'on_hand', c.on_hand, 'reserved', c.reserved, 'version', c.version)), '[]') from changed c) as changed`,
      [
        JSON.stringify(totals.map((l) => ({ product_id: l.productId, quantity: l.quantity }))),
        JSON.stringify(orders.map((o) => o.orderId)),
        expiresAt,
        JSON.stringify(candidates),
      ],
    );
    if (result?.already)
      throw new Error(
        `one of the orders ${orders.map((o) => o.orderId).join(', ')} has already reserved stock`,
      );
    const locked = json<{ product_id: string; available: number }[]>(result?.locked);
    const changed = json<StockRow[]>(result?.changed);
    const available = new Map(locked.map((r) => [r.product_id, Number(r.available)]));
    const shortages = totals.flatMap((l) => {
      const left = available.get(l.productId);
      return left !== undefined && left < l.quantity
        ? [{ productId: l.productId, requested: l.quantity, available: left }]
        : [];
    });
    if (shortages.length > 0) throw new InsufficientStockError(shortages);
    if (changed.length !== available.size)
      throw new Error(`stock moved under a lock: ${changed.length} of ${available.size} rows reserved`);
    const reserved = orders.map((o) => o.lines.map((l) => ({ ...l, tracked: available.has(l.productId) })));
    return { reserved, changed };
  }

  /** On payment: the held units leave the shelf (on_hand and reserved both drop). Idempotent. */
  async commit(em: EntityManager, orderId: string): Promise<ReservationLine[]> {
    const done = await this.settle(em, orderId, 'committed');
    for (const line of done)
      await em.execute(
        `update ${SCHEMA}.stock set on_hand = on_hand - ?, reserved = reserved - ?, updated_at = now()
         where product_id = ?`,
        [line.quantity, line.quantity, line.productId],
      );
    return done;
  }

  /** On cancellation or expiry of an unpaid order: the held units are for sale again. Idempotent. */
  async release(em: EntityManager, orderId: string): Promise<ReservationLine[]> {
    const done = await this.settle(em, orderId, 'released');
    for (const line of done) {
      const [row] = await em.execute<StockRow[]>(
        `update ${SCHEMA}.stock set reserved = reserved - ?, version = version + 1, updated_at = now()
         where product_id = ? returning ${STOCK_RETURNING}`,
        [line.quantity, line.productId],
      );
      if (row) await this.events.changed(em, row);
    }
    return done;
  }

  /**
   * A paid order undone before it shipped (declined by the seller, cancelled by the buyer): the
   * committed units never left the seller's shelf, so they go back on sale. Idempotent; an order
   * whose goods shipped is never restocked (they are with the buyer).
   */
  async restock(em: EntityManager, orderId: string): Promise<ReservationLine[]> {
    const rows = await em.execute<{ product_id: string; quantity: number }[]>(
      `update ${SCHEMA}.stock_reservation set status = 'released', updated_at = now()
       where order_id = ? and status = 'committed'
       returning product_id, quantity`,
      [orderId],
    );
    const done = rows
      .map((r) => ({ productId: r.product_id, quantity: r.quantity }))
      .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
    for (const line of done) {
      const [row] = await em.execute<StockRow[]>(
        `update ${SCHEMA}.stock set on_hand = on_hand + ?, version = version + 1, updated_at = now()
         where product_id = ? returning ${STOCK_RETURNING}`,
        [line.quantity, line.productId],
      );
      if (row) await this.events.changed(em, row);
    }
    return done;
  }

  /** Orders still holding units past their expiry (oldest first), for the job that expires them. */
  async expiredOrders(em: EntityManager, now: Date, limit = 100): Promise<string[]> {
    const rows = await em.execute<{ order_id: string }[]>(
      `select order_id from ${SCHEMA}.stock_reservation
       where status = 'held' and expires_at <= ?
       group by order_id order by min(expires_at) limit ?`,
      [now, limit],
    );
    return rows.map((r) => r.order_id);
  }

  /** Moves the order's held rows to `to` and returns them; rows already settled are left alone. */
  private async settle(
    em: EntityManager,
    orderId: string,
    to: 'committed' | 'released',
  ): Promise<ReservationLine[]> {
    // Product order again, so settling and reserving lock stock rows the same way round.
    const rows = await em.execute<{ product_id: string; quantity: number }[]>(
      `update ${SCHEMA}.stock_reservation set status = ?, updated_at = now()
       where order_id = ? and status = 'held'
       returning product_id, quantity`,
      [to, orderId],
    );
    return rows
      .map((r) => ({ productId: r.product_id, quantity: r.quantity }))
      .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  }
}

/** Lines summed per product, in product-id order; every quantity a positive whole number. */
export function mergeLines(lines: readonly ReservationLine[]): ReservationLine[] {
  if (lines.length === 0) throw new RangeError('nothing to reserve');
  const total = new Map<string, number>();
  for (const l of lines) {
    if (!UUID.test(l.productId)) throw new RangeError(`not a product id: ${l.productId}`);
    if (!Number.isSafeInteger(l.quantity) || l.quantity < 1 || l.quantity > MAX_QUANTITY)
      throw new RangeError(`bad quantity ${l.quantity} for ${l.productId}`);
    const id = l.productId.toLowerCase();
    total.set(id, (total.get(id) ?? 0) + l.quantity);
  }
  for (const [id, quantity] of total)
    if (quantity > MAX_QUANTITY) throw new RangeError(`bad total quantity ${quantity} for ${id}`);
  return [...total]
    .map(([productId, quantity]) => ({ productId, quantity }))
    .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

/** json columns arrive parsed from pg, and as text from some drivers. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T;
}
