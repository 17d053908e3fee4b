import type { GatewayConfig } from '@sokoni/gateway/config';
import { appUrl } from '@sokoni/platform/http';
import { builtWorker, startServerThread, type ThreadServer } from '@sokoni/platform/threads';

/**
 * The gateway of the standalone run, on a thread of its own when started from the built code.
 * It talks to the services over loopback HTTP anyway, so nothing but its settings crosses over;
 * its share of every request (parsing, security headers, the token check, limits, the proxying
 * itself: about a third of an add-to-cart's main-thread time in bench/checkout) then runs on the
 * second core beside the services instead of taking turns with them. Its metrics reach the
 * process's metrics listener through the thread (ThreadServer.metrics).
 */
export async function startGateway(config: GatewayConfig, port: number): Promise<ThreadServer> {
  const worker = builtWorker(import.meta.url, './gateway.worker.js');
  if (worker) return startServerThread(worker, { config, port }, 'the gateway');
  // Imported only here: with the worker, this thread never loads the gateway's own code.
  const { createGateway } = await import('@sokoni/gateway');
  const app = await createGateway(config, port);
  return { url: appUrl(app), stop: () => app.close() };
}
