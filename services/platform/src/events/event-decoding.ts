import { HttpException } from '@nestjs/common';
import {
  decodeEnvelope,
  decodePayload,
  isTopicName,
  timestampDate,
  type Envelope,
  type TopicName,
} from '@sokoni/contracts';
import { EVENT_HEADERS, type DomainEvent } from './domain-event.js';
import {
  isPoisonMessage,
  PoisonMessageError,
  type DeliveredRecord,
} from './transport/event-transport.port.js';
import { errorText } from './transport/transport.util.js';

/** The typed event, or a PoisonMessageError: nothing about such a record changes by waiting. */
export function decodeEvent(record: DeliveredRecord): DomainEvent {
  let envelope: Envelope;
  try {
    envelope = decodeEnvelope(record.value);
  } catch (err) {
    throw new PoisonMessageError(`undecodable envelope on ${record.topic}: ${errorText(err)}`, {
      cause: err,
    });
  }
  if (!isTopicName(record.topic)) throw new PoisonMessageError(`no contract for topic ${record.topic}`);
  const topic: TopicName = record.topic;
  let payload: DomainEvent['payload'];
  try {
    payload = decodePayload(topic, envelope.payload);
  } catch (err) {
    throw new PoisonMessageError(`undecodable ${topic} payload: ${errorText(err)}`, { cause: err });
  }
  if (!envelope.id) throw new PoisonMessageError(`${topic} envelope without an event id`);
  return {
    id: envelope.id,
    topic,
    occurredAt: envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date(0),
    producer: envelope.producer,
    aggregateId: envelope.aggregateId,
    actorId: envelope.actorId,
    correlationId: envelope.correlationId,
    payload,
  };
}

/** Client errors say the event is unacceptable as it is; 408/425/429 say "later", so they are not. */
const RETRYABLE_CLIENT_STATUSES = new Set([408, 425, 429]);

/**
 * PostgreSQL errors that the same event would hit on every attempt: class 22 (data exceptions:
 * a malformed uuid, a number out of range, a string too long) and the not-null and check
 * violations. A unique or foreign-key violation is not among them: it can come from a race or
 * from events arriving out of order, which a later attempt outlives.
 */
const PERMANENT_SQLSTATE = /^(22[0-9A-Z]{3}|23502|23514)$/;

function sqlStateOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const { code, sqlState } = e as { code?: unknown; sqlState?: unknown };
    for (const c of [sqlState, code]) if (typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c)) return c;
    e = (e as { cause?: unknown; previous?: unknown }).cause ?? (e as { previous?: unknown }).previous;
  }
  return undefined;
}

/** The handler's error as the transport must see it: poison errors marked, the rest untouched. */
export function classifyHandlerError(err: unknown): unknown {
  if (isPoisonMessage(err)) return err;
  const sqlState = sqlStateOf(err);
  if (sqlState && PERMANENT_SQLSTATE.test(sqlState))
    return new PoisonMessageError(`the database refused the event's data (${sqlState}): ${errorText(err)}`, {
      cause: err,
    });
  if (err instanceof HttpException) {
    const status = err.getStatus();
    if (status >= 400 && status < 500 && !RETRYABLE_CLIENT_STATUSES.has(status))
      return new PoisonMessageError(`handler refused the event: ${errorText(err)}`, { cause: err });
  }
  return err;
}

/** The event id for a dead letter: from the envelope, else the producer's header, else ''. */
export function eventIdOf(record: DeliveredRecord): string {
  try {
    const id = decodeEnvelope(record.value).id;
    if (id) return id;
  } catch {
    // an undecodable record: the producer's header may still name it
  }
  return record.headers[EVENT_HEADERS.eventId] ?? '';
}
