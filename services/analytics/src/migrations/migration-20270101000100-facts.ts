import { Migration } from '@mikro-orm/migrations';

/**
 * What turning other services' events into facts needs beyond the read models' columns:
 * - event-time clocks on the read models, so an older event delivered late never undoes a newer one
 *   (each field of a profile has its own: registration, profile edits, role and plan are separate topics);
 * - categories' paths, so a move rewrites the root of every category (and product) under it;
 * - the version of the FX table held, so only a newer table replaces it;
 * - two "seen" tables: a product's first publication and a conversation's first message count once.
 */
export class Migration20270101000100Facts extends Migration {
  override name = 'Migration20270101000100Facts';

  override up(): void {
    this.addSql(`alter table analytics.user_profile
      add column country_at timestamptz not null default '-infinity',
      add column role_at timestamptz not null default '-infinity',
      add column plan_at timestamptz not null default '-infinity'`);
    this.addSql(`alter table analytics.product
      add column category_id uuid,
      add column updated_at timestamptz not null default '-infinity'`);
    this.addSql(`create index product_category_idx on analytics.product (category_id)`);
    this.addSql(`alter table analytics.category
      add column path text not null default '',
      add column updated_at timestamptz not null default '-infinity'`);
    this.addSql(`create index category_path_idx on analytics.category (path text_pattern_ops)`);
    this.addSql(`create table analytics.fx_state (
      id boolean primary key default true check (id),
      version bigint not null,
      effective_at timestamptz not null)`);
    this.addSql(
      `create table analytics.published_product (product_id uuid primary key, first_at timestamptz not null)`,
    );
    this.addSql(
      `create table analytics.conversation_seen (conversation_id uuid primary key, first_at timestamptz not null)`,
    );
  }
}
