import { Migration } from '@mikro-orm/migrations';

/**
 * A deleted account (identity.user.deleted.v1) keeps its contact row, emptied and marked, so e-mails
 * for it are dropped rather than held forever waiting for a contact, and a late registration or
 * profile event cannot bring the address back.
 */
export class Migration20261231000300DeletedContacts extends Migration {
  override name = 'Migration20261231000300DeletedContacts';

  override up(): void {
    this.addSql(`alter table notifications.contacts add column deleted_at timestamptz`);
  }
}
