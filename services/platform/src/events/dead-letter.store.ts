import { Inject, Injectable, Optional } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { uuidv7 } from '../db/uuid.js';
import { redactEnvelope } from './dead-letter-redaction.js';
import { EventMetrics } from './event-metrics.js';
import { EVENTS_OPTIONS, type EventsModuleOptions } from './events.options.js';

export type DeadLetterErrorKind = 'poison' | 'transient_exhausted' | 'replay_failed';
export type DeadLetterStatus = 'open' | 'replayed' | 'discarded';

/** One row of `<schema>.dead_letter`. */
export interface DeadLetter {
  id: string;
  topic: string;
  consumerGroup: string;
  /** From the envelope or the `x-event-id` header; '' when neither could be read. */
  eventId: string;
  partition: number | null;
  recordOffset: string | null;
  key: string | null;
  /** The envelope as on the wire, secret payload fields redacted. */
  payload: Buffer;
  error: string;
  errorKind: DeadLetterErrorKind;
  attempts: number;
  firstFailedAt: Date;
  lastFailedAt: Date;
  status: DeadLetterStatus;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
}

export interface NewDeadLetter {
  topic: string;
  consumerGroup: string;
  eventId?: string;
  partition?: number | null;
  recordOffset?: string | null;
  key?: string | null;
  /** The record's value as delivered; `record()` redacts it before it is stored. */
  value: Uint8Array;
  error: string;
  errorKind: Exclude<DeadLetterErrorKind, 'replay_failed'>;
  attempts: number;
  /** When the first attempt failed; now when not given. */
  firstFailedAt?: Date;
}

export interface DeadLetterFilter {
  topic?: string;
  group?: string;
  status?: DeadLetterStatus;
  /** Inclusive bounds on `lastFailedAt`. */
  from?: Date;
  to?: Date;
}

export const DEAD_LETTER_SORT_FIELDS = [
  'id',
  'topic',
  'consumerGroup',
  'eventId',
  'errorKind',
  'attempts',
  'firstFailedAt',
  'lastFailedAt',
  'status',
  'resolvedAt',
] as const;
export type DeadLetterSortField = (typeof DEAD_LETTER_SORT_FIELDS)[number];

