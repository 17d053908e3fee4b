import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { PollingLoop } from '@sokoni/platform/events';
import { SCHEMA } from '../analytics.schema.js';
import { addPeriods, isoDay, utcDay } from './calendar.js';
import { RARE_QUERY_KEPT_DAYS, SEARCH_QUERY_FLOOR, TOTAL_QUERY } from './search-queries.js';

const CHUNK = 5_000;
// Constants inlined, not bound: the planner must see them to use the partial index of rare rows.
const TOTAL = `'${TOTAL_QUERY}'`;

/**
 * Rollups are history and stay, but search_daily holds text people typed: a query searched fewer
 * than SEARCH_QUERY_FLOOR times on a day is, more often than any other, one person's words (and
 * now and then a name or an order number). Such rows are deleted once the day is more than
 * RARE_QUERY_KEPT_DAYS old, hourly, in chunks. The day's total row (TOTAL_QUERY) already counts
 * their searches and stays, so totals and zero-result rates never change; what goes is text the
 * dashboards could only have shown had the query reached the floor over a longer period (a
 * month's list then counts an old query on the days it reached the floor on its own).
 *
 * A rollup batch adding to a row at the same moment is safe either way: the delete re-checks
 * `searches < floor` on the row it locks (a row that just reached the floor stays), and a row the
 * rollup inserts after the delete holds only that batch's searches, deleted by a later pass if rare.
 */
@Injectable()
export class SearchPruneJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(SearchPruneJob.name);
  private readonly loop: PollingLoop;
  private stopping = false;

  constructor(private readonly orm: MikroORM) {
    this.loop = new PollingLoop(
      'analytics search prune',
      async () => void (await this.runOnce()),
      3_600_000,
      this.log,
    );
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.loop.stop();
  }

  /** Deletes the rare queries of every day before today (UTC) − RARE_QUERY_KEPT_DAYS at `now`; returns how many rows. */
  async runOnce(now = new Date()): Promise<number> {
    const before = isoDay(addPeriods('day', utcDay(now), -RARE_QUERY_KEPT_DAYS));
    let deleted = 0;
    while (!this.stopping) {
      const rows = await this.orm.em.fork().execute<{ n: string }[]>(
        `with gone as (
           delete from ${SCHEMA}.search_daily d
           where (d.day, d.query, d.country) in (
                   select r.day, r.query, r.country from ${SCHEMA}.search_daily r
                   where r.day < ?::date and r.searches < ${SEARCH_QUERY_FLOOR} and r.query <> ${TOTAL}
                   limit ${CHUNK})
             and d.day < ?::date and d.searches < ${SEARCH_QUERY_FLOOR} and d.query <> ${TOTAL}
           returning 1)
         select count(*)::text as n from gone`,
        [before, before],
      );
      const n = Number(rows[0]?.n ?? 0);
      deleted += n;
      if (n < CHUNK) break;
    }
    if (deleted > 0) this.log.log({ deleted, before }, 'rare search queries deleted');
    return deleted;
  }
}
