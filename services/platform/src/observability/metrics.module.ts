import {
  Controller,
  type DynamicModule,
  Get,
  Header,
  Inject,
  Injectable,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  type OnApplicationShutdown,
  type OnModuleInit,
  RequestMethod,
} from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Histogram, Registry } from 'prom-client';
import { Public } from '../auth/public.decorator.js';
import { holdMetricsListener, processMetrics } from './metrics-endpoint.js';
import { addMetricsSource, mergeExpositions } from './metrics-sources.js';

export interface MetricsModuleOptions {
  /** Added as a `service` label to this app's metrics (several apps may share one process). */
  service?: string;
  /** Histogram buckets of the request duration, in seconds. */
  buckets?: number[];
  /**
   * Where the scrape is served:
   * - `'app'` (the default): `GET /metrics` on the app's own port, beside its API (a service on a
   *   private network);
   * - a port (METRICS_PORT): only on the process's metrics listener there, which every app of the
   *   process shares (metrics-endpoint.ts); /metrics on the app's port is then a 404;
   * - `'none'`: nowhere (the gateway without METRICS_PORT, whose port is the public one; a one-off
   *   command). The metrics are still kept, so code registering its own needs no case for it.
   */
  serve?: 'app' | 'none' | number;
  /** Interface the metrics listener binds to when this app opens it (default: all). */
  host?: string;
}

const ROUTE_LABEL = Symbol('sokoni:metrics-route');
const OBSERVED = Symbol('sokoni:metrics-observed');

/**
 * Names the route a request is counted under when no Nest route handled it: the gateway's proxy,
 * a middleware that answers by itself, labels its requests with its routing-table prefix (a bounded
 * set, never the raw path).
 */
export function setMetricsRoute(res: Response, route: string): void {
  (res as unknown as Record<symbol, string>)[ROUTE_LABEL] = route;
}

/** This app's registry: inject it to register the service's own metrics. */
export const METRICS_REGISTRY = Symbol('sokoni:metrics-registry');
const HTTP_DURATION = Symbol('sokoni:http-duration');
const METRICS_OPTIONS = Symbol('sokoni:metrics-options');
const DEFAULT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

@Controller()
@Public()
class MetricsController {
  constructor(@Inject(METRICS_REGISTRY) private readonly registry: Registry) {}

  @Get('metrics')
  @Header('Content-Type', Registry.PROMETHEUS_CONTENT_TYPE)
  @Header('Cache-Control', 'no-store')
  async scrape(): Promise<string> {
    // Not Registry.merge(): the merged registry would drop this app's default `service` label.
    const [shared, own] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return mergeExpositions([shared, own]);
  }
}

/** Puts the app's metrics on the process's metrics listener from start to the end of shutdown. */
@Injectable()
class MetricsListenerSeat implements OnModuleInit, OnApplicationShutdown {
  private leave?: () => Promise<void>;

  constructor(
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    @Inject(METRICS_OPTIONS) private readonly options: MetricsModuleOptions,
  ) {}

  async onModuleInit(): Promise<void> {
    if (typeof this.options.serve !== 'number') return;
    const release = await holdMetricsListener(this.options.serve, this.options.host);
    const remove = addMetricsSource(() => this.registry.metrics());
    this.leave = async () => {
      remove();
      await release();
    };
  }

  // The last phase, after the HTTP server drained: a scrape during the shutdown still answers.
  async onApplicationShutdown(): Promise<void> {
    const leave = this.leave;
    this.leave = undefined;
    await leave?.();
  }
}

/**
 * Times a request into the app's request-duration histogram (RED: its rate, its errors by status,
 * its duration), once. The module's middleware does it for every request that reaches it; a
 * middleware that may answer before that one runs (the gateway's proxy) calls it first itself.
 */
@Injectable()
export class HttpRequestMetrics {
  constructor(
    @Inject(HTTP_DURATION) private readonly duration: Histogram<'method' | 'route' | 'status_code'>,
  ) {}

  observe(req: Request, res: Response): void {
    const marks = res as unknown as Record<symbol, unknown>;
    if (marks[OBSERVED]) return;
    marks[OBSERVED] = true;
    const end = this.duration.startTimer();
    res.once('finish', () =>
      end({
        method: req.method,
        route: (marks[ROUTE_LABEL] as string | undefined) ?? routePattern(req, res),
        status_code: res.statusCode,
      }),
    );
  }
}

/**
 * `GET /metrics` in Prometheus format (where `serve` says), and a request duration histogram by
 * method, route pattern and status.
 */
@Module({})
export class MetricsModule implements NestModule {
  static forRoot(options: MetricsModuleOptions = {}): DynamicModule {
    return {
      module: MetricsModule,
      controllers: (options.serve ?? 'app') === 'app' ? [MetricsController] : [],
      providers: [
        { provide: METRICS_OPTIONS, useValue: options },
        MetricsListenerSeat,
        {
          provide: METRICS_REGISTRY,
          useFactory: () => {
            const registry = new Registry();
            if (options.service) registry.setDefaultLabels({ service: options.service });
            return registry;
          },
        },
        {
          provide: HTTP_DURATION,
          inject: [METRICS_REGISTRY],
          useFactory: (registry: Registry) =>
            new Histogram({
              name: 'http_request_duration_seconds',
              help: 'Duration of HTTP requests, by method, route pattern and status code',
              labelNames: ['method', 'route', 'status_code'] as const,
              buckets: options.buckets ?? DEFAULT_BUCKETS,
              registers: [registry],
            }),
        },
        HttpRequestMetrics,
      ],
      exports: [METRICS_REGISTRY, HttpRequestMetrics],
    };
  }

  constructor(private readonly requests: HttpRequestMetrics) {}

  configure(consumer: MiddlewareConsumer): void {
    const requests = this.requests;
    consumer
      .apply((req: Request, res: Response, next: NextFunction) => {
        requests.observe(req, res);
        next();
      })
      .forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}

/**
 * The route as declared (`/api/v1/products/:id`), never the raw path: ids in label values would
 * create a time series per product. Requests that matched no route share one label; Express then
 * reports the catch-all pattern of the middleware or not-found handler as their route.
 */
function routePattern(req: Request, res: Response): string {
  const path = (req as { route?: { path?: unknown } }).route?.path;
  if (typeof path !== 'string' || (res.statusCode === 404 && path.includes('*'))) return 'unmatched';
  return path;
}
