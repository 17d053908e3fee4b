import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';

export interface TestDatabase {
  /** Connection URL of a fresh database no other run has touched. */
  url: string;
  drop(): Promise<void>;
}

/** Where integration tests look for PostgreSQL when the caller names no server. */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Integration tests never rely on data left by an earlier run: each gets a database of its own,
 * created on the server at `adminUrl` and dropped afterwards. When that server does not answer and
 * a Docker engine is there, a throwaway PostgreSQL container (testcontainers) stands in. Returns
 * null when neither is available, so the caller can say clearly that it skipped.
 */
export async function createTestDatabase(
  adminUrl: string | undefined = DEFAULT_TEST_DATABASE_URL,
  prefix = 'sokoni_test',
): Promise<TestDatabase | null> {
  let server =
    adminUrl && (await answers(adminUrl)) ? { url: adminUrl, stop: () => Promise.resolve() } : null;
  server ??= await postgresContainer();
  if (!server) return null;
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withClient(server.url, (c) => c.query(`create database "${name}"`));
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const { url: admin, stop } = server;
  return {
    url: url.toString(),
    async drop() {
      await withClient(admin, async (c) => {
        // pool.end() does not wait for its sockets to close: give closing connections a moment
        // to go, so the forced drop does not terminate one whose pool (already "ended", with no
        // error listener) would then crash whichever test file runs next.
        for (let i = 0; i < 40; i++) {
          const r = await c.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          );
          if (r.rows[0]?.n === 0) break;
          await new Promise((done) => setTimeout(done, 50));
        }
        await c.query(`drop database if exists "${name}" with (force)`);
      });
      await stop();
    },
  };
}

async function answers(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  c.on('error', () => undefined);
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => undefined);
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A Docker engine to talk to: a local socket or DOCKER_HOST (a `docker` client alone is not one). */
export function dockerEngineAvailable(env: Record<string, string | undefined>): boolean {
  return Boolean(env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

async function postgresContainer(): Promise<{ url: string; stop: () => Promise<void> } | null> {
  // eslint-disable-next-line no-restricted-properties -- test helper: whether Docker is configured
  if (!dockerEngineAvailable(process.env)) return null;
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17').start();
    return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
  } catch {
    return null;
  }
}

/**
 * A fresh database on the server the environment names (TEST_DATABASE_URL, else DATABASE_URL,
 * else the local default), or null after saying loudly why `suite` is skipped: never a silent pass.
 */
export async function createTestDatabaseOrSkip(suite: string, prefix: string): Promise<TestDatabase | null> {
  // eslint-disable-next-line no-restricted-properties -- test helper: which server the developer or CI points at
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const db = await createTestDatabase(adminUrl, prefix);
  if (!db) {
    const u = new URL(adminUrl);
    // Credentials stay out of the message; host and port are what the reader needs.
    console.warn(
      `SKIP ${suite}: no PostgreSQL answers at ${u.protocol}//${u.host}. ` +
        'Set TEST_DATABASE_URL or DATABASE_URL to a server where databases may be created.',
    );
  }
  return db;
}
