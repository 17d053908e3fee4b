import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { runWithContext } from '../observability/index.js';
import { DeadLetterRecorder } from './dead-letter.recorder.js';
import { classifyHandlerError, decodeEvent } from './event-decoding.js';
import { EventMetrics } from './event-metrics.js';
import { inConsumerSpan } from './event-tracing.js';
import type { DomainEvent } from './domain-event.js';
import { EVENT_TRANSPORT, EVENTS_OPTIONS, type EventsModuleOptions } from './events.options.js';
import { ON_EVENT, type OnEventMetadata } from './on-event.decorator.js';
import {
  isPoisonMessage,
  type DeliveredRecord,
  type EventTransport,
  type Subscription,
} from './transport/event-transport.port.js';

type Handler = (event: DomainEvent, em: EntityManager) => Promise<void>;

/**
 * Finds every @OnEvent method at start-up and subscribes it. Handling an event = one transaction:
 * insert (event id, group) into the inbox; if it was already there the event is a redelivery and
 * nothing else happens; otherwise the handler runs with the transaction's EntityManager. A handler
 * error rolls both back, so the transport redelivers it.
 *
 * Failures are classified here for the transport (transport/failure.ts): a record that does not
 * decode, and a handler error that says the event itself is wrong (PoisonMessageError, or a 4xx
 * HttpException/ProblemException other than 408/425/429), are poison and dead-lettered at once;
 * everything else is transient and retried until it goes through. Dead letters are stored in the
 * service's `dead_letter` table (DeadLetterRecorder) before the transport lets the record go.
 */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger(EventConsumers.name);
  private readonly subscriptions: Subscription[] = [];
  private readonly groups = new Map<string, Map<string, Handler>>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly orm: MikroORM,
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
    private readonly deadLetters: DeadLetterRecorder,
    private readonly metrics: EventMetrics,
  ) {
    // Only this service's groups: apps sharing one transport in a process each report their own.
    const consumerLag = transport.consumerLag?.bind(transport);
    const ours = `${options.service}.`;
    if (consumerLag)
      metrics.measureLagWith(async () => (await consumerLag()).filter((l) => l.group.startsWith(ours)));
  }

  async onApplicationBootstrap(): Promise<void> {
    const byGroup = this.groups;
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const proto = Object.getPrototypeOf(instance) as object;
      for (const name of this.scanner.getAllMethodNames(proto)) {
        const method = instance[name];
        if (typeof method !== 'function') continue;
        const meta = this.reflector.get<OnEventMetadata | undefined>(ON_EVENT, method);
        if (!meta) continue;
        const group = `${this.options.service}.${meta.purpose}`;
        const handlers = byGroup.get(group) ?? new Map<string, Handler>();
        if (handlers.has(meta.topic)) throw new Error(`two handlers for ${meta.topic} in group ${group}`);
        handlers.set(meta.topic, (method as Handler).bind(instance));
        byGroup.set(group, handlers);
      }
    }
    for (const [group, handlers] of byGroup) {
      this.subscriptions.push(
        await this.transport.subscribe({
          group,
          topics: [...handlers.keys()],
          retry: this.options.retry,
          handler: (record) => this.handle(group, handlers, record),
          deadLetter: this.deadLetters.hook(group),
        }),
      );
      this.log.log(`consuming ${[...handlers.keys()].join(', ')} as ${group}`);
    }
  }

  /**
   * Before any module's onApplicationShutdown: the records in flight finish with everything they
   * use still open (the database, the cache, whose modules may close first), are committed, and
   * the members leave; only then do the pools close.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((s) => s.close()));
  }

  /** Whether this app has a handler for `topic` in `group` (a dead letter can be replayed here). */
  handles(group: string, topic: string): boolean {
    return this.groups.get(group)?.has(topic) ?? false;
  }

  /**
   * Hands one record to one group's handler, outside the transport, as a delivery would (inbox,
   * transaction, classification): the dead-letter replay. Throws what the handler threw.
   */
  redeliver(group: string, record: DeliveredRecord): Promise<void> {
    const handlers = this.groups.get(group);
    if (!handlers?.has(record.topic)) throw new Error(`no handler for ${record.topic} in group ${group}`);
    return this.handle(group, handlers, record, false);
  }

  /**
   * `live`: a delivery by the transport (counted in the metrics), not a replay. Each handling is a
   * CONSUMER span, child of the producer's span whose context the record's headers carry.
   */
  private handle(
    group: string,
    handlers: Map<string, Handler>,
    record: DeliveredRecord,
    live = true,
  ): Promise<void> {
    const handler = handlers.get(record.topic);
    if (!handler) return Promise.resolve();
    return inConsumerSpan(this.transport, group, record, () =>
      this.handleRecord(group, handler, record, live),
    );
  }

  private async handleRecord(
    group: string,
    handler: Handler,
    record: DeliveredRecord,
    live: boolean,
  ): Promise<void> {
    let event: DomainEvent;
    try {
      event = decodeEvent(record);
    } catch (err) {
      if (live) this.metrics.handlerFailures.inc({ group, topic: record.topic, kind: 'poison' });
      this.log.warn({ err, topic: record.topic, group, attempt: record.attempt }, 'undecodable event');
      throw err;
    }
    const context = {
      requestId: event.id,
      correlationId: event.correlationId,
      actorId: event.actorId || undefined,
    };
    const handled = live ? this.metrics.handling(group, event.occurredAt) : () => undefined;
    try {
      await runWithContext(context, () => this.inTransaction(group, handler, event));
    } catch (err) {
      const failure = classifyHandlerError(err);
      const kind = isPoisonMessage(failure) ? 'poison' : 'transient';
      if (live) this.metrics.handlerFailures.inc({ group, topic: event.topic, kind });
      // The transport retries a transient failure; each one is worth a line with its cause.
      this.log.warn(
        {
          err,
          topic: event.topic,
          eventId: event.id,
          group,
          attempt: record.attempt,
          kind,
        },
        'event handler failed',
      );
      throw failure;
    } finally {
      handled();
    }
  }

  private async inTransaction(group: string, handler: Handler, event: DomainEvent): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const fresh = await em.execute<unknown[]>(
        `insert into "${this.options.schema}".inbox (event_id, consumer_group, topic) values (?, ?, ?)
         on conflict do nothing returning event_id`,
        [event.id, group, event.topic],
      );
      if (fresh.length === 0) {
        this.log.debug(`skipping redelivered ${event.topic} ${event.id} for ${group}`);
        return;
      }
      await handler(event, em);
    });
  }
}
