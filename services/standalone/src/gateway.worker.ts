import { createGateway, type GatewayConfig } from '@sokoni/gateway';
import { appUrl } from '@sokoni/platform/http';
import { serveOnThread } from '@sokoni/platform/threads';

// The standalone run's gateway on its own thread (see startGateway): closing it drains the
// requests in flight.
await serveOnThread(async ({ config, port }: { config: GatewayConfig; port: number }) => {
  const app = await createGateway(config, port);
  return { url: appUrl(app), stop: () => app.close() };
});
