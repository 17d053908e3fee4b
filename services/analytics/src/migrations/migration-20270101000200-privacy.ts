import { Migration } from '@mikro-orm/migrations';

/**
 * Privacy and fair comparisons:
 * - `erased_user`: users who deleted their account, as a one-way hash of the id only, so that a late
 *   event about them (a redelivery, another topic) never brings their id back;
 * - `user_profile.signed_out_at`: the user's latest sign-out anywhere, so a beacon (no token) is
 *   attributed to the user linked to its anonymous id only when that link is newer;
 * - `user_profile.business_name`: a seller's public storefront name (identity's company name), for the
 *   sellers report; a company's name, never a person's;
 * - `distinct_seen.first_at` and `country`: when in its day a subject was first seen, and where, so a
 *   partial period is compared with the same elapsed part of the one before (rows before this
 *   migration count from midnight, country unknown).
 */
export class Migration20270101000200Privacy extends Migration {
  override name = 'Migration20270101000200Privacy';

  override up(): void {
    this.addSql(`create table analytics.erased_user (
      id_hash bytea primary key,
      erased_at timestamptz not null)`);
    this.addSql(`alter table analytics.user_profile
      add column signed_out_at timestamptz,
      add column business_name text not null default '',
      add column business_name_at timestamptz not null default '-infinity'`);
    this.addSql(`alter table analytics.distinct_seen
      add column first_at timestamptz,
      add column country text not null default ''`);
    this.addSql(`create index distinct_seen_day_idx on analytics.distinct_seen (metric, day)`);
  }
}
