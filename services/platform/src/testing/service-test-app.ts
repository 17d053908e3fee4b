import type { DynamicModule, INestApplication } from '@nestjs/common';
import pg from 'pg';
import type { z } from 'zod';
import { loadConfig, type Env } from '../config/index.js';
import { InProcessTransport } from '../events/index.js';
import { appUrl, createServiceApp } from '../http/index.js';
import type { TestDatabase } from './test-database.js';
import { startTestIssuer, type TestIssuer } from './test-issuer.js';

/** What createServiceApp reads of a service's config. */
type AppConfig = Parameters<typeof createServiceApp>[1]['config'];

export interface ServiceTestOptions<S extends z.ZodObject> {
  /** The service's name: its config's and the app's title. */
  service: string;
  /** A service's config schema: one that includes the HTTP settings (checked here at compile time). */
  configSchema: S & (z.output<S> extends AppConfig ? unknown : never);
  db: TestDatabase;
  /** Over the defaults: the test database, loopback, logs quiet unless TEST_LOG_LEVEL, DB_POOL_MAX 4. */
  env?: Env;
  /** Connections of the test's own pool (`sql`). */
  sqlPoolMax?: number;
  /** Runs on the connected transport before the app starts (an observer the test subscribes). */
  beforeStart?(transport: InProcessTransport): Promise<unknown>;
  /** The service's module from what the harness made; the transport stays the harness's own. */
  module(parts: { config: z.output<S>; transport: InProcessTransport; jwksUrl: string }): DynamicModule;
}

export interface ServiceTestApp<C> {
  app: INestApplication;
  url: string;
  config: C;
  /** Connected, shared with the app: the test publishes and observes events on it. */
  transport: InProcessTransport;
  /** Signs access tokens the app accepts (its JWKS URL is the app's). */
  issuer: TestIssuer;
  /** The test's own pool on the database, for direct SQL. */
  sql: pg.Pool;
  /** Closes the app, the pool, the transport and the issuer; the database is the caller's. */
  stop(): Promise<void>;
}

/**
 * One service booted as `main.ts` boots it (createServiceApp on a loopback port), for integration
 * tests: a JWKS issuer, an in-process transport, config from the schema, and clean-up of what was
 * started when the app fails to start.
 */
export async function startServiceForTest<S extends z.ZodObject>(
  o: ServiceTestOptions<S>,
): Promise<ServiceTestApp<z.output<S>>> {
  const issuer = await startTestIssuer();
  const transport = new InProcessTransport();
  await transport.connect();
  let app: INestApplication;
  let config: z.output<S>;
  try {
    await o.beforeStart?.(transport);
    config = loadConfig(
      o.configSchema,
      {
        DATABASE_URL: o.db.url,
        HOST: '127.0.0.1',
        // Quiet unless asked: failure tests log warnings on purpose.
        // eslint-disable-next-line no-restricted-properties -- test helper: the log level a developer asks for
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'fatal',
        DB_POOL_MAX: '4',
        ...o.env,
      },
      { service: o.service },
    );
    app = await createServiceApp(o.module({ config, transport, jwksUrl: issuer.jwksUrl }), {
      title: `Sokoni ${o.service} (test)`,
      config: config as z.output<S> & AppConfig,
      port: 0,
    });
  } catch (err) {
    await transport.disconnect();
    await issuer.close();
    throw err;
  }
  const sql = new pg.Pool({ connectionString: o.db.url, max: o.sqlPoolMax ?? 2 });
  // An idle connection the server ends (another suite's clean-up, the forced drop) must not fail this one.
  sql.on('error', () => undefined);
  return {
    app,
    url: appUrl(app),
    config,
    transport,
    issuer,
    sql,
    async stop() {
      await app.close();
      await sql.end();
      await transport.disconnect();
      await issuer.close();
    },
  };
}