export interface DeadLetterPage {
  sort?: { field: DeadLetterSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

const COLUMNS: Record<DeadLetterSortField, string> = {
  id: 'id',
  topic: 'topic',
  consumerGroup: 'consumer_group',
  eventId: 'event_id',
  errorKind: 'error_kind',
  attempts: 'attempts',
  firstFailedAt: 'first_failed_at',
  lastFailedAt: 'last_failed_at',
  status: 'status',
  resolvedAt: 'resolved_at',
};

interface Row {
  id: string;
  topic: string;
  consumer_group: string;
  event_id: string;
  partition: number | null;
  record_offset: string | null;
  key: string | null;
  payload: Buffer;
  error: string;
  error_kind: DeadLetterErrorKind;
  attempts: number;
  first_failed_at: Date | string;
  last_failed_at: Date | string;
  status: DeadLetterStatus;
  resolved_at: Date | string | null;
  resolved_by: string | null;
  resolution_note: string | null;
}

/** Long enough for a stack-less driver message with its SQL; the rest is in the logs. */
const MAX_TEXT = 8_000;
const clip = (text: string): string => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/**
 * The service's durable dead letters (`<schema>.dead_letter`), in both modes: on Kafka the
 * `<topic>.dlq` topic has them too, but only this table says which were dealt with. Statuses move
 * only from `open`: a letter replayed or discarded stays as the record of who did it and why.
 *
 * `get` and the status changes take the caller's EntityManager when they are part of its unit of
 * work (a staff action and its audit event commit together); inside a transaction pass it, never
 * let the store fork its own connection (PGlite serves one session: it would wait forever).
 */
@Injectable()
export class DeadLetterStore {
  private readonly table: string;

  constructor(
    private readonly orm: MikroORM,
    @Inject(EVENTS_OPTIONS) options: EventsModuleOptions,
    @Optional() metrics?: EventMetrics,
  ) {
    this.table = `"${options.schema}".dead_letter`;
    metrics?.countDeadLettersWith(() => this.openPerGroup());
  }

  /** Open letters per consumer group (`sokoni_dead_letters_pending`); served by the status index. */
  async openPerGroup(): Promise<Map<string, number>> {
    const rows = await this.orm.em
      .fork()
      .execute<{ consumer_group: string; n: number }[]>(
        `select consumer_group, count(*)::int as n from ${this.table} where status = 'open' group by consumer_group`,
      );
    return new Map(rows.map((r) => [r.consumer_group, Number(r.n)]));
  }

  /**
   * Stores a letter, redacted. A record dead-lettered again while its letter is still open (a
   * redelivery after a crash) updates that letter rather than adding a second one. Returns its id.
   */
  async record(entry: NewDeadLetter): Promise<string> {
    const { bytes } = redactEnvelope(entry.topic, entry.value);
    const firstFailedAt = (entry.firstFailedAt ?? new Date()).toISOString();
    const rows = await this.orm.em.fork().execute<{ id: string }[]>(
      `insert into ${this.table} (id, topic, consumer_group, event_id, partition, record_offset, key, payload,
         error, error_kind, attempts, first_failed_at, last_failed_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::timestamptz, now())
       on conflict (consumer_group, event_id) where status = 'open' and event_id <> '' do update set
         error = excluded.error, error_kind = excluded.error_kind,
         attempts = dead_letter.attempts + excluded.attempts, last_failed_at = excluded.last_failed_at,
         partition = excluded.partition, record_offset = excluded.record_offset
       returning id`,
      [
        uuidv7(),
        entry.topic,
        entry.consumerGroup,
        entry.eventId ?? '',
        entry.partition ?? null,
        entry.recordOffset ?? null,
        entry.key ?? null,
        Buffer.from(bytes),
        clip(entry.error),
        entry.errorKind,
        entry.attempts,
        firstFailedAt,
      ],
    );
    return rows[0]!.id;
  }

  async list(filter: DeadLetterFilter, page: DeadLetterPage): Promise<{ rows: DeadLetter[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: string, value: unknown): void => {
      where.push(clause);
      params.push(value);
    };
    if (filter.topic !== undefined) add('topic = ?', filter.topic);
    if (filter.group !== undefined) add('consumer_group = ?', filter.group);
    if (filter.status !== undefined) add('status = ?', filter.status);
    if (filter.from !== undefined) add('last_failed_at >= ?::timestamptz', filter.from.toISOString());
    if (filter.to !== undefined) add('last_failed_at <= ?::timestamptz', filter.to.toISOString());
    const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
    const sort = page.sort ?? { field: 'lastFailedAt', order: 'DESC' };
    const column = COLUMNS[sort.field];
    if (!column) throw new Error(`cannot sort dead letters by ${String(sort.field)}`);
    const order = sort.order === 'ASC' ? 'asc' : 'desc';
    const limit = Math.max(0, Math.floor(page.limit));
    const offset = Math.max(0, Math.floor(page.offset));
    const em = this.orm.em.fork();
    const [rows, counted] = await Promise.all([
      em.execute<Row[]>(
        // id breaks ties so pages do not overlap when many letters share a timestamp.
        `select * from ${this.table} ${whereSql} order by ${column} ${order}, id ${order} limit ? offset ?`,
        [...params, limit, offset],
      ),
      em.execute<{ n: number }[]>(`select count(*)::int as n from ${this.table} ${whereSql}`, params),
    ]);
    return { rows: rows.map(toDeadLetter), total: counted[0]?.n ?? 0 };
  }

  async get(id: string, em?: EntityManager): Promise<DeadLetter | undefined> {
    if (!UUID.test(id)) return undefined;
    const rows = await this.using(em).execute<Row[]>(`select * from ${this.table} where id = ?`, [id]);
    return rows[0] ? toDeadLetter(rows[0]) : undefined;
  }

  /** Marks an open letter replayed; false when it is missing or no longer open. */
  markReplayed(id: string, actorId: string, em?: EntityManager): Promise<boolean> {
    return this.resolve(id, 'replayed', actorId, null, em);
  }

  /** Marks an open letter discarded, with the reason; false when it is missing or no longer open. */
  markDiscarded(id: string, actorId: string, reason: string, em?: EntityManager): Promise<boolean> {
    return this.resolve(id, 'discarded', actorId, reason, em);
  }

  /** A replay failed: the letter stays open with the new error and one attempt more. */
  async recordReplayFailure(id: string, error: string, em?: EntityManager): Promise<void> {
    await this.using(em).execute(
      `update ${this.table} set error = ?, error_kind = 'replay_failed', attempts = attempts + 1,
           last_failed_at = now() where id = ? and status = 'open'`,
      [clip(error), id],
    );
  }

  /** The caller's unit of work, else a fork of its own (one statement, autocommitted). */
  private using(em: EntityManager | undefined): EntityManager {
    return em ?? this.orm.em.fork();
  }

  private async resolve(
    id: string,
    status: Exclude<DeadLetterStatus, 'open'>,
    actorId: string,
    note: string | null,
    em: EntityManager | undefined,
  ): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows = await this.using(em).execute<{ id: string }[]>(
      `update ${this.table} set status = ?, resolved_at = now(), resolved_by = ?, resolution_note = ?
       where id = ? and status = 'open' returning id`,
      [status, actorId, note === null ? null : clip(note), id],
    );
    return rows.length === 1;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const date = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

function toDeadLetter(row: Row): DeadLetter {
  return {
    id: row.id,
    topic: row.topic,
    consumerGroup: row.consumer_group,
    eventId: row.event_id,
    partition: row.partition,
    recordOffset: row.record_offset,
    key: row.key,
    payload: row.payload,
    error: row.error,
    errorKind: row.error_kind,
    attempts: row.attempts,
    firstFailedAt: date(row.first_failed_at),
    lastFailedAt: date(row.last_failed_at),
    status: row.status,
    resolvedAt: row.resolved_at === null ? null : date(row.resolved_at),
    resolvedBy: row.resolved_by,
    resolutionNote: row.resolution_note,
  };
}
