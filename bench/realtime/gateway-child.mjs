// One gateway process for bench/realtime/run.mjs, driven over IPC: it reports its memory after a
// full GC, and has its publisher thread publish events.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

const { mode, redisUrl, jwksUrl, connections } = JSON.parse(process.argv[2]);
const hooks = new URL('./swc-hooks.mjs', import.meta.url).href;
const { createGateway, gatewayConfigSchema } = await import('@sokoni/gateway');
const { loadConfig } = await import('@sokoni/platform/config');
const { appUrl } = await import('@sokoni/platform/http');
const { REALTIME_FANOUT } = await import('@sokoni/platform/realtime');
const { StreamRegistry } = await import('../../services/gateway/src/realtime/stream-registry.ts');

const config = loadConfig(gatewayConfigSchema, {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  JWKS_URL: jwksUrl,
  NOTIFICATIONS_URL: 'http://127.0.0.1:9',
  // Every simulated user connects from this one address.
  RATE_LIMIT_PER_MINUTE: '1000000',
  STREAM_MAX_CONNECTIONS: String(connections + 100),
  ...(mode === 'redis' ? { REDIS_URL: redisUrl } : {}),
});
const app = await createGateway(config, 0);
const publisher = new Worker(new URL('./publisher.worker.mjs', import.meta.url), {
  workerData: { hooks, redisUrl: mode === 'redis' ? redisUrl : undefined },
});
await new Promise((resolve) => publisher.once('message', resolve));

const memory = async () => {
  for (let i = 0; i < 3; i += 1) {
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
};

process.on('message', async (message) => {
  if (message.type === 'memory') {
    const result = await memory();
    if (process.env.BENCH_HEAP_SNAPSHOT_DIR) {
      const { writeHeapSnapshot } = await import('node:v8');
      writeHeapSnapshot(`${process.env.BENCH_HEAP_SNAPSHOT_DIR}/${Date.now()}.heapsnapshot`);
    }
    process.send({ type: 'memory', ...result });
  } else if (message.type === 'state') {
    const registry = app.get(StreamRegistry);
    process.send({
      type: 'state',
      streams: registry.size,
      subscribedUsers: app.get(REALTIME_FANOUT).subscribedUsers,
    });
  } else if (message.type === 'publish') {
    // How late the gateway's own event loop ran meanwhile: a stall here delays every stream at once.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    publisher.postMessage(message);
    publisher.once('message', (done) => {
      delay.disable();
      const loopDelayMs = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
      process.send({ ...done, loopDelayMs });
    });
  } else if (message.type === 'stop') {
    publisher.postMessage({ type: 'close' });
    await new Promise((resolve) => publisher.once('message', resolve));
    await publisher.terminate();
    await app.close();
    process.exit(0);
  }
});
process.send({ type: 'ready', url: appUrl(app) });
