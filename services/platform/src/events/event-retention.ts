import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { QueryResult } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { EventMetrics } from './event-metrics.js';
import { EVENTS_OPTIONS, type EventsModuleOptions } from './events.options.js';
import { PollingLoop } from './polling-loop.js';

const DAY_MS = 86_400_000;
/** Rows per delete statement: short transactions that never hold many locks at once. */
const BATCH = 5_000;

/**
 * Deletes published outbox rows and inbox rows past their retention (OUTBOX_RETENTION_DAYS,
 * INBOX_RETENTION_DAYS), hourly, in small batches. Unpublished and set-aside outbox rows are never
 * deleted. Replicas may prune at the same time: each batch deletes what is still there.
 *
 * The inbox period bounds how late a redelivery may come and still be recognised: keep it above
 * the broker's retention and above how long dead letters wait before someone replays them.
 */
@Injectable()
export class EventRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(EventRetention.name);
  private readonly loop: PollingLoop;
  readonly outboxDays: number;
  readonly inboxDays: number;

  constructor(
    private readonly orm: MikroORM,
    private readonly metrics: EventMetrics,
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
  ) {
    this.outboxDays = options.retention?.outboxDays ?? 7;
    this.inboxDays = options.retention?.inboxDays ?? 30;
    if (!(this.outboxDays > 0) || !(this.inboxDays > 0))
      throw new Error('event retention must be positive days');
    this.loop = new PollingLoop(
      'event retention',
      () => this.prune().then(() => undefined),
      options.retention?.intervalMs ?? 3_600_000,
      this.log,
    );
  }

  onApplicationBootstrap(): void {
    // A one-off command (relay disabled) leaves housekeeping to the running service.
    if (this.options.relay?.enabled !== false) this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** One pruning pass; returns the rows deleted per table. */
  async prune(now: Date = new Date()): Promise<{ outbox: number; inbox: number }> {
    const schema = `"${this.options.schema}"`;
    const outbox = await this.deleteAll(
      `delete from ${schema}.outbox where id in (
         select id from ${schema}.outbox where published_at < ?::timestamptz limit ${BATCH})`,
      new Date(now.getTime() - this.outboxDays * DAY_MS),
    );
    const inbox = await this.deleteAll(
      `delete from ${schema}.inbox where (event_id, consumer_group) in (
         select event_id, consumer_group from ${schema}.inbox where handled_at < ?::timestamptz limit ${BATCH})`,
      new Date(now.getTime() - this.inboxDays * DAY_MS),
    );
    if (outbox > 0) this.metrics.pruned.inc({ table: 'outbox' }, outbox);
    if (inbox > 0) this.metrics.pruned.inc({ table: 'inbox' }, inbox);
    if (outbox + inbox > 0) this.log.log({ outbox, inbox }, 'pruned handled event rows');
    return { outbox, inbox };
  }

  private async deleteAll(sql: string, before: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const result = await this.orm.em.fork().execute<QueryResult>(sql, [before.toISOString()], 'run');
      const deleted = result.affectedRows;
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }
}
