import { Migration } from '@mikro-orm/migrations';

/** Sellers' membership plans as identity announces them (the fee checkout snapshots per order). */
export class Migration20261124000400Plans extends Migration {
  override name = 'Migration20261124000400Plans';

  override up(): void {
    this.addSql(`create table seller_plans (
      seller_id uuid primary key,
      plan text not null check (plan in ('starter', 'professional', 'enterprise')),
      fee_basis_points integer not null check (fee_basis_points between 0 and 10000),
      changed_at timestamptz not null,
      updated_at timestamptz not null default now()
    )`);
  }
}
