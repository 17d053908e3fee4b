import { Migration } from '@mikro-orm/migrations';
import { Migration20261210000000EventFailures } from './event-failures.migration.js';

/**
 * The tables the event layer needs in every service's schema: the transactional outbox, the inbox
 * that makes redelivery harmless, and the lease that keeps one relay per service publishing (so
 * per-aggregate order survives several replicas). Unqualified names: the migrator runs with the
 * service's schema as search_path. Every service lists these migrations first
 * (EVENT_TABLE_MIGRATIONS below).
 */
export class Migration20261122000000EventTables extends Migration {
  override name = 'Migration20261122000000EventTables';

  override up(): void {
    this.addSql(`create table outbox (
      id uuid primary key,
      topic text not null,
      key text not null,
      value bytea not null,
      headers jsonb not null default '{}',
      created_at timestamptz not null default now(),
      published_at timestamptz,
      attempts int not null default 0,
      last_error text
    )`);
    this.addSql(`create index outbox_unpublished_idx on outbox (id) where published_at is null`);
    this.addSql(`create table inbox (
      event_id uuid not null,
      consumer_group text not null,
      topic text not null,
      handled_at timestamptz not null default now(),
      primary key (event_id, consumer_group)
    )`);
    this.addSql(`create table relay_lease (
      name text primary key,
      holder text not null,
      expires_at timestamptz not null
    )`);
  }

  override down(): void {
    this.addSql('drop table relay_lease');
    this.addSql('drop table inbox');
    this.addSql('drop table outbox');
  }
}

/**
 * Every migration of the event layer, in order. Services list these first (servicePlatform does),
 * so a database made before a later one (dead letters) gets it on the next start.
 */
export const EVENT_TABLE_MIGRATIONS = [
  Migration20261122000000EventTables,
  Migration20261210000000EventFailures,
] as const;
