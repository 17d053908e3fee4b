import { Migration } from '@mikro-orm/migrations';

/**
 * Buyers' address books. Checkout keeps its own copy of the address it ships to, so entries are
 * deleted outright; one default per buyer.
 */
export class Migration20261225200010BuyerAddresses extends Migration {
  override name = 'Migration20261225200010BuyerAddresses';

  override up(): void {
    this.addSql(`create table trade.buyer_addresses (
      id uuid primary key,
      buyer_id uuid not null,
      label text,
      full_name text not null,
      company text,
      line1 text not null,
      line2 text,
      city text not null,
      region text,
      postal_code text,
      country char(2) not null,
      phone text not null,
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create index buyer_addresses_buyer_idx on trade.buyer_addresses (buyer_id, created_at)`);
    this.addSql(`create unique index buyer_addresses_default_uq on trade.buyer_addresses (buyer_id)
      where is_default`);
  }
}
