import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { decodeEnvelope, decodePayload, timestampDate, type TopicName } from '@sokoni/contracts';
import { runWithContext } from '../observability/index.js';
import type { DomainEvent } from './domain-event.js';
import { EVENT_TRANSPORT, EVENTS_OPTIONS, type EventsModuleOptions } from './events.options.js';
import { ON_EVENT, type OnEventMetadata } from './on-event.decorator.js';
import type { DeliveredRecord, EventTransport, Subscription } from './transport/event-transport.port.js';

type Handler = (event: DomainEvent, em: EntityManager) => Promise<void>;

/**
 * Finds every @OnEvent method at start-up and subscribes it. Handling an event = one transaction:
 * insert (event id, group) into the inbox; if it was already there the event is a redelivery and
 * nothing else happens; otherwise the handler runs with the transaction's EntityManager. A handler
 * error rolls both back, so the transport redelivers and finally dead-letters it.
 */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(EventConsumers.name);
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly orm: MikroORM,
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const byGroup = new Map<string, Map<string, Handler>>();
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
        }),
      );
      this.log.log(`consuming ${[...handlers.keys()].join(', ')} as ${group}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((s) => s.close()));
  }

  private async handle(
    group: string,
    handlers: Map<string, Handler>,
    record: DeliveredRecord,
  ): Promise<void> {
    const handler = handlers.get(record.topic);
    if (!handler) return;
    const envelope = decodeEnvelope(record.value);
    const topic = record.topic as TopicName;
    const event: DomainEvent = {
      id: envelope.id,
      topic,
      occurredAt: envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date(0),
      producer: envelope.producer,
      aggregateId: envelope.aggregateId,
      actorId: envelope.actorId,
      correlationId: envelope.correlationId,
      payload: decodePayload(topic, envelope.payload),
    };
    const context = {
      requestId: event.id,
      correlationId: event.correlationId,
      actorId: event.actorId || undefined,
    };
    await runWithContext(context, () => this.inTransaction(group, handler, event)).catch((err: unknown) => {
      // The transport retries and finally dead-letters; each failure is worth a line with its cause.
      this.log.warn(
        { err, topic, eventId: event.id, group, attempt: record.attempt },
        'event handler failed',
      );
      throw err;
    });
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
