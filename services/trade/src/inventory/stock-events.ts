import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox, type PreparedEvent } from '@sokoni/platform/events';

/** A stock row after a change, as the statement that changed it returned it. */
export interface StockRow {
  product_id: string;
  seller_id: string;
  on_hand: number;
  reserved: number;
  version: string;
}

/**
 * trade.stock.changed.v1, in the caller's transaction (outbox): the event exists if and only if the
 * change committed. Keyed by product, so one product's changes stay in order; the version lets a
 * consumer drop a stale one all the same.
 */
@Injectable()
export class StockEvents {
  constructor(private readonly outbox: EventOutbox) {}

  async changed(em: EntityManager, row: StockRow): Promise<void> {
    await this.outbox.add(em, 'trade.stock.changed.v1', row.product_id, payloadOf(row));
  }

  /** The events of these rows, for a caller that writes them in a statement of its own. */
  prepareMany(rows: readonly StockRow[]): PreparedEvent[] {
    return rows.map((row) => this.outbox.prepare('trade.stock.changed.v1', row.product_id, payloadOf(row)));
  }

  /** One outbox statement for many rows (a checkout reserving several products). */
  async changedMany(em: EntityManager, rows: readonly StockRow[]): Promise<void> {
    await this.outbox.addMany(
      em,
      'trade.stock.changed.v1',
      rows.map((row) => ({ aggregateId: row.product_id, payload: payloadOf(row) })),
    );
  }
}

function payloadOf(row: StockRow) {
  return {
    productId: row.product_id,
    sellerId: row.seller_id,
    available: BigInt(Math.max(0, row.on_hand - row.reserved)),
    tracked: true,
    version: BigInt(row.version),
  };
}

/** The columns every statement returns for StockEvents. */
export const STOCK_RETURNING = 'product_id, seller_id, on_hand, reserved, version::text as version';
