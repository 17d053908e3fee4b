import { Migration } from '@mikro-orm/migrations';

/**
 * Carts, wishlists and the product read model they are priced from. Unqualified names: the migrator
 * runs with the cart schema as search_path.
 */
export class Migration20261220000100Cart extends Migration {
  override name = 'Migration20261220000100Cart';

  override up(): void {
    // Catalogue's products as its events last described them, whatever their status: a row for an
    // archived product is what stops an older "published" event, delivered late, from reviving it.
    this.addSql(`create table product_snapshot (
      product_id uuid primary key,
      seller_id uuid not null,
      title text not null,
      currency char(3) not null,
      price_tiers jsonb not null,
      unit text not null,
      moq integer not null check (moq >= 1),
      image_url text,
      ready_to_ship boolean not null default false,
      status text not null check (status in ('published', 'pending_review', 'rejected', 'archived')),
      event_at timestamptz not null,
      event_id uuid not null,
      updated_at timestamptz not null default now()
    )`);

    // One row per buyer who ever had a cart or a wishlist: writes lock it, so one buyer's
    // concurrent requests (two tabs, a merge at sign-in) take turns and limits hold.
    this.addSql(`create table carts (
      user_id uuid primary key,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);

    // A line keeps the price the buyer accepted; catalogue events never write here (see README).
    this.addSql(`create table cart_lines (
      id uuid primary key,
      user_id uuid not null references carts (user_id) on delete cascade,
      product_id uuid not null,
      quantity integer not null check (quantity between 1 and 1000000),
      seller_id uuid not null,
      title text not null,
      image_url text,
      unit text not null,
      currency char(3) not null,
      unit_price_minor bigint not null check (unit_price_minor >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint cart_lines_user_product_key unique (user_id, product_id)
    )`);

    this.addSql(`create table wishlist_items (
      id uuid primary key,
      user_id uuid not null references carts (user_id) on delete cascade,
      product_id uuid not null,
      created_at timestamptz not null default now(),
      constraint wishlist_items_user_product_key unique (user_id, product_id)
    )`);
    this.addSql(`create index wishlist_items_user_created_idx on wishlist_items (user_id, created_at desc)`);
  }
}
