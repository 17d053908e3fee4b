import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * PGlite (PostgreSQL compiled to WebAssembly) persisted under `dir`, served on a loopback TCP port
 * so every service uses the very same pg driver and MikroORM code as against a real server. The
 * socket server multiplexes connections onto PGlite's single session and keeps each transaction's
 * statements together; `dir` of `memory://` keeps nothing (tests).
 */
export async function startEmbeddedPostgres(dir: string): Promise<EmbeddedPostgres> {
  const dataDir = dir === 'memory://' ? undefined : dir;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 200 });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
