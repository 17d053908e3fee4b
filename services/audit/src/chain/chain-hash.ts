import { createHash } from 'node:crypto';
import { canonicalJson, type Json } from './canonical-json.js';

/** What the first entry links to: there is nothing before it. */
export const GENESIS_HASH = '0'.repeat(64);

/** Every field of an entry that the chain protects: all of it but its own two hashes. */
export interface EntryContent {
  /** Position in the chain: 1, 2, 3, … without gaps. */
  seq: number;
  id: string;
  eventId: string;
  topic: string;
  action: string;
  service: string;
  actorId: string | null;
  actorEmail: string | null;
  targetType: string;
  targetId: string;
  /** When the event happened (its envelope's time). */
  occurredAt: Date;
  /** When this service appended it. */
  recordedAt: Date;
  correlationId: string | null;
  /** Already redacted: see payload-json.ts. */
  payload: Json;
}

/** The content as hashed: dates as ISO-8601 UTC with milliseconds (what timestamptz keeps of a Date). */
export function contentJson(c: EntryContent): Json {
  return {
    seq: c.seq,
    id: c.id,
    eventId: c.eventId,
    topic: c.topic,
    action: c.action,
    service: c.service,
    actorId: c.actorId,
    actorEmail: c.actorEmail,
    targetType: c.targetType,
    targetId: c.targetId,
    occurredAt: c.occurredAt.toISOString(),
    recordedAt: c.recordedAt.toISOString(),
    correlationId: c.correlationId,
    payload: c.payload,
  };
}

const str = (s: string | null): string => (s === null ? 'null' : JSON.stringify(s));

/**
 * canonicalJson(contentJson(c)) written out with the top-level keys already in canonical order:
 * the same text (a unit test holds them together), without sorting fourteen keys per entry when
 * verification walks a million of them.
 */
export function canonicalContent(c: EntryContent): string {
  if (!Number.isSafeInteger(c.seq)) throw new TypeError(`seq must be a safe integer, not ${c.seq}`);
  return (
    `{"action":${str(c.action)},"actorEmail":${str(c.actorEmail)},"actorId":${str(c.actorId)}` +
    `,"correlationId":${str(c.correlationId)},"eventId":${str(c.eventId)},"id":${str(c.id)}` +
    `,"occurredAt":${str(c.occurredAt.toISOString())},"payload":${canonicalJson(c.payload)}` +
    `,"recordedAt":${str(c.recordedAt.toISOString())},"seq":${c.seq},"service":${str(c.service)}` +
    `,"targetId":${str(c.targetId)},"targetType":${str(c.targetType)},"topic":${str(c.topic)}}`
  );
}

/**
 * hash = sha256(prevHash ‖ canonical JSON of the content), hex. The sequence number is part of the
 * content, so an entry cannot be moved or a gap closed without every later hash changing.
 */
export function entryHash(prevHash: string, content: EntryContent): string {
  return createHash('sha256')
    .update(prevHash, 'utf8')
    .update(canonicalContent(content), 'utf8')
    .digest('hex');
}
