import type { Json } from '../chain/canonical-json.js';
import type { ArchivedAuditEntry, AuditEntry } from '../chain/audit-entry.entity.js';

export interface AuditEntryView {
  id: string;
  seq: number;
  occurredAt: string;
  recordedAt: string;
  service: string;
  topic: string;
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  targetType: string;
  targetId: string;
  eventId: string;
  correlationId: string | null;
  archived: boolean;
}

export interface AuditEntryDetailView extends AuditEntryView {
  payload: Json;
  prevHash: string;
  hash: string;
}

export function toEntryView(e: AuditEntry | ArchivedAuditEntry, archived: boolean): AuditEntryView {
  return {
    id: e.id,
    seq: e.seq,
    occurredAt: e.occurredAt.toISOString(),
    recordedAt: e.recordedAt.toISOString(),
    service: e.service,
    topic: e.topic,
    action: e.action,
    actorId: e.actorId ?? null,
    actorEmail: e.actorEmail ?? null,
    targetType: e.targetType,
    targetId: e.targetId,
    eventId: e.eventId,
    correlationId: e.correlationId ?? null,
    archived,
  };
}

export function toEntryDetailView(
  e: AuditEntry | ArchivedAuditEntry,
  archived: boolean,
): AuditEntryDetailView {
  return { ...toEntryView(e, archived), payload: e.payload ?? null, prevHash: e.prevHash, hash: e.hash };
}
