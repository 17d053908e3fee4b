import { Migration } from '@mikro-orm/migrations';

/**
 * Identity's supplier verification reaches the catalogue as events: the supplier shows until when its
 * Verified badge stands, and `traders` keeps the verification facts (badge, open submission, time of
 * the newest event applied) so they survive a supplier row that does not exist yet and so an older
 * event never overwrites a newer one.
 */
export class Migration20261201002000SupplierVerification extends Migration {
  override name = 'Migration20261201002000SupplierVerification';

  override up(): void {
    this.addSql(`alter table catalogue.suppliers add column verification_expires_at timestamptz`);
    this.addSql(`alter table catalogue.traders
      add column verified_at timestamptz,
      add column verification_expires_at timestamptz,
      add column verification_pending boolean not null default false,
      add column verification_at timestamptz`);
  }
}
