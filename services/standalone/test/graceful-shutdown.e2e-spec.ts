import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createTestDatabaseOrSkip } from '@sokoni/platform/testing';
import { freePort } from '../src/free-port.js';
import {
  ensureBuilt,
  eventually,
  serviceSettings,
  spawnService,
  startReaper,
  terminate,
  type Reaper,
  type ServiceProcess,
} from './distributed-stack.js';

/**
 * A service ending as Kubernetes ends it: `node services/identity/dist/main.js` (the image's command)
 * on a fresh database, SIGTERM while a request is in flight. The request is held by a lock the test
 * takes on identity's users table, so it is still running when the signal comes, for as long as the
 * test wants: the process must refuse new connections, finish that request, and exit 0 by itself
 * within SHUTDOWN_TIMEOUT_MS.
 */
const db = await createTestDatabaseOrSkip('graceful shutdown e2e', 'sokoni_shutdown');
const DEADLINE_MS = 20_000;

/** A request on a connection of its own: what a client arriving after the signal gets. */
function probe(url: string): Promise<number | 'refused' | 'reset'> {
  return new Promise((resolve) => {
    request(url, { agent: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    })
      .on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED' ? 'refused' : 'reset'))
      .end();
  });
}

(db ? describe : describe.skip)('a service process on SIGTERM (graceful shutdown)', () => {
  let dir: string;
  let reaper: Reaper;
  let identity: ServiceProcess;
  let url: string;
  let lock: pg.Client;

  beforeAll(async () => {
    await ensureBuilt();
    dir = await mkdtemp(join(tmpdir(), 'sokoni-shutdown-'));
    reaper = startReaper();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    identity = spawnService('identity', dir, reaper, {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      DATABASE_URL: db!.url,
      DB_POOL_MAX: '4',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...serviceSettings('identity', dir, () => url),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1:8080',
      SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS),
    });
    const ready = await eventually(
      async () => (identity.child.exitCode !== null ? 'exited' : await probe(`${url}/ready`)),
      (r) => r === 200 || r === 'exited',
      90_000,
      300,
    );
    if (ready !== 200)
      throw new Error(`identity did not start (${ready}):\n${await readFile(identity.log, 'utf8')}`);
    lock = new pg.Client({ connectionString: db!.url });
    await lock.connect();
  }, 120_000);

  afterAll(async () => {
    if (identity && identity.child.exitCode === null) identity.child.kill('SIGKILL');
    await identity?.exited;
    reaper?.end();
    await lock?.end().catch(() => undefined);
    await db?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refusing new ones, and exits 0 by itself', async () => {
    // Reads still pass; the INSERT of a sign-up waits for this transaction.
    await lock.query('begin');
    await lock.query('lock table identity.users in exclusive mode');
    const email = `shutdown-${Date.now()}@example.com`;
    let settled = false;
    const registering = fetch(`${url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'A long passphrase for a shutdown',
        fullName: 'Shut Down',
        businessName: 'Graceful Ltd',
        country: 'KE',
      }),
    }).then(async (res) => ({ status: res.status, body: await res.text() }));
    void registering.finally(() => (settled = true));
    const waiting = await eventually(
      async () =>
        (
          await lock.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          )
        ).rows[0]!.n,
      (n) => n > 0,
      15_000,
    );
    expect(waiting).toBeGreaterThan(0);

    terminate(identity);
    // Served until the app's own hooks have run, then refused: never a new request left hanging.
    const late = await eventually(
      () => probe(`${url}/health`),
      (r) => r === 'refused' || r === 503,
      10_000,
      100,
    );
    expect(late === 'refused' || late === 503).toBe(true);
    expect(settled).toBe(false);
    expect(identity.child.exitCode).toBeNull();

    await lock.query('rollback');
    const registered = await registering;
    expect(registered.status).toBe(201);
    const exit = await identity.exited;
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(exit.ms).toBeLessThan(DEADLINE_MS);
    // The sign-up committed before the pools closed.
    const stored = await lock.query('select 1 from identity.users where email = $1', [email]);
    expect(stored.rowCount).toBe(1);
    expect(await readFile(identity.log, 'utf8')).toMatch(/SIGTERM received: shutting down[\s\S]*exiting 0/);
  }, 60_000);
});
