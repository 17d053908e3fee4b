import { parentPort, workerData } from 'node:worker_threads';
import { serveEmbeddedPostgres, type EmbeddedWorkerMessage } from './embedded-postgres.js';

// The embedded database's own thread (see startEmbeddedPostgres): serves PGlite on a loopback port,
// says where, and closes it cleanly when asked, so nothing is left half-written on disk.
const port = parentPort!;
const db = await serveEmbeddedPostgres((workerData as { dir: string }).dir);
port.postMessage({ url: db.url } satisfies EmbeddedWorkerMessage);
port.once('message', () => {
  void db.stop().then(() => {
    port.postMessage({ stopped: true } satisfies EmbeddedWorkerMessage);
    port.close();
  });
});
