import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { EmbeddedPostgres, EmbeddedPostgresOptions } from '@sokoni/platform/db';
import { databaseContract } from './database.contract.js';

// The embedded database on a thread of its own, as the standalone run starts it from the built
// code (the worker is a file of dist/; jest runs the TypeScript sources, which have none).
const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');
const BUILT = join(ROOT, 'services/platform/dist/db/embedded-postgres.js');
if (!existsSync(BUILT))
  await promisify(execFile)(process.execPath, [join(ROOT, 'infra/scripts/build.mjs')], { cwd: ROOT });
const { startEmbeddedPostgres } = (await import(pathToFileURL(BUILT).href)) as {
  startEmbeddedPostgres(dir: string, options?: EmbeddedPostgresOptions): Promise<EmbeddedPostgres>;
};

databaseContract('embedded PGlite on its own thread', async () => {
  const embedded = await startEmbeddedPostgres('memory://');
  return { url: embedded.url, sessions: 'serialized', teardown: () => embedded.stop() };
});

/** The longest the event loop of this thread went without running a timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe("embedded PGlite: on its own thread or on the caller's", () => {
  const query = async (db: EmbeddedPostgres, sql: string) => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };

  it('runs a long statement without stalling the services on the main thread', async () => {
    const threaded = await startEmbeddedPostgres('memory://');
    try {
      expect(await longestStall(() => query(threaded, 'select pg_sleep(1.5)'))).toBeLessThan(700);
    } finally {
      await threaded.stop();
    }
    // The same statement on the caller's thread stalls it for the whole statement: what the
    // threaded database is for, and proof that the check above can fail.
    const inline = await startEmbeddedPostgres('memory://', { thread: false });
    try {
      expect(await longestStall(() => query(inline, 'select pg_sleep(1.5)'))).toBeGreaterThan(1_200);
    } finally {
      await inline.stop();
    }
    // Two boots and two statements: under a loaded CI machine a WebAssembly boot alone can take
    // tens of seconds, which says nothing about stalls (the figure this test is about).
  }, 180_000);

  it('keeps what was committed in its folder across a stop and a new start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sokoni-pglite-thread-'));
    try {
      const first = await startEmbeddedPostgres(dir);
      await query(first, `create table kept (word text); insert into kept values ('habari')`);
      await first.stop();
      const second = await startEmbeddedPostgres(dir);
      try {
        expect(await query(second, 'select word from kept')).toEqual([{ word: 'habari' }]);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
