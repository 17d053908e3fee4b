import { Migration } from '@mikro-orm/migrations';

/**
 * A buyer's saved suppliers and recently viewed products (the buyer workspace). Neither hangs on
 * the cart row: writing them must not take the cart's lock nor raise its version.
 */
export class Migration20261225300010BuyerLists extends Migration {
  override name = 'Migration20261225300010BuyerLists';

  override up(): void {
    this.addSql(`create table saved_suppliers (
      id uuid primary key,
      user_id uuid not null,
      supplier_id uuid not null,
      created_at timestamptz not null default now(),
      constraint saved_suppliers_user_supplier_key unique (user_id, supplier_id)
    )`);
    this.addSql(`create table recently_viewed (
      user_id uuid not null,
      product_id uuid not null,
      viewed_at timestamptz not null,
      primary key (user_id, product_id)
    )`);
    this.addSql(`create index recently_viewed_user_viewed_idx on recently_viewed (user_id, viewed_at desc)`);
  }
}
