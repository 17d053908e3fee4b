import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { SCHEMA } from '../trade.schema.js';
import { InsufficientStockError, type StockShortage } from './stock.problems.js';
import { STOCK_RETURNING, StockEvents, type StockRow } from './stock-events.js';

export interface ReservationLine {
  productId: string;
  quantity: number;
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
 * Overselling is impossible by construction: a unit is held by one conditional UPDATE
 * (`reserved + q` only where `on_hand - reserved >= q`), which PostgreSQL evaluates on the row's
 * newest version after any concurrent writer commits, and the table's check (reserved <= on_hand)
 * backs it. Rows are taken in product-id order, so two checkouts sharing products lock them in
 * the same order and cannot deadlock.
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
   * Holds every line for the order until `expiresAt`, or none: if any tracked line is short, all
   * that this call held is undone (a savepoint, so even a caller that catches the error keeps
   * nothing of it) and InsufficientStockError names every short line. Lines of the same product
   * are added together. An order reserves once.
   */
  async reserve(
    em: EntityManager,
    orderId: string,
    lines: readonly ReservationLine[],
    expiresAt: Date,
  ): Promise<ReservedLine[]> {
    const wanted = mergeLines(lines);
    if (!UUID.test(orderId)) throw new RangeError(`not an order id: ${orderId}`);
    // NESTED propagation (MikroORM's default): a savepoint inside the caller's transaction, a
    // transaction of its own otherwise.
    const outcome = await em
      .transactional(async (tx) => this.hold(tx, orderId, wanted, expiresAt))
      .catch((err: unknown) => {
        if (err instanceof ShortageFound) return err;
        throw err;
      });
    if (outcome instanceof ShortageFound) throw new InsufficientStockError(await this.shortages(em, wanted));
    return outcome;
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

  private async hold(
    em: EntityManager,
    orderId: string,
    lines: ReservationLine[],
    expiresAt: Date,
  ): Promise<ReservedLine[]> {
    const [already] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from ${SCHEMA}.stock_reservation where order_id = ?`,
      [orderId],
    );
    if (already!.n > 0) throw new Error(`order ${orderId} has already reserved stock`);
    const reserved: ReservedLine[] = [];
    const changed: StockRow[] = [];
    for (const line of lines) {
      const [row] = await em.execute<StockRow[]>(
        `update ${SCHEMA}.stock set reserved = reserved + ?, version = version + 1, updated_at = now()
         where product_id = ? and on_hand - reserved >= ?
         returning ${STOCK_RETURNING}`,
        [line.quantity, line.productId, line.quantity],
      );
      if (row) {
        changed.push(row);
        reserved.push({ ...line, tracked: true });
        continue;
      }
      const [exists] = await em.execute<{ one: number }[]>(
        `select 1 as one from ${SCHEMA}.stock where product_id = ?`,
        [line.productId],
      );
      if (exists) throw new ShortageFound();
      reserved.push({ ...line, tracked: false });
    }
    const held = reserved.filter((l) => l.tracked);
    if (held.length > 0) {
      const values = held.map(() => `(?, ?, ?, ?, 'held', ?)`).join(', ');
      await em.execute(
        `insert into ${SCHEMA}.stock_reservation (id, order_id, product_id, quantity, status, expires_at)
         values ${values}`,
        held.flatMap((l) => [uuidv7(), orderId, l.productId, l.quantity, expiresAt]),
      );
    }
    for (const row of changed) await this.events.changed(em, row);
    return reserved;
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

  /** What each short line could have had, read after the savepoint was rolled back. */
  private async shortages(em: EntityManager, lines: ReservationLine[]): Promise<StockShortage[]> {
    const rows = await em.execute<{ product_id: string; available: number }[]>(
      `select product_id, on_hand - reserved as available from ${SCHEMA}.stock where product_id in (?)`,
      [lines.map((l) => l.productId)],
    );
    const available = new Map(rows.map((r) => [r.product_id, r.available]));
    return lines.flatMap((l) => {
      const left = available.get(l.productId);
      return left !== undefined && left < l.quantity
        ? [{ productId: l.productId, requested: l.quantity, available: left }]
        : [];
    });
  }
}

/** Inside the savepoint: a short line, so everything held so far must be rolled back. */
class ShortageFound extends Error {
  constructor() {
    super('a line is short');
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
