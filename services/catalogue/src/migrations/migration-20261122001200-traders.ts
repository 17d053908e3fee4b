import { Migration } from '@mikro-orm/migrations';

/**
 * What identity has told the catalogue about each trader, buyers included. identity.user.role_changed
 * carries no company name or country, so when a buyer becomes a seller the storefront is built from
 * this row. Each group of facts keeps the time of the event it came from: events of different topics
 * arrive in any order, and an older one must never overwrite a newer one.
 */
export class Migration20261122001200Traders extends Migration {
  override name = 'Migration20261122001200Traders';

  override up(): void {
    this.addSql(`create table catalogue.traders (
      user_id uuid primary key,
      business_name text,
      country char(2),
      city text,
      profile_at timestamptz,
      role text check (role in ('buyer', 'seller', 'both', 'admin')),
      role_at timestamptz,
      suspended boolean not null default false,
      suspension_at timestamptz
    )`);
    // Storefront filters: "verified" and the listing order.
    this.addSql(
      `create index suppliers_listing_idx on catalogue.suppliers (verification_status, company_name) where seller and not suspended`,
    );
  }
}
