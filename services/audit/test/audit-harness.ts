import type { INestApplication } from '@nestjs/common';
import { generateKeyPair } from 'jose';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { encodeEnvelope, encodePayload, type PayloadInit, type TopicName } from '@sokoni/contracts';
import type { Env } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { EVENT_HEADERS, type InProcessTransport } from '@sokoni/platform/events';
import { createTestDatabaseOrSkip, startServiceForTest, type TestDatabase } from '@sokoni/platform/testing';
import { ArchiveEntries, AuditChain, AuditModule, auditConfigSchema, VerifyChain } from '../src/index.js';

/** A fresh database, or null after saying why the suite is skipped (platform/testing). */
export const freshDatabase = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_audit_test');

export interface EventOptions {
  /** Envelope id; a redelivery reuses the id of the first delivery. */
  id?: string;
  producer?: string;
  /** Kafka key and aggregate id; defaults to the payload's userId, else the event id. */
  aggregateId?: string;
  /** The signed-in user whose request caused the event; empty for the system. */
  actorId?: string;
  correlationId?: string;
  occurredAt?: Date;
}

export interface EntryRow {
  id: string;
  seq: string;
  event_id: string;
  topic: string;
  action: string;
  service: string;
  actor_id: string | null;
  actor_email: string | null;
  target_type: string;
  target_id: string;
  occurred_at: Date;
  recorded_at: Date;
  correlation_id: string | null;
  payload: any;
  prev_hash: string;
  hash: string;
}

export interface AuditHarness {
  app: INestApplication;
  url: string;
  transport: InProcessTransport;
  sql: pg.Pool;
  chain: AuditChain;
  verify: VerifyChain;
  archive: ArchiveEntries;
  /**
   * Publishes an event exactly as the producing service's outbox relay would (envelope, key,
   * headers, actor and correlation ids); resolves once audit has handled it.
   */
  publish<T extends TopicName>(topic: T, payload: PayloadInit<T>, options?: EventOptions): Promise<string>;
  entries(table?: 'audit_log' | 'audit_log_archive'): Promise<EntryRow[]>;
  token(role: 'buyer' | 'seller' | 'both' | 'admin', sub?: string): Promise<string>;
  forgedToken(): Promise<string>;
  api(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  /** Runs SQL with the triggers switched off (a superuser's session): how a tamperer would. */
  tamper(sqlText: string, params?: unknown[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The audit service alone, as `main.ts` or the standalone run boots it, on the given fresh database,
 * with an in-process transport the test publishes other services' events on.
 */
export async function startAudit(db: TestDatabase, env: Env = {}): Promise<AuditHarness> {
  const harness = await startServiceForTest({
    service: 'audit',
    configSchema: auditConfigSchema,
    db,
    env: { DB_POOL_MAX: '6', ...env },
    sqlPoolMax: 3,
    module: (parts) => AuditModule.forRoot({ ...parts, ownsTransport: false }),
  });
  const { app, url, transport, issuer, sql } = harness;

  return {
    app,
    url,
    transport,
    sql,
    chain: app.get(AuditChain),
    verify: app.get(VerifyChain),
    archive: app.get(ArchiveEntries),
    async publish(topic, payload, o = {}) {
      const id = o.id ?? uuidv7();
      const key = o.aggregateId ?? (payload as { userId?: string }).userId ?? id;
      const producer = o.producer ?? topic.split('.')[0]!;
      const correlationId = o.correlationId ?? randomUUID();
      await transport.publish([
        {
          topic,
          key,
          value: encodeEnvelope({
            id,
            type: topic,
            occurredAt: o.occurredAt ?? new Date(),
            producer,
            aggregateId: key,
            actorId: o.actorId ?? '',
            correlationId,
            payload: encodePayload(topic, payload),
          }),
          headers: {
            [EVENT_HEADERS.eventId]: id,
            [EVENT_HEADERS.correlationId]: correlationId,
            [EVENT_HEADERS.producer]: producer,
          },
        },
      ]);
      return id;
    },
    async entries(table = 'audit_log') {
      return (await sql.query<EntryRow>(`select * from audit.${table} order by seq`)).rows;
    },
    token: (role, sub = uuidv7()) => issuer.sign({ role, sub, expiresIn: '5m' }),
    async forgedToken() {
      const other = await generateKeyPair('ES256');
      return issuer.sign({ role: 'admin', sub: uuidv7(), expiresIn: '5m', key: other.privateKey });
    },
    api(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      return fetch(`${url}${path}`, { ...init, headers });
    },
    async tamper(sqlText, params = []) {
      const client = await sql.connect();
      try {
        await client.query('begin');
        await client.query(`set local session_replication_role = replica`);
        await client.query(sqlText, params);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    },
    stop: harness.stop,
  };
}
