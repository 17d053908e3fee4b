import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  encodeEnvelope,
  encodePayload,
  timestampFromDate,
  type PayloadInit,
  type TopicName,
} from '@sokoni/contracts';
import { uuidv7 } from '../db/uuid.js';
import { getRequestContext } from '../observability/index.js';
import { EVENT_HEADERS } from './domain-event.js';
import { producerSpan } from './event-tracing.js';
import { EVENTS_OPTIONS, type EventsModuleOptions } from './events.options.js';

export interface OutboxMeta {
  /** Defaults to the signed-in user of the current request, if any. */
  actorId?: string;
  correlationId?: string;
}

/**
 * An outbox row made ready by `prepare`, for a caller that inserts it in a statement of its own:
 * `insert into <table> (id, topic, key, value, headers)` with `value` decoded from base64 and
 * `headers` as jsonb.
 */
export interface PreparedEvent {
  table: string;
  id: string;
  topic: TopicName;
  key: string;
  /** The encoded envelope, base64. */
  valueBase64: string;
  headers: Record<string, string>;
}

/**
 * Producers never publish directly: they add the event to the outbox inside the same transaction
 * as the state change, so an event exists if and only if the change committed. The relay publishes.
 */
@Injectable()
export class EventOutbox {
  private readonly table: string;
  private readonly listeners = new Set<(topic: string | undefined) => void>();

  constructor(@Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions) {
    this.table = `"${options.schema}".outbox`;
  }

  async add<T extends TopicName>(
    em: EntityManager,
    topic: T,
    aggregateId: string,
    payload: PayloadInit<T>,
    meta: OutboxMeta = {},
  ): Promise<string> {
    const row = this.traced(topic, this.row(topic, aggregateId, payload, meta));
    await em.execute(`insert into ${this.table} (id, topic, key, value, headers) values (?, ?, ?, ?, ?)`, [
      row.id,
      topic,
      aggregateId,
      Buffer.from(row.value),
      JSON.stringify(row.headers),
    ]);
    this.nudge(topic);
    return row.id;
  }

  /**
   * Many events of one topic, each exactly as `add` writes it, in one statement: a bulk
   * announcement (thousands of products) costs one round trip instead of one per event, which
   * matters most on the embedded database. The caller bounds the batch (a few thousand at most).
   */
  async addMany<T extends TopicName>(
    em: EntityManager,
    topic: T,
    events: readonly { aggregateId: string; payload: PayloadInit<T> }[],
    meta: OutboxMeta = {},
  ): Promise<string[]> {
    if (events.length === 0) return [];
    const made = events.map((e) => ({
      key: e.aggregateId,
      ...this.row(topic, e.aggregateId, e.payload, meta),
    }));
    // One producer span for the batch: thousands of spans for one bulk announcement say nothing more.
    const trace = producerSpan(
      this.options.transport,
      topic,
      made.map((r) => r.id),
    );
    const rows = made.map((row) => ({
      ...row,
      value: Buffer.from(row.value).toString('base64'),
      headers: { ...row.headers, ...trace },
    }));
    await em.execute(
      `insert into ${this.table} (id, topic, key, value, headers)
       select r.id, ?, r.key, decode(r.value, 'base64'), r.headers
       from jsonb_to_recordset(?::jsonb) as r(id uuid, key text, value text, headers jsonb)`,
      [topic, JSON.stringify(rows)],
    );
    this.nudge(topic);
    return rows.map((r) => r.id);
  }

  /**
   * The row `add` would insert, for a hot path that writes it in the same statement as its own rows
   * (one round trip instead of two); call `written()` once that statement has run.
   */
  prepare<T extends TopicName>(
    topic: T,
    aggregateId: string,
    payload: PayloadInit<T>,
    meta: OutboxMeta = {},
  ): PreparedEvent {
    const row = this.traced(topic, this.row(topic, aggregateId, payload, meta));
    return {
      table: this.table,
      id: row.id,
      topic,
      key: aggregateId,
      valueBase64: Buffer.from(row.value).toString('base64'),
      headers: row.headers,
    };
  }

  /** Wakes the relay after a statement that inserted a prepared event. */
  written(): void {
    this.nudge();
  }

  private row<T extends TopicName>(topic: T, aggregateId: string, payload: PayloadInit<T>, meta: OutboxMeta) {
    const ctx = getRequestContext();
    const id = uuidv7();
    const correlationId = meta.correlationId ?? ctx?.correlationId ?? id;
    const value = encodeEnvelope({
      id,
      type: topic,
      occurredAt: timestampFromDate(new Date()),
      producer: this.options.service,
      aggregateId,
      actorId: meta.actorId ?? ctx?.actorId ?? '',
      correlationId,
      payload: encodePayload(topic, payload),
    });
    const headers = {
      [EVENT_HEADERS.eventId]: id,
      [EVENT_HEADERS.correlationId]: correlationId,
      [EVENT_HEADERS.producer]: this.options.service,
    };
    return { id, value, headers };
  }

  /** The row with its producer span's trace context in its headers, for the consumers' spans. */
  private traced<R extends { id: string; headers: Record<string, string> }>(topic: string, row: R): R {
    return { ...row, headers: { ...row.headers, ...producerSpan(this.options.transport, topic, [row.id]) } };
  }

  /**
   * The relay is woken once the surrounding transaction has had time to commit; if it has not,
   * the relay simply finds nothing new and its regular poll picks the row up.
   */
  private nudge(topic?: string): void {
    queueMicrotask(() => this.listeners.forEach((l) => l(topic)));
  }

  /**
   * The relay subscribes to be nudged after local writes instead of waiting for its next poll. The
   * topic is told when known (not after `written()`); the transaction may not have committed yet.
   */
  onAdded(listener: (topic: string | undefined) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
