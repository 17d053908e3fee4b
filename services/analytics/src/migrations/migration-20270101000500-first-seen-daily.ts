import { Migration } from '@mikro-orm/migrations';

/**
 * first_seen_hourly summed by the day: a year under way compared with the year before read up to
 * 8,760 hourly cells per metric and country and missed the dashboards' 200 ms over 10 million
 * events (bench/analytics); the closed days now come from one cell each. FirstSeenJob adds to both
 * in the same statement; the cells a day already holds are summed once here.
 */
export class Migration20270101000500FirstSeenDaily extends Migration {
  override name = 'Migration20270101000500FirstSeenDaily';

  override up(): void {
    this.addSql(`create table analytics.first_seen_daily (
      granularity text not null,
      period date not null,
      metric text not null,
      day date not null,
      country text not null default '',
      count bigint not null,
      primary key (granularity, period, metric, day, country)
    )`);
    this.addSql(`create index first_seen_daily_day_idx on analytics.first_seen_daily (day)`);
    this.addSql(`insert into analytics.first_seen_daily (granularity, period, metric, day, country, count)
      select granularity, period, metric, (hour at time zone 'UTC')::date, country, sum(count)
      from analytics.first_seen_hourly group by 1, 2, 3, 4, 5`);
  }
}
