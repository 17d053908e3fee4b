import { Migration } from '@mikro-orm/migrations';

/**
 * Stock of ready-to-ship products and the units unpaid orders hold (services/trade/src/inventory).
 * The checks are the last line against overselling: whatever the code does, reserved units never
 * exceed those on hand and neither goes negative.
 */
export class Migration20261124000300Inventory extends Migration {
  override name = 'Migration20261124000300Inventory';

  override up(): void {
    this.addSql(`create table trade.stock (
      product_id uuid primary key,
      seller_id uuid not null,
      on_hand integer not null check (on_hand >= 0),
      reserved integer not null default 0 check (reserved >= 0 and reserved <= on_hand),
      version bigint not null default 1,
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create index stock_seller_idx on trade.stock (seller_id)`);

    this.addSql(`create table trade.stock_reservation (
      id uuid primary key,
      order_id uuid not null,
      product_id uuid not null references trade.stock (product_id),
      quantity integer not null check (quantity > 0),
      status text not null check (status in ('held', 'committed', 'released')),
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (order_id, product_id)
    )`);
    // The sweep of unpaid orders reads only what is still held.
    this.addSql(`create index stock_reservation_held_idx on trade.stock_reservation (expires_at)
      where status = 'held'`);
  }
}
