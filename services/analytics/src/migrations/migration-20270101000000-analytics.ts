import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 14: raw events, their hourly and daily rollups, exact distinct counts per calendar period,
 * the read models fed by other services' events, and A/B experiments. No foreign keys leave the
 * schema (DESIGN §3): ids of users, products and sellers are other services' and arrive by events.
 */
export class Migration20270101000000Analytics extends Migration {
  override name = 'Migration20270101000000Analytics';

  override up(): void {
    this.addSql(`create schema if not exists analytics`);
    // Raw facts. `tx` is the writing transaction: the rollup reads only rows below the oldest
    // transaction still running, so a slow ingest is never skipped by the watermark.
    this.addSql(`create table analytics.event (
      id uuid primary key,
      tx xid8 not null default pg_current_xact_id(),
      seq bigint generated always as identity,
      occurred_at timestamptz not null,
      received_at timestamptz not null default now(),
      source text not null check (source in ('browser', 'server')),
      name text not null,
      anonymous_id uuid,
      user_id uuid,
      country text not null default '',
      category text not null default '',
      seller_id uuid,
      product_id uuid,
      amount_usd bigint not null default 0,
      props jsonb not null default '{}'
    )`);
    this.addSql(`create index event_rollup_idx on analytics.event (tx, seq)`);
    this.addSql(`create index event_occurred_idx on analytics.event (occurred_at)`);
    this.addSql(
      `create table analytics.rollup_state (name text primary key, tx xid8 not null, seq bigint not null)`,
    );

    for (const [table, bucket] of [
      ['metric_hourly', 'timestamptz'],
      ['metric_daily', 'date'],
    ] as const)
      this.addSql(`create table analytics.${table} (
        bucket ${bucket} not null,
        metric text not null,
        country text not null,
        category text not null,
        count bigint not null default 0,
        amount_usd bigint not null default 0,
        primary key (metric, bucket, country, category)
      )`);
    this.addSql(`create table analytics.seller_daily (
      bucket date not null,
      seller_id uuid not null,
      product_id uuid not null,
      buyer_country text not null,
      metric text not null,
      count bigint not null default 0,
      amount_usd bigint not null default 0,
      primary key (seller_id, bucket, metric, product_id, buyer_country)
    )`);
    // Each seller's day without the product and country split: the all-sellers report reads this.
    this.addSql(`create table analytics.seller_total_daily (
      bucket date not null,
      metric text not null,
      seller_id uuid not null,
      count bigint not null default 0,
      amount_usd bigint not null default 0,
      primary key (bucket, metric, seller_id)
    )`);
    // One row per subject, metric and UTC day it was active; longer periods are ranges of days.
    this.addSql(`create table analytics.distinct_seen (
      metric text not null,
      subject uuid not null,
      day date not null,
      primary key (metric, subject, day)
    )`);
    this.addSql(`create table analytics.distinct_count (
      granularity text not null,
      period date not null,
      metric text not null,
      country text not null,
      count bigint not null default 0,
      primary key (granularity, period, metric, country)
    )`);

    // What analytics knows of other services, from their events.
    this.addSql(`create table analytics.product (
      id uuid primary key, seller_id uuid not null, category text not null default '', title text not null default '')`);
    this.addSql(`create table analytics.user_profile (
      id uuid primary key, country text not null default '', role text not null default 'buyer',
      plan text not null default 'starter')`);
    this.addSql(`create table analytics.category (id uuid primary key, root_slug text not null)`);
    this.addSql(
      `create table analytics.fx_rate (currency text primary key, per_usd numeric not null, digits int not null)`,
    );

    this.addSql(`create table analytics.experiment (
      id uuid primary key,
      key text not null unique,
      name text not null,
      description text not null default '',
      status text not null check (status in ('draft', 'running', 'stopped')),
      traffic_percent int not null check (traffic_percent between 0 and 100),
      variants jsonb not null,
      goals text[] not null default '{add_to_cart,rfq_submit,purchase}',
      started_at timestamptz,
      stopped_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`);
    this.addSql(`create table analytics.assignment (
      experiment_id uuid not null,
      subject uuid not null,
      user_id uuid,
      variant text,
      assigned_at timestamptz not null,
      exposed_at timestamptz,
      primary key (experiment_id, subject)
    )`);
    this.addSql(`create index assignment_user_idx on analytics.assignment (experiment_id, user_id)
      where user_id is not null`);
    this.addSql(`create table analytics.identity_link (
      anonymous_id uuid primary key, user_id uuid not null, linked_at timestamptz not null)`);
    this.addSql(`create index identity_link_user_idx on analytics.identity_link (user_id)`);
    this.addSql(`create table analytics.conversion (
      experiment_id uuid not null,
      subject uuid not null,
      goal text not null,
      variant text not null,
      converted_at timestamptz not null,
      primary key (experiment_id, subject, goal)
    )`);
    this.addSql(`create table analytics.experiment_counter (
      experiment_id uuid not null,
      variant text not null,
      metric text not null,
      count bigint not null default 0,
      primary key (experiment_id, variant, metric)
    )`);

    // The spec's two experiments (§9), running from the first start.
    this.addSql(`insert into analytics.experiment
      (id, key, name, description, status, traffic_percent, variants, started_at, created_at, updated_at) values
      ('01938a00-0000-7000-8000-000000000001', 'hero_cta_test', 'Hero call to action',
       'The home page hero: the search call to action against a buying-request call to action.',
       'running', 100, '[{"key":"control","name":"Control","weight":50},{"key":"variant_a","name":"Variant A","weight":50}]',
       now(), now(), now()),
      ('01938a00-0000-7000-8000-000000000002', 'product_layout_test', 'Product list layout',
       'The product list as a grid of cards against a list of rows.',
       'running', 50, '[{"key":"grid","name":"Grid","weight":50},{"key":"list","name":"List","weight":50}]',
       now(), now(), now())`);
  }
}
