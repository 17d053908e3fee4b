import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { isTopicName } from '@sokoni/contracts';
import { randomUUID } from 'node:crypto';
import { EventMetrics } from './event-metrics.js';
import { EventOutbox } from './event-outbox.js';
import { PollingLoop } from './polling-loop.js';
import { EVENT_TRANSPORT, EVENTS_OPTIONS, type EventsModuleOptions } from './events.options.js';
import {
  DEFAULT_RETRY,
  isRecordRejected,
  retryDelay,
  type EventRecord,
  type EventTransport,
} from './transport/event-transport.port.js';
import { DeliveryUnconfirmedError } from './transport/in-process.transport.js';
import { errorText } from './transport/transport.util.js';

/** Kafka's default `max.message.bytes` is 1 MiB with overhead; stay under it by default. */
const DEFAULT_MAX_RECORD_BYTES = 1_000_000;

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
 *
 * A row that can never be published — a topic the contracts do not know, a record over
 * `maxRecordBytes`, or one the broker refuses as such (RecordRejectedError) — is set aside with
 * its error (`set_aside_at`, `last_error`, the `sokoni_outbox_set_aside_total` metric) and no
 * longer holds back the rows behind it. Any other publish failure is the broker being away: the
 * rows stay in order and the relay backs off exponentially (200 ms up to 30 s) until it is back.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(OutboxRelay.name);
  private readonly holder = randomUUID();
  private readonly loop: PollingLoop;
  private unsubscribe?: () => void;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly maxRecordBytes: number;
  private stopped = false;
  private readonly published = new Set<(topics: ReadonlySet<string>) => void>();
  /** Consecutive passes that could not publish: the back-off grows with them. */
  private failures = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: EventOutbox,
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
    private readonly metrics: EventMetrics,
  ) {
    this.batchSize = options.relay?.batchSize ?? 100;
    this.leaseMs = options.relay?.leaseMs ?? 15_000;
    this.maxRecordBytes = options.relay?.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES;
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

  /**
   * Hears the topics of each batch this relay has just published: the service's own committed
   * changes, as they leave (the catalogue drops its read cache on them). A listener's error is logged.
   */
  onPublished(listener: (topics: ReadonlySet<string>) => void): () => void {
    this.published.add(listener);
    return () => this.published.delete(listener);
  }

  /** Runs one pass now (tests and shutdown hooks use it); concurrent calls share the pass. */
  flush(): Promise<void> {
    return this.loop.runNow();
  }

  private async pass(): Promise<void> {
    if (!(await this.acquireLease())) {
      // Only the lease holder measures the backlog; a replica that lost the lease would otherwise
      // keep reporting its last reading, and alerts take the maximum over replicas.
      this.metrics.outboxPending.set(0);
      this.metrics.outboxOldestPending.set(0);
      return;
    }
    try {
      await this.publishPending();
      this.failures = 0;
    } catch (err) {
      if (err instanceof DeliveryUnconfirmedError) {
        // Only a one-process run's shutdown has a group lose its last member (its app closed first,
        // before this relay's): nobody can confirm, the rows stay in the outbox for the next start,
        // and that is no failure to report. Should the process go on, the loop backs off.
        this.log.log(`outbox rows left for the next start: ${errorText(err)}`);
        if (!this.stopped) this.loop.backOff(retryDelay(DEFAULT_RETRY, ++this.failures));
        return;
      }
      this.failures += 1;
      this.metrics.outboxPublishFailures.inc();
      this.loop.backOff(retryDelay(DEFAULT_RETRY, this.failures));
      throw err;
    } finally {
      await this.measureBacklog().catch(() => undefined);
    }
  }

  private async publishPending(): Promise<void> {
    for (;;) {
      const rows = await this.nextBatch();
      if (rows.length === 0) return;
      const sendable: OutboxRow[] = [];
      for (const row of rows) {
        const refusal = this.refusal(row);
        if (refusal) await this.setAside(row, refusal);
        else sendable.push(row);
      }
      await this.publish(sendable);
      if (rows.length < this.batchSize || this.stopped) return;
    }
  }

  /** Why a row can never be published, if it cannot; checked before the broker is asked. */
  private refusal(row: OutboxRow): string | undefined {
    if (!isTopicName(row.topic)) return `unknown topic ${row.topic}: no contract in @sokoni/contracts`;
    const headerBytes = Object.entries(row.headers).reduce(
      (n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v),
      0,
    );
    const size = row.value.byteLength + Buffer.byteLength(row.key) + headerBytes;
    if (size > this.maxRecordBytes)
      return `record of ${size} bytes exceeds the ${this.maxRecordBytes}-byte limit (relay.maxRecordBytes)`;
    return undefined;
  }

  /**
   * The batch in one call. If the broker refuses it for what it holds, each row goes alone to find
   * the bad one(s), which are set aside; the rest are published, still in order.
   */
  private async publish(rows: OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    try {
      await this.transport.publish(rows.map(toRecord));
      await this.markPublished(rows.map((r) => r.id));
      this.tellPublished(rows);
      return;
    } catch (err) {
      if (!isRecordRejected(err)) {
        await this.recordFailure(rows, err);
        throw err;
      }
      if (rows.length === 1) return this.setAside(rows[0]!, errorText(err));
    }
    for (const row of rows) await this.publish([row]);
  }

  private tellPublished(rows: readonly OutboxRow[]): void {
    if (this.published.size === 0) return;
    const topics = new Set(rows.map((r) => r.topic));
    for (const listener of this.published)
      try {
        listener(topics);
      } catch (err) {
        this.log.error({ err }, 'outbox publish listener failed');
      }
  }

  private async setAside(row: OutboxRow, reason: string): Promise<void> {
    await this.orm.em
      .fork()
      .execute(
        `update ${this.schema}.outbox set set_aside_at = now(), attempts = attempts + 1, last_error = ? where id = ?`,
        [reason.slice(0, 2000), row.id],
      );
    this.metrics.outboxSetAside.inc({ topic: row.topic });
    this.log.error(
      { outboxId: row.id, topic: row.topic, reason },
      'outbox row set aside: it can never be published',
    );
  }

  /** Both from the pending rows' partial index: the count scans only the backlog, the age one row. */
  private async measureBacklog(): Promise<void> {
    const pending = `from ${this.schema}.outbox where published_at is null and set_aside_at is null`;
    const [backlog] = await this.orm.em.fork().execute<{ rows: string; age: number | null }[]>(
      `select (select count(*) ${pending}) as rows,
         (select extract(epoch from now() - created_at)::float8 ${pending} order by id limit 1) as age`,
    );
    this.metrics.outboxPending.set(Number(backlog?.rows ?? 0));
    this.metrics.outboxOldestPending.set(backlog?.age == null ? 0 : Math.max(0, Number(backlog.age)));
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
    return this.orm.em.fork().execute<OutboxRow[]>(
      `select id, topic, key, value, headers from ${this.schema}.outbox
         where published_at is null and set_aside_at is null order by id limit ?`,
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
    const message = errorText(err);
    await this.orm.em
      .fork()
      .execute(`update ${this.schema}.outbox set attempts = attempts + 1, last_error = ? where id in (?)`, [
        message.slice(0, 2000),
        rows.map((r) => r.id),
      ])
      .catch(() => undefined);
  }
}

function toRecord(row: OutboxRow): EventRecord {
  return { topic: row.topic, key: row.key, value: new Uint8Array(row.value), headers: row.headers };
}
