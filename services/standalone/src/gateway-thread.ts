import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createGateway, type GatewayConfig } from '@sokoni/gateway';
import { appUrl } from '@sokoni/platform/http';

export interface RunningGateway {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** Messages between startGateway and gateway.worker.ts. */
export type GatewayWorkerMessage = { url: string } | { failed: string };
export interface GatewayWorkerData {
  config: GatewayConfig;
  port: number;
}

/** The worker beside this module once built; from TypeScript sources (jest) there is none. */
const WORKER = fileURLToPath(new URL('./gateway.worker.js', import.meta.url));

/**
 * The gateway of the standalone run, on a thread of its own when started from the built code.
 * It talks to the services over loopback HTTP anyway, so nothing but its settings crosses over;
 * its share of every request (parsing, security headers, the token check, limits, the proxying
 * itself: about a third of an add-to-cart's main-thread time in bench/checkout) then runs on the
 * second core beside the services instead of taking turns with them.
 */
export async function startGateway(config: GatewayConfig, port: number): Promise<RunningGateway> {
  if (!(import.meta.url.endsWith('.js') && existsSync(WORKER))) {
    const app = await createGateway(config, port);
    return { url: appUrl(app), close: () => app.close() };
  }
  const worker = new Worker(WORKER, { workerData: { config, port } satisfies GatewayWorkerData });
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', (m: GatewayWorkerMessage) =>
      'url' in m ? resolve(m.url) : reject(new Error(`the gateway did not start: ${m.failed}`)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the gateway thread exited (${code}) before it started`)));
  });
  worker.removeAllListeners();
  let stopping = false;
  // Without its gateway the marketplace cannot be reached: as fatal as on the main thread.
  const died = (why: unknown) => {
    if (stopping) return;
    console.error('the gateway thread stopped:', why);
    process.exit(1);
  };
  worker.on('error', died);
  worker.on('exit', (code) => died(`exit code ${code}`));
  let closed: Promise<void> | undefined;
  return {
    url,
    close: () =>
      (closed ??= (async () => {
        stopping = true;
        const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
        worker.postMessage('stop');
        await exited;
      })()),
  };
}
