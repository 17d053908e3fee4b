import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Socket } from 'node:net';
import { builtWorker, startServerThread } from '../threads/index.js';
import { SharedSession } from './shared-session.js';

/** Only names the socket file: nothing listens on a TCP port. */
const SOCKET_PORT = 5432;

/** PGlite with the extensions, imported by the thread that runs the database and nowhere else. */
async function loadPglite() {
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  return { PGlite, extensions: { pg_trgm, unaccent } };
}

/**
 * PostgreSQL's own default of 128 MB of shared buffers is its largest block of memory inside
 * PGlite's WebAssembly heap, and PGlite touches it all: 16 MB hold the demo catalogue's hot pages
 * (the bench's 2,000 products too), and a page beyond them is read from the operating system's file
 * cache, not from disk. The standalone process drops by about 100 MB (bench/README.md, memory).
 */
const EXTRA_START_PARAMS = ['-c', 'shared_buffers=16MB'];

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /**
   * Run the database on a thread of its own (the default where the built worker exists, i.e. when
   * running from dist/): PGlite's WebAssembly then runs beside the services' JavaScript on another
   * core instead of taking turns with it on the main thread — about a quarter of the standalone
   * run's main-thread time under load (bench/checkout). `false` keeps it on the calling thread.
   */
  thread?: boolean;
}

/**
 * PGlite (PostgreSQL compiled to WebAssembly) persisted under `dir`, served on a loopback TCP port
 * so every service uses the very same pg driver and MikroORM code as against a real server; `dir`
 * of `memory://` keeps nothing (tests). PGlite is one backend with one session, so the server below
 * lends that session to one connection at a time (see SharedSession).
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  if (options.thread === false) return serveEmbeddedPostgres(dir);
  const worker = builtWorker(import.meta.url, './embedded-postgres.worker.js');
  if (worker) return startServerThread(worker, { dir }, 'the embedded database');
  if (options.thread) throw new Error('the embedded database worker is not built (npm run build)');
  return serveEmbeddedPostgres(dir);
}

/** The database on this thread (what the worker runs, and the fallback without one). */
export async function serveEmbeddedPostgres(dir: string): Promise<EmbeddedPostgres> {
  const dataDir = dir === 'memory://' ? undefined : dir;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // The contrib extensions services create in their migrations (catalogue search uses both).
  const { PGlite, extensions } = await loadPglite();
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions,
    startParams: [...PGlite.defaultStartParams, ...EXTRA_START_PARAMS],
  });
  const session = new SharedSession(db);
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    session.attach(socket);
  });
  // A Unix socket rather than a loopback TCP port: every statement is a write on each side, and a
  // Unix socket write skips the TCP stack (bench/checkout: about a tenth of both threads' time under
  // load went to loopback writes). In a folder of its own that only this user may enter, named as
  // libpq expects (`<dir>/.s.PGSQL.<port>`), so the pg driver connects to it by a host of `<dir>`.
  const socketDir = await mkdtemp(join(tmpdir(), 'sokoni-pg-'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), () => {
      server.off('error', reject);
      resolve();
    });
  });
  let stopped: Promise<void> | undefined;
  return {
    url: `postgres://postgres@${encodeURIComponent(socketDir)}:${SOCKET_PORT}/postgres`,
    stop: () =>
      (stopped ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        await session.close();
        for (const socket of sockets) socket.destroy();
        await closed;
        await db.close();
        await rm(socketDir, { recursive: true, force: true });
      })()),
  };
}
