import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue's tables. Products carry denormalized copies of what search filters and ranks on
 * (category path and names, supplier name and verification, the USD-normalized lowest price) so a
 * search touches one table and its indexes, even at a million rows. Runs with search_path set to
 * the catalogue schema; the extensions are database-wide (PostgreSQL contrib, bundled by PGlite).
 */
export class Migration20261122001000Catalogue extends Migration {
  override name = 'Migration20261122001000Catalogue';

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm with schema public`);
    this.addSql(`create extension if not exists unaccent with schema public`);
    // unaccent() is only STABLE (its dictionary could change); indexes need an IMMUTABLE wrapper.
    this.addSql(`create or replace function f_unaccent(text) returns text
      language sql immutable parallel safe strict
      as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`);

    this.addSql(`create table categories (
      id uuid primary key,
      parent_id uuid references categories (id),
      slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      path text not null unique,
      depth int not null,
      names jsonb not null,
      position int not null default 0,
      retired_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(
      `create unique index categories_parent_slug_unique on categories (coalesce(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), slug)`,
    );

    this.addSql(`create table suppliers (
      id uuid primary key,
      company_name text not null,
      country char(2) not null,
      city text,
      year_established int,
      employees_band text,
      main_products text[] not null default '{}',
      certifications text[] not null default '{}',
      languages text[] not null default '{}',
      response_time_hours int,
      description text,
      verification_status text not null default 'unverified' check (verification_status in ('unverified', 'pending', 'verified')),
      verified_at timestamptz,
      rating numeric(2, 1),
      rating_count int not null default 0,
      suspended boolean not null default false,
      seller boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create index suppliers_country_idx on suppliers (country)`);
    this.addSql(
      `create index suppliers_name_trgm on suppliers using gin (f_unaccent(lower(company_name)) public.gin_trgm_ops)`,
    );

    this.addSql(`create table products (
      id uuid primary key,
      seller_id uuid not null,
      title text not null,
      description text not null default '',
      category_id uuid not null references categories (id),
      images jsonb not null default '[]',
      unit text not null,
      moq int not null check (moq > 0),
      price_tiers jsonb not null,
      currency char(3) not null,
      min_price_minor bigint not null,
      min_price_usd_cents bigint not null,
      ready_to_ship boolean not null default false,
      lead_time_days int,
      capacity_per_month int,
      origin_country char(2) not null,
      hs_code text,
      incoterms text[] not null default '{}',
      certifications text[] not null default '{}',
      specifications jsonb not null default '[]',
      sample_available boolean not null default false,
      sample_price_minor bigint,
      status text not null default 'draft' check (status in ('draft', 'pending_review', 'published', 'rejected', 'archived')),
      rejection_reason text,
      -- denormalized for search: kept in step by the use-cases and the supplier/category consumers
      category_path text not null,
      category_text text not null default '',
      supplier_name text not null default '',
      supplier_verified boolean not null default false,
      supplier_suspended boolean not null default false,
      search_vector tsvector,
      published_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    // Names are schema-qualified: the function runs with the caller's search_path.
    // Title weighs most, then category and supplier, then description; 'simple' keeps every
    // language's words as written (after unaccent), 'english' adds stems for the English majority.
    this.addSql(`create or replace function products_search_vector() returns trigger language plpgsql as $$
      begin
        new.search_vector :=
          setweight(to_tsvector('simple', catalogue.f_unaccent(coalesce(new.title, ''))), 'A') ||
          setweight(to_tsvector('english', catalogue.f_unaccent(coalesce(new.title, ''))), 'A') ||
          setweight(to_tsvector('simple', catalogue.f_unaccent(coalesce(new.category_text, '') || ' ' || coalesce(new.supplier_name, ''))), 'B') ||
          setweight(to_tsvector('english', catalogue.f_unaccent(coalesce(new.description, ''))), 'C');
        return new;
      end $$`);
    this
      .addSql(`create trigger products_search_vector before insert or update of title, description, category_text, supplier_name
      on products for each row execute function products_search_vector()`);
    // Only what buyers can see is indexed for search; sellers' own lists use the seller index.
    const visible = `where status = 'published' and not supplier_suspended`;
    this.addSql(`create index products_search_idx on products using gin (search_vector) ${visible}`);
    this.addSql(
      `create index products_title_trgm on products using gin (f_unaccent(lower(title)) public.gin_trgm_ops) ${visible}`,
    );
    this.addSql(
      `create index products_category_path_idx on products (category_path text_pattern_ops) ${visible}`,
    );
    this.addSql(`create index products_price_idx on products (min_price_usd_cents) ${visible}`);
    this.addSql(`create index products_published_at_idx on products (published_at desc) ${visible}`);
    this.addSql(`create index products_seller_idx on products (seller_id, updated_at desc)`);
    this.addSql(`create index products_moderation_idx on products (status, updated_at)`);

    this.addSql(`create table fx_rates (
      currency char(3) primary key,
      per_usd numeric(20, 8) not null check (per_usd > 0),
      minor_digits smallint not null check (minor_digits between 0 and 4),
      updated_at timestamptz not null default now()
    )`);
    // Spec §9 base rates per 1 USD (fixed, no random jitter).
    this.addSql(`insert into fx_rates (currency, per_usd, minor_digits) values
      ('USD', 1, 2), ('EUR', 0.85, 2), ('GBP', 0.73, 2), ('CNY', 7.2, 2), ('NGN', 750, 2), ('ZAR', 18.5, 2),
      ('KES', 150, 2), ('GHS', 12, 2), ('EGP', 31, 2), ('MAD', 10, 2), ('TND', 3.1, 3), ('ETB', 55, 2),
      ('UGX', 3700, 0), ('TZS', 2500, 2)`);

    // Words of published titles: the dictionary typo correction looks misspelt query words up in.
    this.addSql(`create table search_words (word text primary key, hits int not null default 1)`);
    this.addSql(`create index search_words_trgm on search_words using gin (word public.gin_trgm_ops)`);

    this.addSql(`create table search_terms (
      term text primary key,
      searches bigint not null default 0,
      seeded boolean not null default false,
      last_searched_at timestamptz
    )`);
    this.addSql(`insert into search_terms (term, searches, seeded) values
      ('cocoa beans', 80, true), ('african print fabrics', 70, true), ('shea butter', 60, true),
      ('mobile phones', 50, true), ('agricultural machinery', 40, true), ('solar panels', 30, true),
      ('cashew nuts', 20, true), ('leather goods', 10, true)`);
  }
}
