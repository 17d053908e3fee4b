import { Migration } from '@mikro-orm/migrations';

/**
 * What the catalogue last told other services about its whole published catalogue (one
 * catalogue.product.published.v1 per product): one row, locked by every announcement like
 * fx_rates_publication. `round` is the last announcement completed; `pending_round` and `after_id`
 * say how far one under way has come, so a restart resumes it instead of starting over. Round 0 is
 * "never announced": a database filled before products were announced (the demo seed wrote rows
 * only) is announced once at the next start.
 */
export class Migration20261221001000ProductAnnouncement extends Migration {
  override name = 'Migration20261221001000ProductAnnouncement';

  override up(): void {
    this.addSql(`create table catalogue.product_announcement (
      id smallint primary key default 1 check (id = 1),
      round int not null,
      pending_round int,
      after_id uuid,
      sent bigint not null,
      updated_at timestamptz not null
    )`);
    this.addSql(`insert into catalogue.product_announcement (round, sent, updated_at) values (0, 0, now())`);
  }
}
