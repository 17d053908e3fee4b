import { Controller, Get, Inject, type INestApplication, Logger, Module, Param } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { jest } from '@jest/globals';
import { Counter, type Registry } from 'prom-client';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthModule } from '../auth/auth.module.js';
import { ErrorsModule } from '../errors/errors.module.js';
import { HealthModule } from './health.module.js';
import { LoggingModule, type LoggingModuleOptions } from './logging.module.js';
import { METRICS_REGISTRY, MetricsModule } from './metrics.module.js';
import { Public } from '../auth/public.decorator.js';

type Line = Record<string, unknown>;

const state = { db: true as boolean | 'degraded', broker: true as boolean | 'throw' | 'hang' };

@Controller('api/v1/products')
@Public()
class ProductsController {
  constructor(@Inject(METRICS_REGISTRY) registry: Registry) {
    // A service's own metric, in the same per-app registry.
    this.views = new Counter({
      name: 'product_views_total',
      help: 'Product pages viewed',
      registers: [registry],
    });
  }
  private readonly views: Counter;

  @Get(':id')
  get(@Param('id') id: string) {
    this.views.inc();
    return { id };
  }
}

const LOG_SETTINGS = Symbol('log-settings');
function settingsModule(value: LoggingModuleOptions) {
  @Module({ providers: [{ provide: LOG_SETTINGS, useValue: value }], exports: [LOG_SETTINGS] })
  class SettingsModule {}
  return SettingsModule;
}

function appModule(service: string, destination: { write: (s: string) => void }) {
  @Module({
    imports: [
      // One app configured up front, the other from an injected settings object, as services do.
      service === 'trade'
        ? LoggingModule.forRootAsync({
            imports: [settingsModule({ service, level: 'debug', destination })],
            inject: [LOG_SETTINGS],
            useFactory: (settings: LoggingModuleOptions) => settings,
          })
        : LoggingModule.forRoot({ service, level: 'debug', destination }),
      ErrorsModule.forRoot(),
      // Guards on every route: the probes and the scrape must stay reachable without a token.
      AuthModule.forRoot({ issuer: 'x', audience: 'y', jwks: () => Promise.resolve({ keys: [] }) }),
      MetricsModule.forRoot({ service }),
      HealthModule.forRoot({
        timeoutMs: 200,
        checks: [
          { name: 'db', check: () => Promise.resolve(state.db) },
          {
            name: 'broker',
            check: () =>
              state.broker === 'throw'
                ? Promise.reject(new Error('connect ECONNREFUSED kafka.internal:9092'))
                : state.broker === 'hang'
                  ? new Promise<boolean>(() => undefined)
                  : Promise.resolve(state.broker),
          },
        ],
      }),
    ],
    controllers: [ProductsController],
  })
  class AppModule {}
  return AppModule;
}

async function start(module: ReturnType<typeof appModule>): Promise<{ app: INestApplication; base: string }> {
  const ref = await Test.createTestingModule({ imports: [module] }).compile();
  const app = ref.createNestApplication({ logger: false });
  await app.listen(0, '127.0.0.1');
  return { app, base: `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}` };
}

describe('health, readiness and metrics, with two apps in one process', () => {
  const linesA: Line[] = [];
  const linesB: Line[] = [];
  let a: { app: INestApplication; base: string };
  let b: { app: INestApplication; base: string };
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

  beforeAll(async () => {
    a = await start(appModule('catalogue', { write: (s) => void linesA.push(JSON.parse(s) as Line) }));
    b = await start(appModule('trade', { write: (s) => void linesB.push(JSON.parse(s) as Line) }));
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
  });
  beforeEach(() => {
    state.db = true;
    state.broker = true;
  });

  it('answers /health with 200 while the process is up, whatever the dependencies', async () => {
    state.db = false;
    const res = await fetch(`${a.base}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers /ready with 200 when every check passes', async () => {
    const res = await fetch(`${a.base}/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      details: { db: { status: 'up' }, broker: { status: 'up' } },
    });
  });

  it('stays ready (200) when a check is degraded, saying so at the top and on that check', async () => {
    state.db = 'degraded';
    const res = await fetch(`${a.base}/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      info: { db: { status: 'degraded' }, broker: { status: 'up' } },
      details: { db: { status: 'degraded' }, broker: { status: 'up' } },
    });
  });

  it('is not ready when one check is degraded and another down', async () => {
    state.db = 'degraded';
    state.broker = false;
    const res = await fetch(`${a.base}/ready`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'error', details: { db: { status: 'degraded' } } });
  });

  it.each([
    ['returns false', false],
    ['throws', 'throw'],
    ['hangs', 'hang'],
  ] as const)(
    'answers /ready with 503 naming the check that %s, without its internals',
    async (_what, broker) => {
      state.broker = broker;
      const res = await fetch(`${a.base}/ready`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as {
        status: string;
        error: Record<string, unknown>;
        details: Record<string, { status: string }>;
      };
      expect(body.status).toBe('error');
      expect(body.details['db']?.status).toBe('up');
      expect(body.error['broker']).toMatchObject({ status: 'down' });
      expect(JSON.stringify(body)).not.toMatch(/kafka\.internal/);
    },
  );

  it('serves Prometheus metrics: process metrics, and request durations by route pattern', async () => {
    await fetch(`${a.base}/api/v1/products/0190a7c4-1111`);
    await fetch(`${a.base}/api/v1/products/0190a7c4-2222`);
    await fetch(`${a.base}/no/such/thing`);
    const res = await fetch(`${a.base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^process_cpu_user_seconds_total/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds/m);
    expect(text).toContain(
      'http_request_duration_seconds_count{service="catalogue",method="GET",route="/api/v1/products/:id",status_code="200"} 2',
    );
    expect(text).toContain('service="catalogue",method="GET",route="unmatched",status_code="404"');
    expect(text).toContain('product_views_total{service="catalogue"} 2');
    expect(text).not.toContain('0190a7c4');
  });

  it("keeps each app's metrics and log lines to itself", async () => {
    await fetch(`${b.base}/api/v1/products/x`);
    const text = await (await fetch(`${b.base}/metrics`)).text();
    expect(text).toContain('service="trade"');
    expect(text).not.toContain('service="catalogue"');
    expect(text).toContain('product_views_total{service="trade"} 1');
    await new Promise((r) => setTimeout(r, 20));
    expect(linesB.some((l) => l['msg'] === 'request completed' && l['service'] === 'trade')).toBe(true);
    expect(linesA.every((l) => l['service'] === 'catalogue')).toBe(true);
    expect(linesB.every((l) => l['service'] === 'trade')).toBe(true);
  });
});
