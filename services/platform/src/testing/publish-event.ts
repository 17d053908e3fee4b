import { randomUUID } from 'node:crypto';
import { encodeEnvelope, encodePayload, type PayloadInit, type TopicName } from '@sokoni/contracts';
import { uuidv7 } from '../db/uuid.js';
import { EVENT_HEADERS } from '../events/domain-event.js';
import type { EventTransport } from '../events/transport/event-transport.port.js';

export interface PublishOptions {
  producer: string;
  /** Envelope id; reuse one to test redelivery. */
  id?: string;
  /** Kafka key and aggregate id; defaults to the payload's userId, else the event id. */
  key?: string;
  occurredAt?: Date;
}

/**
 * Publishes an event on the transport exactly as another service's outbox relay would (envelope,
 * key, headers), so a consumer under test sees nothing different. Resolves when the transport
 * confirms; returns the event id.
 */
export async function publishAs<T extends TopicName>(
  transport: EventTransport,
  topic: T,
  payload: PayloadInit<T>,
  o: PublishOptions,
): Promise<string> {
  const id = o.id ?? uuidv7();
  const key = o.key ?? (payload as { userId?: string }).userId ?? id;
  const correlationId = randomUUID();
  await transport.publish([
    {
      topic,
      key,
      value: encodeEnvelope({
        id,
        type: topic,
        occurredAt: o.occurredAt ?? new Date(),
        producer: o.producer,
        aggregateId: key,
        actorId: '',
        correlationId,
        payload: encodePayload(topic, payload),
      }),
      headers: {
        [EVENT_HEADERS.eventId]: id,
        [EVENT_HEADERS.correlationId]: correlationId,
        [EVENT_HEADERS.producer]: o.producer,
      },
    },
  ]);
  return id;
}
