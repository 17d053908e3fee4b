import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { EventOutbox } from './event-outbox.js';
import { PollingLoop } from './polling-loop.js';
import { EVENT_TRANSPORT, EVENTS_OPTIONS, type EventsModuleOptions } from './events.options.js';
import type { EventTransport } from './transport/event-transport.port.js';

interface OutboxRow {
  id: string;
  topic: string;
  key: string;
  value: Buffer;
  headers: Record<string, string>;
}

/**
 * Publishes committed outbox rows in creation order. One relay per service holds a lease at a
 * time, so two replicas never publish the same aggregate's events out of order. A row is marked
 * published only after the transport accepted it; a crash in between re-sends it, which consumers'
 * inboxes absorb. No transaction is held while publishing: on the embedded database one open
 * transaction would stall every other connection, including the consumers the publish waits for.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(OutboxRelay.name);
  private readonly holder = randomUUID();
  private readonly loop: PollingLoop;
  private unsubscribe?: () => void;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: EventOutbox,
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
  ) {
    this.batchSize = options.relay?.batchSize ?? 100;
    this.leaseMs = options.relay?.leaseMs ?? 15_000;
    this.loop = new PollingLoop(
      'outbox relay pass',
      () => this.pass(),
      options.relay?.pollMs ?? 500,
      this.log,
    );
  }

  onApplicationBootstrap(): void {
    if (this.options.relay?.enabled === false) return;
    this.unsubscribe = this.outbox.onAdded(() => this.loop.nudge(15));
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    await this.loop.stop();
    await this.releaseLease().catch(() => undefined);
  }

  /** Runs one pass now (tests and shutdown hooks use it); concurrent calls share the pass. */
  flush(): Promise<void> {
    return this.loop.runNow();
  }

  private async pass(): Promise<void> {
    if (!(await this.acquireLease())) return;
    for (;;) {
      const rows = await this.nextBatch();
      if (rows.length === 0) return;
      try {
        await this.transport.publish(
          rows.map((r) => ({
            topic: r.topic,
            key: r.key,
            value: new Uint8Array(r.value),
            headers: r.headers,
          })),
        );
      } catch (err) {
        await this.recordFailure(rows, err);
        throw err;
      }
      await this.markPublished(rows.map((r) => r.id));
      if (rows.length < this.batchSize || this.stopped) return;
    }
  }

  private get schema(): string {
    return `"${this.options.schema}"`;
  }

  private async acquireLease(): Promise<boolean> {
    const rows = await this.orm.em.fork().execute<{ holder: string }[]>(
      `insert into ${this.schema}.relay_lease (name, holder, expires_at)
       values ('outbox', ?, now() + make_interval(secs => ?))
       on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
       where relay_lease.holder = excluded.holder or relay_lease.expires_at < now()
       returning holder`,
      [this.holder, this.leaseMs / 1000],
    );
    return rows.length === 1;
  }

  private async releaseLease(): Promise<void> {
    await this.orm.em
      .fork()
      .execute(`delete from ${this.schema}.relay_lease where name = 'outbox' and holder = ?`, [this.holder]);
  }

  private async nextBatch(): Promise<OutboxRow[]> {
    return this.orm.em
      .fork()
      .execute<OutboxRow[]>(
        `select id, topic, key, value, headers from ${this.schema}.outbox where published_at is null order by id limit ?`,
        [this.batchSize],
      );
  }

  private async markPublished(ids: string[]): Promise<void> {
    await this.orm.em
      .fork()
      .execute(
        `update ${this.schema}.outbox set published_at = now(), attempts = attempts + 1 where id in (?)`,
        [ids],
      );
  }

  private async recordFailure(rows: OutboxRow[], err: unknown): Promise<void> {
    const message = err instanceof Error ? err.message : String(err);
    await this.orm.em
      .fork()
      .execute(`update ${this.schema}.outbox set attempts = attempts + 1, last_error = ? where id in (?)`, [
        message.slice(0, 2000),
        rows.map((r) => r.id),
      ])
      .catch(() => undefined);
  }
}
