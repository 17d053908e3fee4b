import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import type { AnalyticsConfig } from '../analytics.config.js';
import { SCHEMA } from '../analytics.schema.js';
import { ROLLUP_STATE } from './rollup.worker.js';

const DAY_MS = 86_400_000;
const CHUNK = 5_000;

/**
 * Deletes raw events older than ANALYTICS_RAW_RETENTION_DAYS, hourly, in chunks (each its own short
 * statement, so ingestion never waits long on it). Only events at or below the rollup watermark go:
 * an old event not yet added to the rollups (a backlog, a late batch) waits until it has been.
 */
@Injectable()
export class RawRetentionJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(RawRetentionJob.name);
  private readonly loop: PollingLoop;
  private stopping = false;

  constructor(
    private readonly orm: MikroORM,
    @InjectConfig() private readonly config: AnalyticsConfig,
  ) {
    this.loop = new PollingLoop(
      'analytics raw retention',
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

  /** Deletes every rolled-up event older than the retention at `now`; returns how many. */
  async runOnce(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.ANALYTICS_RAW_RETENTION_DAYS * DAY_MS);
    let deleted = 0;
    while (!this.stopping) {
      const rows = await this.orm.em.fork().execute<{ n: string }[]>(
        `with gone as (
           delete from ${SCHEMA}.event where id in (
             select e.id from ${SCHEMA}.event e
             where e.occurred_at < ?::timestamptz
               and (e.tx, e.seq) <= (select s.tx, s.seq from ${SCHEMA}.rollup_state s where s.name = ?)
             limit ${CHUNK})
           returning 1)
         select count(*)::text as n from gone`,
        [cutoff.toISOString(), ROLLUP_STATE],
      );
      const n = Number(rows[0]?.n ?? 0);
      deleted += n;
      if (n < CHUNK) break;
    }
    if (deleted > 0) this.log.log({ deleted, cutoff: cutoff.toISOString() }, 'raw analytics events deleted');
    return deleted;
  }
}
