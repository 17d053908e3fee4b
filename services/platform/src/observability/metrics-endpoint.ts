import { createServer, type Server } from 'node:http';
import { isMainThread } from 'node:worker_threads';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { mergeExpositions, threadMetrics } from './metrics-sources.js';

let processRegistry: Registry | undefined;

/**
 * Process metrics (CPU, memory, event loop, GC) exist once per process, whatever the number of apps
 * in it: collected once into a registry of their own and served beside the apps' own metrics.
 * Registering them per app would double the collectors, and the global registry would throw
 * "already registered" as soon as a second app started.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

interface Listener {
  port: number;
  server: Server;
  holders: number;
  opened: Promise<void>;
}

let listener: Listener | undefined;

async function processScrape(): Promise<string> {
  const [shared, apps] = await Promise.all([processMetrics().metrics(), threadMetrics()]);
  return mergeExpositions([shared, apps]);
}

/**
 * Opens the process's metrics listener on `port`, or joins it when an app of this process already
 * did (the standalone run: every app on one port, each with its `service` label, process metrics
 * once); `host` counts only for the one that opens it. It answers `GET /metrics` and 404 to
 * anything else. Resolves to the release: the last holder's release closes it.
 *
 * A worker thread does not listen (its port would clash with the main thread's): the main thread's
 * listener asks it for its metrics instead (startServerThread / serveOnThread).
 */
export async function holdMetricsListener(port: number, host?: string): Promise<() => Promise<void>> {
  if (!isMainThread) return () => Promise.resolve();
  if (listener && listener.port !== port)
    throw new Error(`metrics are already served on port ${listener.port} in this process, not ${port}`);
  if (!listener) {
    const server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'GET' || path !== '/metrics') {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
        return;
      }
      processScrape().then(
        (text) =>
          res
            .writeHead(200, { 'Content-Type': Registry.PROMETHEUS_CONTENT_TYPE, 'Cache-Control': 'no-store' })
            .end(text),
        () => res.writeHead(500).end(),
      );
    });
    const opened = new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    listener = { port, server, holders: 0, opened };
  }
  const held = listener;
  held.holders += 1;
  try {
    await held.opened;
  } catch (err) {
    held.holders -= 1;
    if (listener === held) listener = undefined;
    throw err;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    held.holders -= 1;
    if (held.holders > 0) return;
    if (listener === held) listener = undefined;
    // The last app of the process is gone: a scraper's kept-alive connection is not waited for.
    await new Promise<void>((resolve) => {
      held.server.close(() => resolve());
      held.server.closeAllConnections();
    });
  };
}
