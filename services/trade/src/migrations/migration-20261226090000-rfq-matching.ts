import { Migration } from '@mikro-orm/migrations';

/**
 * What RFQ matching reads: each product's category and origin (catalogue's product events carry
 * both; rows written before this migration learn them at the next event, e.g. catalogue's
 * re-announcement), and a read model of suppliers' verification from identity's events.
 */
export class Migration20261226090000RfqMatching extends Migration {
  override name = 'Migration20261226090000RfqMatching';

  override up(): void {
    this.addSql(
      `alter table trade.trade_product add column category_id text, add column origin_country text`,
    );
    this.addSql(`create index trade_product_category_idx on trade.trade_product (category_id, seller_id)
      where status = 'published'`);

    this.addSql(`create table trade.trade_supplier (
      seller_id uuid primary key,
      company_name text not null default '',
      country char(2),
      locale text,
      verified_until timestamptz,
      updated_at timestamptz not null default now()
    )`);
  }
}
