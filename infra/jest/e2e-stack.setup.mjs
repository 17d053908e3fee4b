// One standalone marketplace for every browser suite that asks for the shared stack (sharedHarness
// in services/standalone/test/standalone-harness.ts): booted once, as `npm start` runs it, while the
// first suites run; its demo catalogue is seeded and handed to cart and trade once, not per suite.
// Suites that need settings of their own, or a database nobody else writes to, start their own.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..', '..');
const MAIN = join(ROOT, 'services/standalone/dist/main.js');
const BOOT_TIMEOUT_MS = 180_000;

// Ends the stack when the jest process ends, however it ends: the stack's parent is this small
// watcher, which stops it once its stdin (a pipe from jest) closes.
const WATCHER = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, [process.argv[1]], { stdio: ['ignore', 'inherit', 'inherit'] });
const stop = () => { child.kill('SIGTERM'); setTimeout(() => child.kill('SIGKILL'), 10000).unref(); };
process.stdin.on('end', stop).resume();
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
`;

export default async function setup(globalConfig) {
  if (process.env.E2E_SHARED_STACK === '0') return;
  // `--listTests` and runs with nothing of the e2e project selected have no use for a stack.
  if (globalConfig.listTests) return;
  if (!existsSync(MAIN)) throw new Error('services/standalone/dist is missing: run `npm run build` first');
  const dataDir = await mkdtemp(join(tmpdir(), 'sokoni-e2e-shared-'));
  // Below the kernel's ephemeral range, as the standalone picks for PORT=0 (see free-port.ts).
  const { freePort } = await import(pathToFileURL(join(ROOT, 'services/standalone/dist/free-port.js')).href);
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Every suite's browser comes from 127.0.0.1: the per-address limits would add up across
    // suites. Suites that test those limits start a stack of their own with the real ones.
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SIGN_IN_ADDRESS_LIMIT: '1000',
    ...(process.env.E2E_WEB_DIR ? { WEB_DIR: process.env.E2E_WEB_DIR } : {}),
  };
  const watcher = spawn(process.execPath, ['-e', WATCHER, MAIN], {
    cwd: ROOT,
    env,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  globalThis.__sokoniSharedStack = { watcher, dataDir };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  for (;;) {
    if (watcher.exitCode !== null) throw new Error(`the shared e2e stack exited (${watcher.exitCode})`);
    const up = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline)
      throw new Error(`the shared e2e stack did not answer within ${BOOT_TIMEOUT_MS} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_SHARED_URL = url;
  process.env.E2E_SHARED_DATA_DIR = dataDir;
}
