import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import type { AnalyticsConfig } from '../analytics.config.js';
import { SCHEMA } from '../analytics.schema.js';
import { addPeriods, isoDay, utcDay } from './calendar.js';
import { DISTINCT_SEEN_METRICS, FILL_STATEMENT, FIRST_SEEN_STATE } from './first-seen.js';
import { ROLLUP_LOCK, ROLLUP_STATE } from './rollup.worker.js';

const HOUR_MS = 3_600_000;
/** An hour is filled this long after its end: ingest transactions still open then are rare. */
const SETTLE_MS = 5 * 60_000;
/** At least a minute: a step is a day of distinct_seen, and an hour fills once. */
const MIN_INTERVAL_MS = 60_000;

type Step = 'busy' | 'waiting' | 'filled' | 'done';

/**
 * Fills first_seen_hourly and first_seen_daily (migrations …0400-first-seen.ts, …0500) from
 * distinct_seen, hour by hour, a UTC day per transaction, once the rollup has added every settled event: the dashboards
 * then read a period's distinct counts at an elapsed hour from a few hundred rows instead of every
 * subject of the period (a month to date against the month before was a second over 10 million
 * events, a quarter nine: bench/analytics). A rollup batch that changes distinct_seen before
 * `done_until` (a late or back-filled event) marks `stale_from`; the next step deletes the cells
 * from that day on and fills them again. Until then, and for the hours not filled yet, the dashboards
 * count from distinct_seen (first-seen.ts), so a figure is never wrong, only slower.
 *
 * Each step holds the rollup's advisory lock: no batch changes distinct_seen while it reads.
 */
@Injectable()
export class FirstSeenJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(FirstSeenJob.name);
  private readonly loop: PollingLoop;
  private stopping = false;

  constructor(
    private readonly orm: MikroORM,
    @InjectConfig() config: AnalyticsConfig,
  ) {
    this.loop = new PollingLoop(
      'analytics first seen',
      async () => void (await this.runOnce()),
      Math.max(MIN_INTERVAL_MS, config.ANALYTICS_ROLLUP_INTERVAL_MS),
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

  /** Fills every whole hour settled at `now`; false when the rollup is behind or busy (nothing done). */
  async runOnce(now = new Date()): Promise<boolean> {
    const target = new Date(Math.floor((now.getTime() - SETTLE_MS) / HOUR_MS) * HOUR_MS);
    let filled = 0;
    while (!this.stopping) {
      const step = await this.orm.em.fork().transactional((em) => this.step(em, target));
      if (step === 'filled') filled += 1;
      else {
        if (filled > 0) this.log.debug({ days: filled, until: target }, 'first sightings filled');
        return step === 'done';
      }
    }
    return false;
  }

  private async step(em: EntityManager, target: Date): Promise<Step> {
    const [lock] = await em.execute<{ locked: boolean }[]>(
      `select pg_try_advisory_xact_lock(hashtext(?)) as locked`,
      [ROLLUP_LOCK],
    );
    if (!lock?.locked) return 'busy';
    // Only when the rollup has added everything settled: a batch still to come would mark hours
    // stale as soon as they were filled.
    const [behind] = await em.execute<{ behind: boolean }[]>(
      `select exists (select 1 from ${SCHEMA}.event e, ${SCHEMA}.rollup_state s
                      where s.name = ? and (e.tx, e.seq) > (s.tx, s.seq)
                        and e.tx < pg_snapshot_xmin(pg_current_snapshot())) as behind`,
      [ROLLUP_STATE],
    );
    if (behind?.behind) return 'waiting';
    const doneUntil = await this.doneUntil(em, target);
    if (!doneUntil || doneUntil >= target) return 'done';
    const next = addPeriods('day', utcDay(doneUntil), 1);
    const to = next < target ? next : target;
    await em.execute(FILL_STATEMENT, [
      DISTINCT_SEEN_METRICS,
      isoDay(doneUntil),
      doneUntil.toISOString(),
      to.toISOString(),
    ]);
    await em.execute(`update ${SCHEMA}.first_seen_state set done_until = ? where name = ?`, [
      to.toISOString(),
      FIRST_SEEN_STATE,
    ]);
    return 'filled';
  }

  /**
   * Where filling goes on: the state's `done_until`, after dropping the hours a late batch made
   * stale; on the first run the midnight of the earliest day seen (or `target` with nothing seen).
   */
  private async doneUntil(em: EntityManager, target: Date): Promise<Date | undefined> {
    const [state] = await em.execute<{ done_until: Date; stale_from: Date | null }[]>(
      `select done_until, date_trunc('hour', stale_from at time zone 'UTC') at time zone 'UTC' as stale_from
       from ${SCHEMA}.first_seen_state where name = ?`,
      [FIRST_SEEN_STATE],
    );
    if (!state) {
      const [first] = await em.execute<{ day: string | null }[]>(
        `select min((select min(day) from ${SCHEMA}.distinct_seen where metric = m))::text as day
         from unnest(array[?]::text[]) m`,
        [DISTINCT_SEEN_METRICS],
      );
      const start = first?.day ? new Date(`${first.day}T00:00:00Z`) : target;
      await em.execute(`insert into ${SCHEMA}.first_seen_state (name, done_until) values (?, ?)`, [
        FIRST_SEEN_STATE,
        start.toISOString(),
      ]);
      return start;
    }
    const done = new Date(state.done_until);
    if (!state.stale_from) return done;
    const stale = new Date(state.stale_from);
    // From the stale day's midnight: its daily cell sums every hour filled that day, so the day is
    // filled again whole.
    const from = utcDay(stale < done ? stale : done);
    await em.execute(`delete from ${SCHEMA}.first_seen_hourly where hour >= ?`, [from.toISOString()]);
    await em.execute(`delete from ${SCHEMA}.first_seen_daily where day >= ?::date`, [isoDay(from)]);
    await em.execute(
      `update ${SCHEMA}.first_seen_state set done_until = ?, stale_from = null where name = ?`,
      [from.toISOString(), FIRST_SEEN_STATE],
    );
    return from;
  }
}
