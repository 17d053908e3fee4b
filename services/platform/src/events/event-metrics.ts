import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Counter, Gauge, Registry } from 'prom-client';
import { METRICS_REGISTRY } from '../observability/metrics.module.js';
import type { PartitionLag } from './transport/event-transport.port.js';

/** Longest a scrape waits for a gauge read from the database or the broker; then the last value stands. */
const SAMPLE_TIMEOUT_MS = 1_500;

type Source<T> = () => Promise<T>;

/**
 * The event layer's metrics, in the app's registry when MetricsModule is mounted (found at start-up
 * without importing it, so the events module works in apps without /metrics, e.g. CLIs).
 *
 * The ones to alert on: `sokoni_event_consumer_lag_seconds` (a group stuck on a record — the
 * transient retries never give up, so this is how an outage or a bug that looks transient shows),
 * `sokoni_outbox_oldest_pending_seconds` (the relay cannot publish), and the set-aside and dead
 * letter counters (each one needs a person).
 *
 * Gauges read at scrape time from the database or the broker (`sokoni_dead_letters_pending`,
 * `sokoni_event_consumer_lag_messages`) wait at most SAMPLE_TIMEOUT_MS and never start a second
 * query while one is still running: a slow database leaves the last value, never a hung scrape.
 */
@Injectable()
export class EventMetrics implements OnModuleInit {
  private registry = new Registry();
  /** Per group, when each record now being handled was published (retries included). */
  private readonly inFlight = new Map<string, Map<symbol, number>>();

  handlerFailures!: Counter<'group' | 'topic' | 'kind'>;
  deadLetters!: Counter<'group' | 'topic' | 'kind'>;
  outboxSetAside!: Counter<'topic'>;
  outboxPublishFailures!: Counter;
  outboxOldestPending!: Gauge;
  outboxPending!: Gauge;
  deadLettersPending!: Gauge<'group'>;
  consumerLagMessages!: Gauge<'group' | 'topic' | 'partition'>;
  pruned!: Counter<'table'>;
  private openDeadLetters?: Sampler<Map<string, number>>;
  private consumerOffsets?: Sampler<PartitionLag[]>;

  constructor(private readonly moduleRef: ModuleRef) {
    this.create();
  }

  onModuleInit(): void {
    let shared: Registry | undefined;
    try {
      shared = this.moduleRef.get<Registry>(METRICS_REGISTRY, { strict: false });
    } catch {
      shared = undefined; // no MetricsModule in this app: the counters still count, unserved
    }
    if (shared && shared !== this.registry) {
      this.registry = shared;
      this.create();
    }
  }

  /** Marks a record as being handled by `group` until the returned function is called. */
  handling(group: string, occurredAt: Date): () => void {
    const token = Symbol('delivery');
    let records = this.inFlight.get(group);
    if (!records) this.inFlight.set(group, (records = new Map<symbol, number>()));
    records.set(token, occurredAt.getTime());
    return () => void records.delete(token);
  }

  /** Where `sokoni_dead_letters_pending` comes from (DeadLetterStore): open letters per group. */
  countDeadLettersWith(source: Source<Map<string, number>>): void {
    this.openDeadLetters = new Sampler(source);
  }

  /** Where `sokoni_event_consumer_lag_messages` comes from (transports that know offsets). */
  measureLagWith(source: Source<PartitionLag[]>): void {
    this.consumerOffsets = new Sampler(source);
  }

  private create(): void {
    // Looked up at scrape time: the sources are set after the gauges are made.
    const lags = () => this.consumerOffsets?.sample();
    const openDeadLetters = () => this.openDeadLetters?.sample();
    const registers = [this.registry];
    this.handlerFailures = new Counter({
      name: 'sokoni_event_handler_failures_total',
      help: 'Failed event handler attempts, by consumer group, topic and kind (poison or transient)',
      labelNames: ['group', 'topic', 'kind'] as const,
      registers,
    });
    this.deadLetters = new Counter({
      name: 'sokoni_event_dead_letters_total',
      help: 'Events a consumer group gave up on and stored as dead letters',
      labelNames: ['group', 'topic', 'kind'] as const,
      registers,
    });
    const inFlight = this.inFlight;
    new Gauge({
      name: 'sokoni_event_consumer_lag_seconds',
      help: 'Age of the oldest event a consumer group is handling now, retries included (0 when idle)',
      labelNames: ['group'] as const,
      registers,
      collect(this: Gauge<'group'>) {
        const now = Date.now();
        for (const [group, records] of inFlight) {
          const oldest = Math.min(...records.values());
          this.set({ group }, records.size > 0 ? Math.max(0, (now - oldest) / 1000) : 0);
        }
      },
    });
    this.consumerLagMessages = new Gauge({
      name: 'sokoni_event_consumer_lag_messages',
      help: 'Records a consumer group has not handled yet, per partition (high watermark minus committed offset; Kafka only)',
      labelNames: ['group', 'topic', 'partition'] as const,
      registers,
      async collect(this: Gauge<'group' | 'topic' | 'partition'>) {
        const sampled = await lags();
        if (!sampled) return;
        this.reset();
        for (const l of sampled)
          this.set({ group: l.group, topic: l.topic, partition: l.partition }, l.messages);
      },
    });
    this.deadLettersPending = new Gauge({
      name: 'sokoni_dead_letters_pending',
      help: 'Dead letters stored by this service and still open (neither replayed nor discarded), per consumer group',
      labelNames: ['group'] as const,
      registers,
      async collect(this: Gauge<'group'>) {
        const counts = await openDeadLetters();
        if (!counts) return;
        this.reset();
        for (const [group, n] of counts) this.set({ group }, n);
      },
    });
    this.outboxSetAside = new Counter({
      name: 'sokoni_outbox_set_aside_total',
      help: 'Outbox rows that can never be published (unknown topic, too large), set aside by topic',
      labelNames: ['topic'] as const,
      registers,
    });
    this.outboxPublishFailures = new Counter({
      name: 'sokoni_outbox_publish_failures_total',
      help: 'Outbox relay batches the transport did not accept (broker unavailable)',
      registers,
    });
    this.outboxOldestPending = new Gauge({
      name: 'sokoni_outbox_oldest_pending_seconds',
      help: 'Age of the oldest outbox row waiting to be published, as of the last relay pass',
      registers,
    });
    this.outboxPending = new Gauge({
      name: 'sokoni_outbox_pending_events',
      help: 'Outbox rows waiting to be published (set-aside rows excluded), as of the last relay pass',
      registers,
    });
    this.pruned = new Counter({
      name: 'sokoni_event_rows_pruned_total',
      help: 'Outbox and inbox rows deleted after their retention period',
      labelNames: ['table'] as const,
      registers,
    });
  }
}

/**
 * One query at a time, waited for at most SAMPLE_TIMEOUT_MS; undefined when it failed or is slow
 * (the gauge then keeps its last value). A slow query goes on and serves the next scrape.
 */
class Sampler<T> {
  private running?: Promise<T | undefined>;

  constructor(private readonly source: Source<T>) {}

  async sample(): Promise<T | undefined> {
    this.running ??= this.source()
      .catch(() => undefined)
      .finally(() => (this.running = undefined));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((done) => {
      timer = setTimeout(done, SAMPLE_TIMEOUT_MS, undefined);
      timer.unref();
    });
    try {
      return await Promise.race([this.running, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
