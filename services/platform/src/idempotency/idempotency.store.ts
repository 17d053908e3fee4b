import { Inject, Injectable } from '@nestjs/common';
import type { QueryResult } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { DATABASE_OPTIONS, type DatabaseModuleOptions } from '../db/index.js';
import {
  IDEMPOTENCY_OPTIONS,
  type IdempotencyModuleOptions,
  type IdempotencySettingsResolved,
  resolveIdempotencyOptions,
} from './idempotency.options.js';

/** Whose key, on which route (routeScope), and the key itself. */
export interface IdempotencyScope {
  userId: string;
  route: string;
  key: string;
}

/** A response as the client received it: what a replay sends again. */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export type IdempotencyClaim =
  /** The caller holds the key: run the handler, then complete (or release) with this token. */
  | { kind: 'claimed'; token: string }
  /** The key's first request finished with this response, for the same body. */
  | { kind: 'replay'; response: StoredResponse }
  /** The key's first request is still running (and its lock has not timed out). */
  | { kind: 'in_flight' }
  /** The key was used with another body. */
  | { kind: 'mismatch' };

interface Row {
  state: 'in_flight' | 'done';
  request_hash: string;
  response_status: number | null;
  response_headers: Record<string, string> | string | null;
  response_body: Buffer | null;
}

/** Rows per delete statement: short transactions that never hold many locks at once. */
const PRUNE_BATCH = 5_000;

/**
 * The `idempotency_key` table. Every statement is one autocommitted statement on a fork of its own:
 * a claim is visible to other requests before the handler starts, and no transaction stays open
 * across a handler (PGlite serves one session at a time, so one held open would stall the handler's).
 */
@Injectable()
export class IdempotencyStore {
  private readonly table: string;
  readonly settings: IdempotencySettingsResolved;

  constructor(
    private readonly orm: MikroORM,
    @Inject(DATABASE_OPTIONS) db: DatabaseModuleOptions,
    @Inject(IDEMPOTENCY_OPTIONS) options: IdempotencyModuleOptions,
  ) {
    this.table = `"${db.schema}".idempotency_key`;
    this.settings = resolveIdempotencyOptions(options);
  }

  /**
   * Claims the key for a request whose body has `fingerprint`, or says why not. One statement
   * decides, so of concurrent requests exactly one gets the claim: a new key is inserted; a key past
   * its retention starts afresh; a claim in flight past the lock timeout (its process died) is taken
   * over by a request with the same body. Otherwise the row as it stands says replay, 409 or 422.
   */
  async claim(scope: IdempotencyScope, fingerprint: string): Promise<IdempotencyClaim> {
    const { retentionSeconds, lockTimeoutSeconds } = this.settings;
    // A row pruned between the two statements below is gone for good: claiming again inserts it.
    for (let attempt = 0; attempt < 3; attempt++) {
      const token = randomUUID();
      const claimed = await this.orm.em.fork().execute<{ lock_token: string }[]>(
        `insert into ${this.table} as k (user_id, route, idem_key, request_hash, state, lock_token)
         values (?, ?, ?, ?, 'in_flight', ?)
         on conflict (user_id, route, idem_key) do update set
           request_hash = excluded.request_hash, state = 'in_flight', lock_token = excluded.lock_token,
           locked_at = now(), completed_at = null,
           response_status = null, response_headers = null, response_body = null,
           created_at = case when k.created_at < now() - make_interval(secs => ?) then now() else k.created_at end
         where k.created_at < now() - make_interval(secs => ?)
            or (k.state = 'in_flight' and k.locked_at < now() - make_interval(secs => ?)
                and k.request_hash = excluded.request_hash)
         returning lock_token`,
        [
          scope.userId,
          scope.route,
          scope.key,
          fingerprint,
          token,
          retentionSeconds,
          retentionSeconds,
          lockTimeoutSeconds,
        ],
      );
      if (claimed[0]?.lock_token === token) return { kind: 'claimed', token };
      const rows = await this.orm.em.fork().execute<Row[]>(
        `select state, request_hash, response_status, response_headers, response_body
         from ${this.table} where user_id = ? and route = ? and idem_key = ?`,
        [scope.userId, scope.route, scope.key],
      );
      const row = rows[0];
      if (!row) continue;
      if (row.request_hash !== fingerprint) return { kind: 'mismatch' };
      if (row.state === 'in_flight') return { kind: 'in_flight' };
      return { kind: 'replay', response: toStored(row) };
    }
    throw new Error('idempotency key vanished three times while being claimed');
  }

  /** Stores the response of a claim; false when the claim was lost (taken over after its lock timed out). */
  async complete(scope: IdempotencyScope, token: string, response: StoredResponse): Promise<boolean> {
    const result = await this.orm.em.fork().execute<QueryResult>(
      `update ${this.table} set state = 'done', completed_at = now(),
         response_status = ?, response_headers = ?::jsonb, response_body = ?
       where user_id = ? and route = ? and idem_key = ? and lock_token = ? and state = 'in_flight'`,
      [
        response.status,
        JSON.stringify(response.headers),
        response.body,
        scope.userId,
        scope.route,
        scope.key,
        token,
      ],
      'run',
    );
    return result.affectedRows === 1;
  }

  /** Gives the key back unused (the request was refused before its handler ran). */
  async release(scope: IdempotencyScope, token: string): Promise<boolean> {
    const result = await this.orm.em.fork().execute<QueryResult>(
      `delete from ${this.table}
       where user_id = ? and route = ? and idem_key = ? and lock_token = ? and state = 'in_flight'`,
      [scope.userId, scope.route, scope.key, token],
      'run',
    );
    return result.affectedRows === 1;
  }

  /**
   * Deletes keys past their retention, in batches; returns how many. A claim would start such a key
   * afresh anyway: pruning only keeps the table small. Replicas may prune at once.
   */
  async prune(): Promise<number> {
    let total = 0;
    for (;;) {
      const result = await this.orm.em.fork().execute<QueryResult>(
        `delete from ${this.table} where (user_id, route, idem_key) in (
           select user_id, route, idem_key from ${this.table}
           where created_at < now() - make_interval(secs => ?) limit ${PRUNE_BATCH})`,
        [this.settings.retentionSeconds],
        'run',
      );
      total += result.affectedRows;
      if (result.affectedRows < PRUNE_BATCH) return total;
    }
  }
}

function toStored(row: Row): StoredResponse {
  const headers =
    typeof row.response_headers === 'string'
      ? (JSON.parse(row.response_headers) as Record<string, string>)
      : (row.response_headers ?? {});
  return { status: row.response_status ?? 500, headers, body: row.response_body ?? Buffer.alloc(0) };
}
