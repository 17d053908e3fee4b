import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { SCHEMA } from '../trade.schema.js';
import { StockProblems } from './stock.problems.js';
import { STOCK_RETURNING, StockEvents, type StockRow } from './stock-events.js';
import { toStockView, type StockView } from './stock.view.js';

interface ProductRow {
  seller_id: string;
  title: string;
  unit: string;
  ready_to_ship: boolean;
  status: string;
}

/**
 * A seller says how many units of a ready-to-ship product they have on hand. The first time makes
 * the product tracked (checkout starts limiting it). Units held by unpaid orders cannot be taken
 * away: a count below them is refused, and the seller can try again once those orders are paid or
 * expire. The product is trade's copy (catalogue's events), so one the catalogue has not yet
 * announced (a draft) is unknown here.
 */
@Injectable()
export class SetStock {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: StockEvents,
  ) {}

  async execute(seller: AuthUser, productId: string, quantity: number): Promise<StockView> {
    return this.orm.em.fork().transactional(async (em) => {
      const product = await this.ownProduct(em, seller, productId);
      const row = await this.set(em, productId, product.seller_id, quantity);
      return toStockView({ ...row, product_id: productId, title: product.title, unit: product.unit });
    });
  }

  private async ownProduct(em: EntityManager, seller: AuthUser, productId: string): Promise<ProductRow> {
    const [product] = await em.execute<ProductRow[]>(
      `select seller_id, title, unit, ready_to_ship, status from ${SCHEMA}.trade_product where id = ?`,
      [productId],
    );
    if (!product || product.seller_id !== seller.id.toLowerCase()) throw StockProblems.productNotFound();
    if (!product.ready_to_ship || product.status === 'archived') throw StockProblems.notStockable();
    return product;
  }

  private async set(
    em: EntityManager,
    productId: string,
    sellerId: string,
    quantity: number,
  ): Promise<StockRow & { updated_at: Date }> {
    const returning = `${STOCK_RETURNING}, updated_at`;
    const [current] = await em.execute<(StockRow & { updated_at: Date })[]>(
      `select ${returning} from ${SCHEMA}.stock where product_id = ? for update`,
      [productId],
    );
    if (!current) {
      const [created] = await em.execute<(StockRow & { updated_at: Date })[]>(
        `insert into ${SCHEMA}.stock (product_id, seller_id, on_hand) values (?, ?, ?)
         on conflict (product_id) do nothing returning ${returning}`,
        [productId, sellerId, quantity],
      );
      // Another request created it first: set it like any existing row.
      if (!created) return this.set(em, productId, sellerId, quantity);
      await this.events.changed(em, created);
      return created;
    }
    if (current.reserved > quantity) throw StockProblems.belowReserved({ reserved: current.reserved });
    if (current.on_hand === quantity) return current;
    const [updated] = await em.execute<(StockRow & { updated_at: Date })[]>(
      `update ${SCHEMA}.stock set on_hand = ?, version = version + 1, updated_at = now()
       where product_id = ? returning ${returning}`,
      [quantity, productId],
    );
    await this.events.changed(em, updated!);
    return updated!;
  }
}
