import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig, type Env } from '@sokoni/platform/config';
import { createTestDatabase, DEFAULT_TEST_DATABASE_URL, type TestDatabase } from '@sokoni/platform/testing';
import { bootStandalone, standaloneConfigSchema, type Standalone } from '@sokoni/standalone';
import { readMailbox } from './mailbox-reader.js';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface Harness {
  app: Standalone;
  dataDir: string;
  api(
    path: string,
    init?: RequestInit & { json?: unknown; token?: string; cookie?: string },
  ): Promise<Response>;
  /** Waits for the dev mailbox to hold a message to `to` whose subject matches, and returns it decoded. */
  mail(to: string, subject: RegExp, timeoutMs?: number): Promise<string>;
  createAdmin(email: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  /**
   * `postgres` (the default): a fresh database of its own on the PostgreSQL the integration tests
   * use, where one answers, else the embedded one (said on the console; under CI=true, where the
   * server is installed, a missing one is an error). `embedded`: always the embedded PGlite.
   *
   * Why not always embedded: PGlite is PostgreSQL compiled to WebAssembly, started and migrated in
   * this very process. Half a dozen suites doing that beside the browser suites cost CI minutes
   * and starved the other tests of CPU. The embedded database keeps its own coverage: the browser
   * suites' shared stack runs on it, as `npm start` does, and so do the built-run, audit and
   * database contract suites.
   */
  database?: 'postgres' | 'embedded';
}

/**
 * The whole marketplace in this process, on a fresh database (see HarnessOptions) with its files in
 * a temporary folder. `extraEnv` adds settings the run would take from its environment
 * (CORS_ORIGINS, say).
 */
export async function startHarness(extraEnv: Env = {}, options: HarnessOptions = {}): Promise<Harness> {
  const database = options.database === 'embedded' ? null : await ownPostgres();
  const dataDir = await mkdtemp(join(tmpdir(), 'sokoni-e2e-'));
  const env = {
    ...extraEnv,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const app = await bootStandalone(loadConfig(standaloneConfigSchema, env), env).catch(async (err) => {
    await database?.drop();
    throw err;
  });
  const stop = async () => {
    await app.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return harnessOf(app, dataDir, stop, database?.url);
}

async function ownPostgres(): Promise<TestDatabase | null> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const db = await createTestDatabase(adminUrl, 'sokoni_e2e');
  if (db) return db;
  if (process.env.CI === 'true')
    throw new Error(`CI=true: no PostgreSQL answers at ${new URL(adminUrl).host}`);
  console.warn('startHarness: no PostgreSQL answers; this stack runs on the embedded database');
  return null;
}

/**
 * The stack every browser suite of the run shares (infra/jest/e2e-stack.setup.mjs): booted once,
 * with the default settings and the built storefront, its demo catalogue seeded once. Other suites
 * write to it too, so a suite on it creates its own accounts and never counts what it did not make.
 * Without the shared stack (E2E_SHARED_STACK=0, or a run outside jest's e2e project) it is a
 * stack of the suite's own. `stop()` leaves a shared stack running for the next suite.
 */
export async function sharedHarness(): Promise<Harness> {
  const url = process.env.E2E_SHARED_URL;
  const dataDir = process.env.E2E_SHARED_DATA_DIR;
  if (!url || !dataDir)
    return startHarness(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {});
  const app: Standalone = {
    url,
    mailboxDir: join(dataDir, 'mailbox'),
    get databaseUrl(): string {
      throw new Error(
        'the shared stack keeps its database to itself: start a stack of your own (startHarness)',
      );
    },
    get services(): Record<string, string> {
      throw new Error('the shared stack runs in another process: start a stack of your own (startHarness)');
    },
    stop: () => Promise.resolve(),
  };
  return harnessOf(app, dataDir, () => Promise.resolve());
}

/** `databaseUrl`: the PostgreSQL the stack runs on; without it, the embedded one in `dataDir`. */
function harnessOf(app: Standalone, dataDir: string, stop: () => Promise<void>, databaseUrl = ''): Harness {
  const api: Harness['api'] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.cookie) headers.set('cookie', init.cookie);
    return fetch(`${app.url}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  };
  return {
    app,
    dataDir,
    api,
    mail: (to, subject, timeoutMs = 15_000) => readMailbox(app.mailboxDir, to, subject, timeoutMs),
    async createAdmin(email, password) {
      const cli = join(ROOT, 'services/standalone/dist/cli/create-admin.js');
      if (!existsSync(cli))
        await run(process.execPath, [join(ROOT, 'infra/scripts/build.mjs')], { cwd: ROOT });
      const { stdout } = await run(process.execPath, [cli, '--email', email, '--password', password], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      });
      return stdout;
    },
    stop,
  };
}

export const tokenFrom = (mail: string, path: string): string => {
  const m = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail);
  if (!m?.[1]) throw new Error(`no ${path} link in the e-mail`);
  return m[1];
};

export const refreshCookie = (res: Response): string | undefined => {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('sokoni_refresh='));
  return set?.split(';')[0];
};
