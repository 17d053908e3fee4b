import { Migration } from '@mikro-orm/migrations';

/**
 * Trade's read models of catalogue data (services/trade/src/catalog): product snapshots for pricing
 * orders, and the FX rates checkout locks. Both are rebuilt from catalogue's events alone.
 */
export class Migration20261124000200Catalog extends Migration {
  override name = 'Migration20261124000200Catalog';

  override up(): void {
    this.addSql(`create table trade.trade_product (
      id uuid primary key,
      seller_id uuid not null,
      title text not null,
      currency char(3) not null,
      price_tiers jsonb not null default '[]',
      moq integer not null check (moq >= 1),
      unit text not null,
      image_url text,
      ready_to_ship boolean not null default false,
      status text not null check (status in ('submitted', 'published', 'rejected', 'archived')),
      event_at timestamptz not null,
      event_id text not null,
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create index trade_product_seller_idx on trade.trade_product (seller_id, title, id)`);

    // numeric without a scale: the decimal text catalogue sends comes back exactly as sent.
    this.addSql(`create table trade.trade_fx_rate (
      currency char(3) primary key,
      per_usd numeric not null check (per_usd > 0),
      minor_digits smallint not null check (minor_digits between 0 and 4),
      version bigint not null,
      effective_at timestamptz not null,
      digest text not null,
      received_at timestamptz not null default now()
    )`);
  }
}
