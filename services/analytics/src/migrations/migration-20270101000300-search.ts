import { Migration } from '@mikro-orm/migrations';

/**
 * What buyers search for: searches and zero-result searches per UTC day and query (the server's
 * `search_performed` facts), filled by the rollup like the other cells. `country` is the buyer's
 * country when a fact has one; search facts carry none today (the catalogue's country filter is
 * the products' origin, not the searcher's), so it is ''. `query` '' is the day's total, redacted
 * searches included (TOTAL_QUERY, rollup/search-queries.ts).
 *
 * Two partial indexes: the totals (a row a day, where the primary key would read every query of
 * every day in the range), and the rows the prune job deletes (rare queries of old days) without
 * reading the history of popular ones; the latter's 3 is SEARCH_QUERY_FLOOR when this was written
 * (a larger floor later only stops the planner using it, never gives a wrong answer).
 */
export class Migration20270101000300Search extends Migration {
  override name = 'Migration20270101000300Search';

  override up(): void {
    this.addSql(`create table analytics.search_daily (
      day date not null,
      query text not null,
      country text not null default '',
      searches bigint not null default 0,
      zero_results bigint not null default 0,
      primary key (day, query, country)
    )`);
    this.addSql(`create index search_daily_total_idx on analytics.search_daily (day) where query = ''`);
    this.addSql(`create index search_daily_rare_idx on analytics.search_daily (day)
      where searches < 3 and query <> ''`);
  }
}
