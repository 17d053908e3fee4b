import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Counter, Gauge, Registry } from 'prom-client';
import { METRICS_REGISTRY } from '../observability/metrics.module.js';

/**
 * The event layer's metrics, in the app's registry when MetricsModule is mounted (found at start-up
 * without importing it, so the events module works in apps without /metrics, e.g. CLIs).
 *
 * The ones to alert on: `sokoni_event_consumer_lag_seconds` (a group stuck on a record — the
 * transient retries never give up, so this is how an outage or a bug that looks transient shows),
 * `sokoni_outbox_oldest_pending_seconds` (the relay cannot publish), and the set-aside and dead
 * letter counters (each one needs a person).
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
  pruned!: Counter<'table'>;

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

  private create(): void {
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
    this.pruned = new Counter({
      name: 'sokoni_event_rows_pruned_total',
      help: 'Outbox and inbox rows deleted after their retention period',
      labelNames: ['table'] as const,
      registers,
    });
  }
}
