import { Migration } from '@mikro-orm/migrations';

/**
 * When in each period a subject was first seen, by the hour: what a period's distinct counts were
 * at an elapsed time (the dashboards compare a period under way with the previous one up to the
 * same hour) without reading every subject of the period. `first_seen_hourly` holds, per
 * granularity, period, metric, hour and country, how many subjects were first seen in that period
 * in that hour (in the country of their first day there); `first_seen_state` how far it is filled
 * (`done_until`) and the earliest hour a late rollup batch changed since (`stale_from`). Filled
 * from `distinct_seen` by FirstSeenJob (rollup/first-seen.job.ts).
 *
 * Both read distinct_seen by metric, day and the time in the day (an hour of a day), so its
 * (metric, day) index gains `first_at`; the rows kept before `first_at` existed get midnight, as
 * every reader already took them, and the column is required from here on.
 */
export class Migration20270101000400FirstSeen extends Migration {
  override name = 'Migration20270101000400FirstSeen';

  override up(): void {
    this.addSql(`create table analytics.first_seen_hourly (
      granularity text not null,
      period date not null,
      metric text not null,
      hour timestamptz not null,
      country text not null default '',
      count bigint not null,
      primary key (granularity, period, metric, hour, country)
    )`);
    this.addSql(`update analytics.distinct_seen set first_at = day::timestamp at time zone 'UTC'
      where first_at is null`);
    this.addSql(`alter table analytics.distinct_seen alter column first_at set not null`);
    this.addSql(`create index distinct_seen_seen_idx on analytics.distinct_seen (metric, day, first_at)`);
    this.addSql(`drop index analytics.distinct_seen_day_idx`);
    this.addSql(`create index first_seen_hourly_hour_idx on analytics.first_seen_hourly (hour)`);
    this.addSql(`create table analytics.first_seen_state (
      name text primary key,
      done_until timestamptz not null,
      stale_from timestamptz
    )`);
  }
}
