import { Migration } from '@mikro-orm/migrations';

/**
 * The seller workspace (issue 12): product views counted per product and day (one row upserted
 * per deduplicated view, so a seller's figures are a sum over at most a few thousand rows, never
 * a scan of raw hits), and the storefront's logo and banner (storage keys, write-once names).
 */
export class Migration20261225400010SellerWorkspace extends Migration {
  override name = 'Migration20261225400010SellerWorkspace';

  override up(): void {
    this.addSql(`create table catalogue.product_views (
      product_id uuid not null,
      seller_id uuid not null,
      day date not null,
      views int not null check (views > 0),
      primary key (product_id, day)
    )`);
    this.addSql(`create index product_views_seller_day on catalogue.product_views (seller_id, day)`);
    this.addSql(`alter table catalogue.suppliers add column logo_key text, add column banner_key text`);
  }
}
