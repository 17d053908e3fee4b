import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { EventOutbox } from './event-outbox.js';
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
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private unsubscribe?: () => void;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;

  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: EventOutbox,
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
  ) {
    this.pollMs = options.relay?.pollMs ?? 500;
    this.batchSize = options.relay?.batchSize ?? 100;
    this.leaseMs = options.relay?.leaseMs ?? 15_000;
  }

  onApplicationBootstrap(): void {
    if (this.options.relay?.enabled === false) return;
    this.unsubscribe = this.outbox.onAdded(() => this.schedule(15));
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    await this.running;
    await this.releaseLease().catch(() => undefined);
  }

  /** Runs one pass now (tests and shutdown hooks use it); concurrent calls share the pass. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    this.running = this.pass().finally(() => (this.running = undefined));
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(this.inOwnContext, delayMs);
    this.timer.unref();
  }

  /**
   * Bound once, at construction, so passes never run inside the request whose write nudged the
   * relay (its ids and request-scoped EntityManager belong to that request alone).
   */
  private readonly inOwnContext = AsyncResource.bind((): void => {
    this.running = this.pass()
      .catch((err: unknown) => this.log.error({ err }, 'outbox relay pass failed'))
      .finally(() => {
        this.running = undefined;
        const next = this.again ? 0 : this.pollMs;
        this.again = false;
        this.schedule(next);
      });
  });

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
