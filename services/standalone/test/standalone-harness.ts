import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig, type Env } from '@sokoni/platform/config';
import { bootStandalone, standaloneConfigSchema, type Standalone } from '@sokoni/standalone';

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

/**
 * The whole marketplace in this process, on a fresh embedded database in a temporary folder.
 * `extraEnv` adds settings the run would take from its environment (CORS_ORIGINS, say).
 */
export async function startHarness(extraEnv: Env = {}): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sokoni-e2e-'));
  const env = { ...extraEnv, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn' };
  const app = await bootStandalone(loadConfig(standaloneConfigSchema, env), env);
  return harnessOf(app, dataDir, async () => {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
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

function harnessOf(app: Standalone, dataDir: string, stop: () => Promise<void>): Harness {
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
    async mail(to, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const files = existsSync(app.mailboxDir) ? await readdir(app.mailboxDir) : [];
        for (const f of files.sort().reverse()) {
          const text = decodeMime(await readFile(join(app.mailboxDir, f), 'utf8'));
          const header = text.slice(0, text.indexOf('\n\n'));
          if (header.includes(`To: ${to}`) && subject.test(header)) return text;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    },
    async createAdmin(email, password) {
      const cli = join(ROOT, 'services/standalone/dist/cli/create-admin.js');
      if (!existsSync(cli))
        await run(process.execPath, [join(ROOT, 'infra/scripts/build.mjs')], { cwd: ROOT });
      const { stdout } = await run(process.execPath, [cli, '--email', email, '--password', password], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      return stdout;
    },
    stop,
  };
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links and text in tests. */
function decodeMime(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
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
