import { Migration } from '@mikro-orm/migrations';

/**
 * The staff role `analyst` (reads analytics dashboards, experiments and reports). The first
 * migration's inline check got PostgreSQL's default name, `users_role_check`.
 */
export class Migration20270101000100AnalystRole extends Migration {
  override name = 'Migration20270101000100AnalystRole';

  override up(): void {
    this.addSql(`alter table users drop constraint users_role_check`);
    this.addSql(`alter table users add constraint users_role_check
      check (role in ('buyer', 'seller', 'both', 'admin', 'analyst'))`);
  }

  override down(): void {
    // Analysts lose their staff rights rather than block the way back.
    this.addSql(`update users set role = 'buyer' where role = 'analyst'`);
    this.addSql(`alter table users drop constraint users_role_check`);
    this.addSql(`alter table users add constraint users_role_check
      check (role in ('buyer', 'seller', 'both', 'admin'))`);
  }
}
