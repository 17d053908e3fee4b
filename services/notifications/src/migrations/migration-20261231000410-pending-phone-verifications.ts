import { Migration } from '@mikro-orm/migrations';

/**
 * identity.user.phone_verified.v1 for a user whose contact is not stored yet (another topic, no
 * order between them): kept here and applied when the contact arrives, rather than a contact row
 * with no address that the mailers would take for a real one.
 */
export class Migration20261231000410PendingPhoneVerifications extends Migration {
  override name = 'Migration20261231000410PendingPhoneVerifications';

  override up(): void {
    this.addSql(`create table notifications.pending_phone_verifications (
      user_id uuid primary key,
      phone text not null,
      verified_at timestamptz not null
    )`);
  }
}
