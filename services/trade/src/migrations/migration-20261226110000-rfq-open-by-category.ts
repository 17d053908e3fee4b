import { Migration } from '@mikro-orm/migrations';

/**
 * Late matching (rfqs/late-matching.ts) looks, for each supplier verified or product published, for
 * the open public RFQs of a category, newest first: only those, so the index stays small.
 */
export class Migration20261226110000RfqOpenByCategory extends Migration {
  override name = 'Migration20261226110000RfqOpenByCategory';

  override up(): void {
    this.addSql(`create index rfq_open_category_idx on trade.rfq (category_id, created_at desc)
      where status = 'open' and visibility = 'open'`);
  }
}
