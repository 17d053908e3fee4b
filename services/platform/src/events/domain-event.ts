import type { PayloadOf, TopicName } from '@sokoni/contracts';

/** An event as handlers see it: the envelope's metadata with the payload decoded for its topic. */
export interface DomainEvent<T extends TopicName = TopicName> {
  id: string;
  topic: T;
  occurredAt: Date;
  producer: string;
  aggregateId: string;
  /** Who caused it (the signed-in user or admin); empty for the system. */
  actorId: string;
  correlationId: string;
  payload: PayloadOf<T>;
}

/** Kafka record headers that let logs and tracing follow an event without decoding it. */
export const EVENT_HEADERS = {
  eventId: 'x-event-id',
  correlationId: 'x-correlation-id',
  producer: 'x-producer',
} as const;
