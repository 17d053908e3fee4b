import { Migration } from '@mikro-orm/migrations';

/** Until when the seller is asked to answer a dispute; disputes opened before this have none. */
export class Migration20261124000730DisputeAnswerBy extends Migration {
  override name = 'Migration20261124000730DisputeAnswerBy';

  override up(): void {
    this.addSql(`alter table trade.dispute add column answer_by timestamptz`);
  }
}
