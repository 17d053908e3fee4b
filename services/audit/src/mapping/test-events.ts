import { decodePayload, encodePayload, type PayloadInit, type TopicName } from '@sokoni/contracts';
import type { DomainEvent } from '@sokoni/platform/events';

/** An event as the consumer hands it over: the payload encoded and decoded like off the wire. */
export function anEvent<T extends TopicName>(
  topic: T,
  payload: PayloadInit<T>,
  envelope: Partial<Omit<DomainEvent<T>, 'topic' | 'payload'>> = {},
): DomainEvent<T> {
  return {
    id: '01960000-0000-7000-8000-0000000000e1',
    topic,
    occurredAt: new Date('2026-11-22T10:00:00.000Z'),
    producer: topic.split('.')[0]!,
    aggregateId: '01960000-0000-7000-8000-0000000000a9',
    actorId: '',
    correlationId: 'req-1',
    ...envelope,
    payload: decodePayload(topic, encodePayload(topic, payload)),
  };
}
