import { Migration } from '@mikro-orm/migrations';

/**
 * Membership plans (spec §9): every account starts on Starter; only sellers' plans count. Existing
 * sellers keep no change time: their plan was never set, and their first change is announced as one.
 */
export class Migration20261216000100MembershipPlans extends Migration {
  override name = 'Migration20261216000100MembershipPlans';

  override up(): void {
    this.addSql(`alter table users add column plan text not null default 'starter'
      check (plan in ('starter', 'professional', 'enterprise'))`);
    this.addSql(`alter table users add column plan_changed_at timestamptz`);
  }
}
