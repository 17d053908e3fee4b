import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { startServiceForTest, type ServiceTestApp, type TestDatabase } from '@sokoni/platform/testing';
import { IdempotencyTestModule, idemTestConfigSchema, SCHEMA, Work } from './idempotency-app.harness.js';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export type TestUser = 'A' | 'B';

export interface IdempotencyTestApp {
  h: ServiceTestApp<z.output<typeof idemTestConfigSchema>>;
  /** The side effects the routes counted: "replayed" means these did not move. */
  work: Work;
  users: Record<TestUser, string>;
  post(path: string, body: unknown, o?: { key?: string; user?: TestUser; lang?: string }): Promise<Answer>;
  /** The stored rows of a key, for every user and route. */
  keyRows(key: string): Promise<{ user_id: string; route: string; state: string }[]>;
  stop(): Promise<void>;
}

/** The test service of the harness on `db`, two signed-in users, and a client for its routes. */
export async function startIdempotencyApp(db: TestDatabase): Promise<IdempotencyTestApp> {
  const h = await startServiceForTest({
    service: 'idemtest',
    configSchema: idemTestConfigSchema,
    db,
    module: (parts) => IdempotencyTestModule.forRoot(parts),
  });
  const users = { A: randomUUID(), B: randomUUID() };
  const tokens = {
    A: await h.issuer.sign({ sub: users.A, role: 'buyer' }),
    B: await h.issuer.sign({ sub: users.B, role: 'buyer' }),
  };
  return {
    h,
    work: h.app.get(Work),
    users,
    async post(path, body, o = {}) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[o.user ?? 'A']}`,
      };
      if (o.key !== undefined) headers['idempotency-key'] = o.key;
      if (o.lang) headers['accept-language'] = o.lang;
      const res = await fetch(`${h.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, headers: res.headers, text, json };
    },
    async keyRows(key) {
      const result = await h.sql.query<{ user_id: string; route: string; state: string }>(
        `select user_id, route, state from ${SCHEMA}.idempotency_key where idem_key = $1 order by user_id, route`,
        [key],
      );
      return result.rows;
    },
    stop: () => h.stop(),
  };
}

export const replayed = (a: Answer): string | null => a.headers.get('idempotent-replayed');

export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
