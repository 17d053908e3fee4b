import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { SCHEMA } from '../audit.schema.js';
import { entryHash, type EntryContent } from './chain-hash.js';

/** An entry before the chain places it: no position, id or hashes yet. */
export type NewEntry = Omit<EntryContent, 'seq' | 'id' | 'recordedAt'>;

export interface AppendedEntry extends EntryContent {
  prevHash: string;
  hash: string;
}

/**
 * Appends entries to the one hash chain. The chain head row is locked (SELECT … FOR UPDATE) in the
 * caller's transaction, so concurrent consumers (partitions, replicas) take turns: each reads the
 * head the previous one committed, and the chain never forks. The unique seq is a second guard.
 */
@Injectable()
export class AuditChain {
  async append(em: EntityManager, entry: NewEntry): Promise<AppendedEntry> {
    const [head] = await em.execute<{ seq: string | number; hash: string }[]>(
      `select seq, hash from ${SCHEMA}.chain_head where id for update`,
    );
    if (!head) throw new Error('audit chain head is missing (migrations not applied?)');
    const content: EntryContent = {
      ...entry,
      seq: Number(head.seq) + 1,
      id: uuidv7(),
      recordedAt: new Date(),
    };
    const hash = entryHash(head.hash, content);
    await em.execute(
      `insert into ${SCHEMA}.audit_log (id, seq, event_id, topic, action, service, actor_id, actor_email,
         target_type, target_id, occurred_at, recorded_at, correlation_id, payload, prev_hash, hash)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
      [
        content.id,
        content.seq,
        content.eventId,
        content.topic,
        content.action,
        content.service,
        content.actorId,
        content.actorEmail,
        content.targetType,
        content.targetId,
        content.occurredAt,
        content.recordedAt,
        content.correlationId,
        JSON.stringify(content.payload),
        head.hash,
        hash,
      ],
    );
    await em.execute(`update ${SCHEMA}.chain_head set seq = ?, hash = ? where id`, [content.seq, hash]);
    return { ...content, prevHash: head.hash, hash };
  }
}
