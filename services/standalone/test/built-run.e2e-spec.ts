import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../src/free-port.js';

// `npm start` as users run it: the built entry point in a process of its own, where the embedded
// database and the gateway each get a thread (the in-process harness of the other suites runs the
// TypeScript sources, which have no workers, so only this suite covers the threaded layout).
const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const MAIN = join(ROOT, 'services/standalone/dist/main.js');
if (!existsSync(MAIN))
  await promisify(execFile)(process.execPath, [join(ROOT, 'infra/scripts/build.mjs')], { cwd: ROOT });

/** Threads of a process named by what they are (Linux: /proc/<pid>/task/<tid>/comm). */
function threadNames(pid: number): string[] {
  return readdirSync(`/proc/${pid}/task`).map((t) =>
    readFileSync(`/proc/${pid}/task/${t}/comm`, 'utf8').trim(),
  );
}

describe('the built standalone run (npm start)', () => {
  let child: ChildProcess;
  let url: string;
  let dataDir: string;
  let exited: Promise<number | null>;

  let metricsPort: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sokoni-built-'));
    metricsPort = await freePort();
    child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        KAFKA_BROKERS: '',
        METRICS_PORT: String(metricsPort),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    exited = new Promise((r) => child.once('exit', (code) => r(code)));
    url = await new Promise<string>((ok, fail) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /running on (http:\/\/\S+)/.exec(out);
        if (m) ok(m[1]!);
      });
      void exited.then((code) => fail(new Error(`the run exited (${code}) before it started`)));
    });
  }, 180_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the embedded database and the gateway on threads of their own', () => {
    expect(threadNames(child.pid!).filter((n) => n === 'WorkerThread').length).toBeGreaterThanOrEqual(2);
  });

  it('serves a signed-in buyer through the gateway thread, with the database on its own', async () => {
    expect((await fetch(`${url}/api/v1/health`)).status).toBe(200);
    const email = `built-${Date.now()}@example.com`;
    const password = 'A long built-run passphrase';
    const json = { 'content-type': 'application/json' };
    const reg = await fetch(`${url}/api/v1/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email,
        password,
        fullName: 'Built Run',
        businessName: 'Built Co',
        country: 'KE',
      }),
    });
    expect(reg.status).toBe(201);
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const cart = await fetch(`${url}/api/v1/cart`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(cart.status).toBe(200);
    expect(await cart.json()).toMatchObject({ sellers: [] });
    // The gateway thread still refuses what it refused on the main thread.
    const forged = await fetch(`${url}/api/v1/cart`, {
      headers: { authorization: `Bearer ${accessToken}x` },
    });
    expect(forged.status).toBe(401);
  });

  it("serves every app's metrics on METRICS_PORT, the gateway thread's too, and none on the public port", async () => {
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const service of ['gateway', 'identity', 'catalogue', 'cart', 'trade', 'notifications', 'audit'])
      expect(text).toContain(`service="${service}"`);
    // The gateway answered the platform health above on its own thread; its histogram comes from there.
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{service="gateway",method="GET",route="\/api\/v1\/health",status_code="200"\} [1-9]/m,
    );
    // One process: its metrics once, one header per family whatever the number of apps.
    expect(
      text.split('\n').filter((l) => l === '# TYPE process_cpu_user_seconds_total counter'),
    ).toHaveLength(1);
    expect(
      text.split('\n').filter((l) => l === '# TYPE http_request_duration_seconds histogram'),
    ).toHaveLength(1);
  });

  it('stops cleanly on SIGTERM: threads closed, the data folder released', async () => {
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The run's marker (standalone.json) is gone: the next start on this folder does not think
    // one is running.
    expect(existsSync(join(dataDir, 'standalone.json'))).toBe(false);
  }, 60_000);
});
