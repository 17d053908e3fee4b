import { parentPort, workerData } from 'node:worker_threads';
import { createGateway } from '@sokoni/gateway';
import { appUrl } from '@sokoni/platform/http';
import type { GatewayWorkerData, GatewayWorkerMessage } from './gateway-thread.js';

// The standalone run's gateway on its own thread (see startGateway): starts it, says where it
// listens, and closes it (draining requests in flight) when asked.
const port = parentPort!;
const { config, port: listenOn } = workerData as GatewayWorkerData;
try {
  const app = await createGateway(config, listenOn);
  port.postMessage({ url: appUrl(app) } satisfies GatewayWorkerMessage);
  port.once('message', () => {
    void app.close().finally(() => port.close());
  });
} catch (err) {
  port.postMessage({
    failed: err instanceof Error ? err.message : String(err),
  } satisfies GatewayWorkerMessage);
  port.close();
}
