import { Migration } from '@mikro-orm/migrations';

/**
 * Sellers' account and phone numbers sealed at rest (PayoutDestinationVault): new columns for the
 * sealed values, and the plaintext columns no longer required. A migration has no encryption key,
 * so rows stored in plaintext by older versions are sealed — and their fingerprints, which held
 * the number too, replaced by keyed ones — when trade starts (PayoutDestinationSealing), which
 * then clears the plaintext columns.
 */
export class Migration20261224000100SealedPayoutDestinations extends Migration {
  override name = 'Migration20261224000100SealedPayoutDestinations';

  override up(): void {
    this.addSql(`alter table trade.payout_destination add column account_number_sealed text`);
    this.addSql(`alter table trade.payout_destination add column phone_sealed text`);
    // The checks of Migration20261124000740 (named by PostgreSQL) required the plaintext columns.
    this.addSql(`alter table trade.payout_destination
      drop constraint payout_destination_check,
      drop constraint payout_destination_check1,
      add constraint payout_destination_bank_account_ck check (kind <> 'bank_account' or (
        bank_code is not null and country is not null
        and (account_number_sealed is not null or account_number is not null))),
      add constraint payout_destination_mobile_money_ck check (kind <> 'mobile_money' or (
        network is not null and country is not null
        and (phone_sealed is not null or phone is not null)))`);
    // What is left to seal, found without reading the table at every start.
    this.addSql(`create index payout_destination_unsealed_idx on trade.payout_destination (id)
      where account_number is not null or phone is not null or fingerprint not like 'hmac:%'`);
  }
}
