import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { threadMetrics } from '../observability/metrics-sources.js';

/** Something listening on a loopback address that can be stopped: a database, an HTTP app. */
export interface ThreadServer {
  url: string;
  stop(): Promise<void>;
  /**
   * The Prometheus metrics of the apps on the server's thread (a worker thread has no metrics
   * listener of its own: the process's, on the main thread, asks it). Absent on the main thread.
   */
  metrics?(): Promise<string>;
}

type Started = { url: string } | { failed: string };
type Message = Started | { metrics: number; text: string };
type Request = 'stop' | { metrics: number };

/** Longest a scrape waits for a worker thread's answer. */
const METRICS_TIMEOUT_MS = 5_000;

/**
 * The worker file `name` beside the calling module once built (`import.meta.url` of the caller),
 * or undefined when running from TypeScript sources (jest), which have no workers: the caller then
 * runs the server on its own thread.
 */
export function builtWorker(callerUrl: string, name: string): string | undefined {
  if (!callerUrl.endsWith('.js')) return undefined;
  const file = fileURLToPath(new URL(name, callerUrl));
  return existsSync(file) ? file : undefined;
}

/**
 * Starts the server of `file` (a module calling serveOnThread) on a thread of its own with `data`
 * (structured-cloned), and resolves once it listens. The server only talks over its address, so
 * nothing else crosses the threads. Its thread ending unasked is as fatal as a crash on the main
 * thread would be: the process exits.
 */
export async function startServerThread(file: string, data: unknown, what: string): Promise<ThreadServer> {
  const worker = new Worker(file, { workerData: data });
  const start = Promise.withResolvers<string>();
  const onStarted = (m: Started) =>
    'url' in m ? start.resolve(m.url) : start.reject(new Error(`${what} did not start: ${m.failed}`));
  const onError = (err: unknown) => start.reject(err);
  const onExit = (code: number) =>
    start.reject(new Error(`${what} thread exited (${code}) before it started`));
  worker.once('message', onStarted);
  worker.once('error', onError);
  worker.once('exit', onExit);
  const url = await start.promise.finally(() => {
    // Each taken off by itself: removeAllListeners() would also drop the Worker's own hooks that
    // start its message port for a later 'message' listener, and the metrics answers would never come.
    worker.off('message', onStarted);
    worker.off('error', onError);
    worker.off('exit', onExit);
  });
  let stopping = false;
  const died = (why: unknown) => {
    if (stopping) return;
    console.error(`${what} thread stopped:`, why);
    process.exit(1);
  };
  worker.on('error', died);
  worker.on('exit', (code) => died(`exit code ${code}`));
  const asked = new Map<number, (text: string) => void>();
  let nextAsk = 0;
  worker.on('message', (m: Message) => {
    if ('metrics' in m) asked.get(m.metrics)?.(m.text);
  });
  let stopped: Promise<void> | undefined;
  return {
    url,
    stop: () =>
      (stopped ??= (async () => {
        stopping = true;
        const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
        worker.postMessage('stop' satisfies Request);
        await exited;
      })()),
    metrics: () => {
      const id = ++nextAsk;
      const { promise, resolve, reject } = Promise.withResolvers<string>();
      const timer = setTimeout(
        () => reject(new Error(`${what}: no metrics within ${METRICS_TIMEOUT_MS} ms`)),
        METRICS_TIMEOUT_MS,
      );
      asked.set(id, resolve);
      worker.postMessage({ metrics: id } satisfies Request);
      return promise.finally(() => {
        clearTimeout(timer);
        asked.delete(id);
      });
    },
  };
}

/**
 * The worker's side of startServerThread: starts the server from the thread's data, says where it
 * listens (or why it could not start), answers with its apps' metrics when asked, and stops it
 * cleanly when asked, after which the thread ends.
 */
export async function serveOnThread<T>(start: (data: T) => Promise<ThreadServer>): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('serveOnThread runs in a worker thread');
  try {
    const server = await start(workerData as T);
    port.postMessage({ url: server.url } satisfies Started);
    let stopping = false;
    port.on('message', (m: Request) => {
      if (m === 'stop') {
        if (stopping) return;
        stopping = true;
        void server.stop().finally(() => port.close());
      } else
        void threadMetrics().then((text) => port.postMessage({ metrics: m.metrics, text } satisfies Message));
    });
  } catch (err) {
    port.postMessage({ failed: err instanceof Error ? err.message : String(err) } satisfies Started);
    port.close();
  }
}
