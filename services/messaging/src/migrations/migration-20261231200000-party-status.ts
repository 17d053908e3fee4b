import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a party can be written to (identity's suspended / reinstated / deleted events).
 * Suspension has its own clock, `suspension_at`: it comes on other topics than the profile, so an
 * older profile event must not be refused because of a newer suspension (and the reverse).
 * `deleted_at` is final: identity never brings a deleted account back.
 */
export class Migration20261231200000PartyStatus extends Migration {
  override name = 'Migration20261231200000PartyStatus';

  override up(): void {
    this.addSql(`alter table messaging.party
      add column suspended boolean not null default false,
      add column suspension_at timestamptz,
      add column deleted_at timestamptz`);
  }
}
