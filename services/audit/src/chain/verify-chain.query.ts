import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { SCHEMA } from '../audit.schema.js';
import type { Json } from './canonical-json.js';
import { entryHash, GENESIS_HASH } from './chain-hash.js';

export type BreakReason =
  /** The entry's content no longer gives its stored hash: it was changed. */
  | 'hash_mismatch'
  /** The entry does not link to the hash of the one before it. */
  | 'broken_link'
  /** Entries are missing before this one (seq jumps). */
  | 'missing_entries'
  /** The last archived entry is not the one the anchor recorded. */
  | 'anchor_mismatch'
  /** The chain ends before the head, or its last hash is not the head's. */
  | 'head_mismatch';

export interface ChainVerification {
  valid: boolean;
  /** Entries examined, archive included; when broken, up to and including the first broken one. */
  checked: number;
  /** The first entry that fails; id is null when the entry the head names is missing altogether. */
  firstBroken: { id: string | null; seq: number; reason: BreakReason; archived: boolean } | null;
  /** The chain as it stood when the check began; entries appended meanwhile are left to the next check. */
  head: { seq: number; hash: string };
  anchor: { seq: number; hash: string };
}

interface Row {
  id: string;
  seq: string | number;
  event_id: string;
  topic: string;
  action: string;
  service: string;
  actor_id: string | null;
  actor_email: string | null;
  target_type: string;
  target_id: string;
  occurred_at: Date | string;
  recorded_at: Date | string;
  correlation_id: string | null;
  payload: Json;
  prev_hash: string;
  hash: string;
  archived: boolean;
}

const COLUMNS = `id, seq, event_id, topic, action, service, actor_id, actor_email, target_type, target_id,
  occurred_at, recorded_at, correlation_id, payload, prev_hash, hash`;

/**
 * Recomputes the whole chain, archive first and then the live table, in seq order and in batches
 * (keyset pagination on seq), so memory stays flat however long the log is (timings in the README).
 */
@Injectable()
export class VerifyChain {
  constructor(private readonly orm: MikroORM) {}

  async execute(batchSize = 2000): Promise<ChainVerification> {
    const em = this.orm.em.fork();
    const [h] = await em.execute<{ seq: string; hash: string }[]>(
      `select seq, hash from ${SCHEMA}.chain_head`,
    );
    const [a] = await em.execute<{ seq: string; hash: string }[]>(
      `select seq, hash from ${SCHEMA}.chain_anchor`,
    );
    const head = { seq: Number(h?.seq ?? 0), hash: h?.hash ?? GENESIS_HASH };
    const anchor = { seq: Number(a?.seq ?? 0), hash: a?.hash ?? GENESIS_HASH };
    const result = (firstBroken: ChainVerification['firstBroken'], checked: number): ChainVerification => ({
      valid: firstBroken === null,
      checked,
      firstBroken,
      head,
      anchor,
    });

    let prevHash = GENESIS_HASH;
    let lastId: string | null = null;
    let lastArchived = false;
    let seq = 0;
    let checked = 0;
    // The archive holds entries 1…anchor and the live table the rest; each is read in its own seq
    // index order (a UNION sorted by seq would sort the whole remainder for every batch).
    let table: 'audit_log_archive' | 'audit_log' = 'audit_log_archive';
    const batch = (from: typeof table, after: number) =>
      em.execute<Row[]>(
        `select ${COLUMNS}, ${from === 'audit_log_archive'} as archived from ${SCHEMA}.${from}
         where seq > ? order by seq limit ?`,
        [after, batchSize],
      );
    while (seq < head.seq) {
      let rows = await batch(table, seq);
      if (table === 'audit_log_archive' && rows.length === 0) {
        table = 'audit_log';
        rows = await batch(table, seq);
      } else if (table === 'audit_log' && rows.length > 0 && Number(rows[0]!.seq) !== seq + 1) {
        // Retention may have moved the next entries to the archive since it was read.
        const moved = await batch('audit_log_archive', seq);
        if (moved.length > 0 && Number(moved[0]!.seq) === seq + 1) {
          table = 'audit_log_archive';
          rows = moved;
        }
      }
      if (rows.length === 0) break;
      for (const row of rows) {
        const rowSeq = Number(row.seq);
        if (rowSeq > head.seq) break;
        checked += 1;
        const broken = (reason: BreakReason) =>
          result({ id: row.id, seq: rowSeq, reason, archived: row.archived }, checked);
        if (rowSeq !== seq + 1) return broken('missing_entries');
        if (row.prev_hash !== prevHash) return broken('broken_link');
        const hash = entryHash(prevHash, {
          seq: rowSeq,
          id: row.id,
          eventId: row.event_id,
          topic: row.topic,
          action: row.action,
          service: row.service,
          actorId: row.actor_id,
          actorEmail: row.actor_email,
          targetType: row.target_type,
          targetId: row.target_id,
          occurredAt: new Date(row.occurred_at),
          recordedAt: new Date(row.recorded_at),
          correlationId: row.correlation_id,
          payload: row.payload,
        });
        if (hash !== row.hash) return broken('hash_mismatch');
        if (rowSeq === anchor.seq && row.hash !== anchor.hash) return broken('anchor_mismatch');
        prevHash = row.hash;
        seq = rowSeq;
        lastId = row.id;
        lastArchived = row.archived;
      }
    }
    if (seq !== head.seq) {
      return result({ id: null, seq: seq + 1, reason: 'missing_entries', archived: false }, checked);
    }
    if (prevHash !== head.hash) {
      return result({ id: lastId, seq, reason: 'head_mismatch', archived: lastArchived }, checked);
    }
    return result(null, checked);
  }
}
