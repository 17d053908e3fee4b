import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { SCHEMA } from '../trade.schema.js';
import { toStockView, type StockPage, type StockViewRow } from './stock.view.js';

/**
 * The seller's stock screen: every product of theirs that can hold stock (ready to ship, not
 * archived), tracked or not, plus any still tracked after it stopped being ready to ship; by title.
 */
@Injectable()
export class ListSellerStock {
  constructor(private readonly orm: MikroORM) {}

  async execute(seller: AuthUser, page = 1, pageSize = 50): Promise<StockPage> {
    const em = this.orm.em.fork();
    const where = `p.seller_id = ? and p.status <> 'archived' and (p.ready_to_ship or s.product_id is not null)`;
    const from = `${SCHEMA}.trade_product p left join ${SCHEMA}.stock s on s.product_id = p.id`;
    const [count] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from ${from} where ${where}`,
      [seller.id],
    );
    const rows = await em.execute<StockViewRow[]>(
      `select p.id as product_id, p.title, p.unit, s.on_hand, s.reserved, s.updated_at
       from ${from} where ${where}
       order by p.title, p.id limit ? offset ?`,
      [seller.id, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toStockView), total: count!.n, page, pageSize };
  }
}
