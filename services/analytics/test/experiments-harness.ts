import { decodeEnvelope, decodePayload } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import {
  createTestDatabaseOrSkip,
  startServiceForTest,
  type ServiceTestApp,
  type TestDatabase,
} from '@sokoni/platform/testing';
import { AnalyticsModule, analyticsConfigSchema, type AnalyticsConfig } from '../src/index.js';

export const freshDatabase = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_analytics_experiments_test');

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export type Json = Record<string, any>;
export interface Caller {
  id: string;
  token: string;
}
export interface ApiInit {
  method?: string;
  token?: string;
  json?: unknown;
  lang?: string;
  /** More request headers (DNT, Sec-GPC). */
  headers?: Record<string, string>;
}

export interface ExperimentsHarness {
  app: ServiceTestApp<AnalyticsConfig>;
  user(role: 'buyer' | 'seller' | 'admin' | 'analyst'): Promise<Caller>;
  api(path: string, init?: ApiInit): Promise<Response>;
  /** GET /assignments for an anonymous id (with the caller's token when given). */
  assignments(anonymousId: string, token?: string): Promise<Record<string, string | null>>;
  /** POST /events as the storefront's tracker sends them; resolves with the number accepted. */
  track(anonymousId: string, events: Json[], token?: string): Promise<number>;
  /** experiment_counter of one experiment: `<variant> <metric>` → count. */
  counters(experimentId: string): Promise<Record<string, number>>;
  experimentId(key: string): Promise<string>;
  /** Payloads and actors of analytics.experiment.changed.v1 in the outbox, oldest first. */
  changes(): Promise<{ key: string; actorId: string; payload: Json }[]>;
  query<R = Json>(sql: string, params?: unknown[]): Promise<R[]>;
  stop(): Promise<void>;
}

/** The analytics service alone on a fresh database, called over HTTP as the storefront and back office do. */
export async function startExperiments(db: TestDatabase): Promise<ExperimentsHarness> {
  const app = await startServiceForTest({
    service: 'analytics',
    configSchema: analyticsConfigSchema,
    db,
    sqlPoolMax: 3,
    module: (parts) => AnalyticsModule.forRoot({ ...parts, ownsTransport: false }),
  });
  const query = async <R = Json>(sql: string, params: unknown[] = []): Promise<R[]> =>
    (await app.sql.query(sql, params)).rows as R[];
  const api = (path: string, init: ApiInit = {}) => {
    const headers = new Headers({ 'user-agent': BROWSER, ...init.headers });
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.lang) headers.set('accept-language', init.lang);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${app.url}${path}`, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  };
  return {
    app,
    api,
    query,
    async user(role) {
      const id = uuidv7();
      return { id, token: await app.issuer.sign({ role, sub: id, expiresIn: '10m' }) };
    },
    async assignments(anonymousId, token) {
      const res = await api(`/api/v1/analytics/assignments?anonymousId=${anonymousId}`, { token });
      if (res.status !== 200) throw new Error(`assignments: ${res.status} ${await res.text()}`);
      return ((await res.json()) as Json).assignments as Record<string, string | null>;
    },
    async track(anonymousId, events, token) {
      const res = await api('/api/v1/analytics/events', {
        token,
        json: { anonymousId, events: events.map((e) => ({ path: '/', ...e })) },
      });
      if (res.status !== 202) throw new Error(`events: ${res.status} ${await res.text()}`);
      return ((await res.json()) as Json).accepted as number;
    },
    async counters(experimentId) {
      const rows = await query<{ variant: string; metric: string; count: string }>(
        'select variant, metric, count from analytics.experiment_counter where experiment_id = $1',
        [experimentId],
      );
      return Object.fromEntries(rows.map((r) => [`${r.variant} ${r.metric}`, Number(r.count)]));
    },
    async experimentId(key) {
      const rows = await query<{ id: string }>('select id from analytics.experiment where key = $1', [key]);
      return rows[0]!.id;
    },
    async changes() {
      const rows = await query<{ key: string; value: Buffer }>(
        `select key, value from analytics.outbox where topic = 'analytics.experiment.changed.v1' order by id`,
      );
      return rows.map((r) => {
        const envelope = decodeEnvelope(new Uint8Array(r.value));
        return {
          key: r.key,
          actorId: envelope.actorId,
          payload: decodePayload('analytics.experiment.changed.v1', envelope.payload),
        };
      });
    },
    stop: app.stop,
  };
}
