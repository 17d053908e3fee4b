import { Controller, Get, type INestApplication, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { Public } from '../auth/public.decorator.js';
import { MetricsModule, type MetricsModuleOptions } from './metrics.module.js';
import { mergeExpositions } from './metrics-sources.js';

@Controller('api/v1/things')
@Public()
class ThingsController {
  @Get()
  list() {
    return [];
  }
}

function appModule(options: MetricsModuleOptions) {
  @Module({ imports: [MetricsModule.forRoot(options)], controllers: [ThingsController] })
  class AppModule {}
  return AppModule;
}

async function start(options: MetricsModuleOptions): Promise<{ app: INestApplication; base: string }> {
  const ref = await Test.createTestingModule({ imports: [appModule(options)] }).compile();
  const app = ref.createNestApplication({ logger: false });
  await app.listen(0, '127.0.0.1');
  return { app, base: `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}` };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

const occurrences = (text: string, line: string) => text.split('\n').filter((l) => l === line).length;

describe('metrics on a port of their own (METRICS_PORT)', () => {
  let port: number;
  let metricsUrl: string;
  let a: { app: INestApplication; base: string };
  let b: { app: INestApplication; base: string };

  beforeAll(async () => {
    port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}`;
    // Two apps of one process, as the standalone run has them: one listener for both.
    a = await start({ service: 'catalogue', serve: port, host: '127.0.0.1' });
    b = await start({ service: 'trade', serve: port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
  });

  it("serves every app's metrics there, each with its service label, process metrics once", async () => {
    await fetch(`${a.base}/api/v1/things`);
    await fetch(`${b.base}/api/v1/things`);
    await fetch(`${b.base}/api/v1/things`);
    const res = await fetch(`${metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain(
      'http_request_duration_seconds_count{service="catalogue",method="GET",route="/api/v1/things",status_code="200"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{service="trade",method="GET",route="/api/v1/things",status_code="200"} 2',
    );
    // One family header for both apps' samples, and the process metrics once, whatever the apps.
    expect(occurrences(text, '# TYPE http_request_duration_seconds histogram')).toBe(1);
    expect(occurrences(text, '# TYPE process_cpu_user_seconds_total counter')).toBe(1);
    expect(text.split('\n').filter((l) => l.startsWith('process_cpu_user_seconds_total')).length).toBe(1);
  });

  it("answers 404 for /metrics on the apps' own ports, and for anything else on the metrics port", async () => {
    expect((await fetch(`${a.base}/metrics`)).status).toBe(404);
    expect((await fetch(`${b.base}/metrics`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/api/v1/things`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('closes the listener with the last app of the process, not before', async () => {
    const extra = await start({ service: 'cart', serve: port });
    await extra.app.close();
    const after = await (await fetch(`${metricsUrl}/metrics`)).text();
    expect(after).toContain('service="catalogue"');
    expect(after).not.toContain('service="cart"');

    await a.app.close();
    await b.app.close();
    await expect(fetch(`${metricsUrl}/metrics`)).rejects.toThrow();
  });

  it('refuses a second metrics port in the same process', async () => {
    const other = await freePort();
    const first = await start({ service: 'audit', serve: port });
    try {
      await expect(start({ service: 'analytics', serve: other })).rejects.toThrow(/already served on port/);
    } finally {
      await first.app.close();
    }
  });
});

describe("metrics with serve: 'none' (the gateway without METRICS_PORT)", () => {
  it('serves them nowhere: /metrics on the public port is a 404', async () => {
    const { app, base } = await start({ service: 'gateway', serve: 'none' });
    try {
      expect((await fetch(`${base}/api/v1/things`)).status).toBe(200);
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('mergeExpositions', () => {
  it('writes each family once, with the samples of every registry', () => {
    const a =
      '# HELP x_total X\n# TYPE x_total counter\nx_total{service="a"} 1\n\n# HELP y Y\n# TYPE y gauge\ny 2\n';
    const b = '# HELP x_total X\n# TYPE x_total counter\nx_total{service="b"} 3\n';
    expect(mergeExpositions([a, b])).toBe(
      [
        '# HELP x_total X',
        '# TYPE x_total counter',
        'x_total{service="a"} 1',
        'x_total{service="b"} 3',
        '# HELP y Y',
        '# TYPE y gauge',
        'y 2',
        '',
      ].join('\n'),
    );
    expect(mergeExpositions([])).toBe('');
  });
});
