import {
  decodeEnvelope,
  decodePayload,
  isTopicName,
  payloadToJson,
  redactPayload,
  timestampDate,
} from '@sokoni/contracts';
import type { DeadLetter } from '../events/index.js';
import { publicDeadLetterId } from './dead-letter-id.js';

/** A dead letter as staff list it. */
export interface DeadLetterView {
  /** `<service>:<uuid>`. */
  id: string;
  service: string;
  topic: string;
  consumerGroup: string;
  eventId: string;
  error: string;
  errorKind: DeadLetter['errorKind'];
  attempts: number;
  firstFailedAt: string;
  lastFailedAt: string;
  status: DeadLetter['status'];
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
}

/** The envelope's metadata, as the producer wrote it. */
export interface DeadLetterEnvelopeView {
  id: string;
  type: string;
  occurredAt: string | null;
  producer: string;
  aggregateId: string;
  actorId: string;
  correlationId: string;
}

/** One dead letter in full: where it was read from, the envelope and the (redacted) payload. */
export interface DeadLetterDetailView extends DeadLetterView {
  partition: number | null;
  recordOffset: string | null;
  key: string | null;
  envelope: DeadLetterEnvelopeView | null;
  /** The payload as JSON, secrets masked; null when it cannot be read (then `payloadError` says why). */
  payload: Record<string, unknown> | null;
  payloadError: 'undecodable_envelope' | 'unknown_topic' | 'undecodable_payload' | null;
  /** Size of the stored (redacted) envelope. */
  payloadBytes: number;
}

/** A list row shows the start of the error; the letter itself has all of it. */
const LIST_ERROR_LENGTH = 300;

export function toDeadLetterView(service: string, letter: DeadLetter, fullError = false): DeadLetterView {
  return {
    id: publicDeadLetterId(service, letter.id),
    service,
    topic: letter.topic,
    consumerGroup: letter.consumerGroup,
    eventId: letter.eventId,
    error:
      fullError || letter.error.length <= LIST_ERROR_LENGTH
        ? letter.error
        : `${letter.error.slice(0, LIST_ERROR_LENGTH)}…`,
    errorKind: letter.errorKind,
    attempts: letter.attempts,
    firstFailedAt: letter.firstFailedAt.toISOString(),
    lastFailedAt: letter.lastFailedAt.toISOString(),
    status: letter.status,
    resolvedAt: letter.resolvedAt?.toISOString() ?? null,
    resolvedBy: letter.resolvedBy,
    resolutionNote: letter.resolutionNote,
  };
}

export function toDeadLetterDetailView(service: string, letter: DeadLetter): DeadLetterDetailView {
  return {
    ...toDeadLetterView(service, letter, true),
    partition: letter.partition,
    recordOffset: letter.recordOffset,
    key: letter.key,
    ...readEnvelope(letter.payload),
    payloadBytes: letter.payload.length,
  };
}

type Decoded = Pick<DeadLetterDetailView, 'envelope' | 'payload' | 'payloadError'>;

/**
 * The stored bytes as staff read them. A poison message may be anything, so every step can fail
 * and says which one did. The store keeps the envelope redacted already; the payload is redacted
 * again here, so a letter stored before a field was marked secret does not show it either.
 */
export function readEnvelope(bytes: Uint8Array): Decoded {
  let env: ReturnType<typeof decodeEnvelope>;
  try {
    env = decodeEnvelope(bytes);
  } catch {
    return { envelope: null, payload: null, payloadError: 'undecodable_envelope' };
  }
  const envelope: DeadLetterEnvelopeView = {
    id: env.id,
    type: env.type,
    occurredAt: env.occurredAt ? safeIso(() => timestampDate(env.occurredAt!)) : null,
    producer: env.producer,
    aggregateId: env.aggregateId,
    actorId: env.actorId,
    correlationId: env.correlationId,
  };
  const topic = env.type;
  if (!isTopicName(topic)) return { envelope, payload: null, payloadError: 'unknown_topic' };
  try {
    const payload = payloadToJson(topic, redactPayload(topic, decodePayload(topic, env.payload)));
    return { envelope, payload: payload as Record<string, unknown>, payloadError: null };
  } catch {
    return { envelope, payload: null, payloadError: 'undecodable_payload' };
  }
}

const safeIso = (date: () => Date): string | null => {
  try {
    const d = date();
    return Number.isNaN(d.getTime()) ? null : d.toISOString();
  } catch {
    return null;
  }
};
