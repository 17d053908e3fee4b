import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';

/** Something listening on a loopback address that can be stopped: a database, an HTTP app. */
export interface ThreadServer {
  url: string;
  stop(): Promise<void>;
}

type Message = { url: string } | { failed: string };

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
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', (m: Message) =>
      'url' in m ? resolve(m.url) : reject(new Error(`${what} did not start: ${m.failed}`)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${what} thread exited (${code}) before it started`)));
  });
  worker.removeAllListeners();
  let stopping = false;
  const died = (why: unknown) => {
    if (stopping) return;
    console.error(`${what} thread stopped:`, why);
    process.exit(1);
  };
  worker.on('error', died);
  worker.on('exit', (code) => died(`exit code ${code}`));
  let stopped: Promise<void> | undefined;
  return {
    url,
    stop: () =>
      (stopped ??= (async () => {
        stopping = true;
        const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
        worker.postMessage('stop');
        await exited;
      })()),
  };
}

/**
 * The worker's side of startServerThread: starts the server from the thread's data, says where it
 * listens (or why it could not start), and stops it cleanly when asked, after which the thread ends.
 */
export async function serveOnThread<T>(start: (data: T) => Promise<ThreadServer>): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('serveOnThread runs in a worker thread');
  try {
    const server = await start(workerData as T);
    port.postMessage({ url: server.url } satisfies Message);
    port.once('message', () => {
      void server.stop().finally(() => port.close());
    });
  } catch (err) {
    port.postMessage({ failed: err instanceof Error ? err.message : String(err) } satisfies Message);
    port.close();
  }
}
