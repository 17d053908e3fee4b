import { context, SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { extractTraceContext, traceHeaders, tracer } from '../observability/index.js';
import { EVENT_HEADERS } from './domain-event.js';
import type { DeliveredRecord, EventTransport } from './transport/event-transport.port.js';

/*
 * Spans of the event layer, with the messaging semantic conventions' attribute names (still
 * "development" in @opentelemetry/semantic-conventions, so spelled out here as its docs advise).
 *
 * The trace context crosses as W3C `traceparent`/`tracestate` record headers. They are stored with
 * the outbox row in its existing `headers` column, which the relay hands to the transport as they
 * are — Kafka record headers, or the in-process bus's — so the relay, running later and outside the
 * request, needs no context of its own, and nothing changes in the envelope or the tables.
 */

const events = tracer('events');

export const MESSAGING = {
  system: 'messaging.system',
  operationType: 'messaging.operation.type',
  destination: 'messaging.destination.name',
  messageId: 'messaging.message.id',
  batchCount: 'messaging.batch.message_count',
  consumerGroup: 'messaging.consumer.group.name',
} as const;

/** `kafka`, or for the standalone run's bus a name of our own. */
export function messagingSystem(transport: EventTransport): string {
  return transport.kind === 'kafka' ? 'kafka' : 'sokoni_in_process';
}

/**
 * A PRODUCER span for events written to the outbox in the current context (one span for a batch),
 * ended at once: it stands for the message's creation. Returns the headers that make it the
 * consumers' parent.
 */
export function producerSpan(
  transport: EventTransport,
  topic: string,
  ids: readonly string[],
): Record<string, string> {
  const attributes: Attributes = {
    [MESSAGING.system]: messagingSystem(transport),
    [MESSAGING.operationType]: 'create',
    [MESSAGING.destination]: topic,
  };
  if (ids.length === 1) attributes[MESSAGING.messageId] = ids[0];
  else attributes[MESSAGING.batchCount] = ids.length;
  const span = events.startSpan(`create ${topic}`, { kind: SpanKind.PRODUCER, attributes });
  const headers = traceHeaders(trace.setSpan(context.active(), span));
  span.end();
  return headers;
}

/** Runs one handling of a delivered record in a CONSUMER span, child of the producer's span. */
export async function inConsumerSpan<T>(
  transport: EventTransport,
  group: string,
  record: DeliveredRecord,
  fn: () => Promise<T>,
): Promise<T> {
  const parent = extractTraceContext(record.headers);
  const span = events.startSpan(
    `process ${record.topic}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        [MESSAGING.system]: messagingSystem(transport),
        [MESSAGING.operationType]: 'process',
        [MESSAGING.destination]: record.topic,
        [MESSAGING.messageId]: record.headers[EVENT_HEADERS.eventId] ?? '',
        [MESSAGING.consumerGroup]: group,
        'sokoni.delivery.attempt': record.attempt,
      },
    },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), fn);
  } catch (err) {
    span.recordException(err instanceof Error ? err : String(err));
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}
