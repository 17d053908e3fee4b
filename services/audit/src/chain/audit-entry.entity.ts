import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Json } from './canonical-json.js';

const entryProperties = {
  id: p.uuid().primary(),
  seq: p.bigint('number'),
  eventId: p.uuid(),
  topic: p.string(),
  action: p.string(),
  service: p.string(),
  actorId: p.string().nullable(),
  actorEmail: p.string().nullable(),
  targetType: p.string(),
  targetId: p.string(),
  occurredAt: p.datetime(),
  recordedAt: p.datetime(),
  correlationId: p.string().nullable(),
  payload: p.json<Json>().lazy(),
  prevHash: p.string(),
  hash: p.string(),
};

/**
 * An audit entry, for reading only: entries are appended with SQL under the chain lock
 * (AuditChain) and the database refuses any change to them.
 */
export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_log',
  properties: entryProperties,
});
export type AuditEntry = InferEntity<typeof AuditEntry>;

/** An entry retention moved out of the live table, exactly as it was. */
export const ArchivedAuditEntry = defineEntity({
  name: 'ArchivedAuditEntry',
  tableName: 'audit_log_archive',
  properties: { ...entryProperties, archivedAt: p.datetime() },
});
export type ArchivedAuditEntry = InferEntity<typeof ArchivedAuditEntry>;
