import { Migration } from '@mikro-orm/migrations';

/**
 * What buyers can still order of a ready-to-ship product, from trade's trade.stock.changed.v1
 * (trade owns stock). Null: not limited (made to order, or the seller keeps no count). Nullable
 * columns without a default: adding them rewrites nothing.
 */
export class Migration20261216001100StockAvailability extends Migration {
  override name = 'Migration20261216001100StockAvailability';

  override up(): void {
    this.addSql(
      `alter table catalogue.products add column available bigint, add column stock_version bigint`,
    );
  }
}
