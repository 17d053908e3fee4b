import type { INestApplication } from '@nestjs/common';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { loadConfig, type Env } from '@sokoni/platform/config';
import { appUrl } from '@sokoni/platform/http';
import { createGateway } from '../src/create-gateway.js';
import { gatewayConfigSchema } from '../src/gateway.config.js';

// Redis real, as in the cache suites: REDIS_URL, else the local default.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

async function gatewayWith(env: Env): Promise<{ app: INestApplication; base: string }> {
  const config = loadConfig(gatewayConfigSchema, {
    IDENTITY_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    ...env,
  });
  const app = await createGateway(config, 0);
  return { app, base: appUrl(app) };
}

/** What operators and Kubernetes read of the gateway: readiness and metrics. */
describe('the gateway’s readiness and metrics', () => {
  const opened: INestApplication[] = [];
  const open = async (env: Env) => {
    const gateway = await gatewayWith(env);
    opened.push(gateway.app);
    return gateway;
  };
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
  });

  it('reports Redis in /ready: up while it answers', async () => {
    const { base } = await open({ REDIS_URL: redisUrl });
    const res = await fetch(`${base}/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', details: { cache: { status: 'up' } } });
  });

  it('stays ready without Redis, saying degraded: the limits fall back to this process', async () => {
    const { base } = await open({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const res = await fetch(`${base}/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      details: { cache: { status: 'degraded' } },
    });
  });

  it('never serves /metrics on its public port without METRICS_PORT', async () => {
    const { base } = await open({});
    expect((await fetch(`${base}/ready`)).status).toBe(200);
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('http_request_duration_seconds');
  });

  it('serves its metrics on METRICS_PORT only', async () => {
    const port = await freePort();
    const { base } = await open({ METRICS_PORT: String(port) });
    await fetch(`${base}/ready`);
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(
      'http_request_duration_seconds_count{service="gateway",method="GET",route="/ready"',
    );
    expect(text).toMatch(/^process_cpu_user_seconds_total/m);
  });

  it('times the requests it proxies, by routing-table prefix, errors and unknown paths included', async () => {
    const port = await freePort();
    // Nothing listens on the catalogue's address: the proxied request ends as a 502.
    const { base } = await open({
      METRICS_PORT: String(port),
      CATALOGUE_URL: `http://127.0.0.1:${await freePort()}`,
    });
    expect((await fetch(`${base}/api/v1/products/0190f0e0-0000-7000-8000-000000000001`)).status).toBe(502);
    expect((await fetch(`${base}/api/v1/no-such-thing/42`)).status).toBe(404);
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(text).toContain(
      'http_request_duration_seconds_count{service="gateway",method="GET",route="/api/v1/products",status_code="502"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{service="gateway",method="GET",route="unmatched",status_code="404"} 1',
    );
    // Never the raw path: an id in a label would make a time series per product.
    expect(text).not.toContain('0190f0e0');
  });

  it('under overload answers the excess 503 with Retry-After in the caller’s language, and stays ready', async () => {
    // A catalogue that takes 400 ms over each answer.
    const slow = createHttpServer((_req, res) => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('[]'), 400);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    try {
      const { base } = await open({
        CATALOGUE_URL: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
        HTTP_MAX_IN_FLIGHT: '2',
        HTTP_MAX_QUEUED: '1',
        HTTP_MAX_QUEUE_WAIT_MS: '2000',
      });
      const list = () => fetch(`${base}/api/v1/products`, { headers: { 'accept-language': 'sw' } });
      const answers = [list(), list(), list()];
      await new Promise((r) => setTimeout(r, 100)); // two at work, one waiting
      const refused = await Promise.all([list(), list()]);
      // Probes are never held: a busy gateway is not a dead one.
      expect((await fetch(`${base}/ready`)).status).toBe(200);
      for (const res of refused) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('1');
        const body = (await res.json()) as { code: string; detail: string };
        expect(body.code).toBe('http.overloaded');
        expect(body.detail).toMatch(/^Tunapokea maombi mengi/);
      }
      expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200, 200]);
    } finally {
      slow.closeAllConnections();
      await new Promise((r) => slow.close(r));
    }
  });
});
