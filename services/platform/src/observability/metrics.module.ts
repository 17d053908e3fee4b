import {
  Controller,
  type DynamicModule,
  Get,
  Header,
  Inject,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { Public } from '../auth/public.decorator.js';

export interface MetricsModuleOptions {
  /** Added as a `service` label to this app's metrics (several apps may share one process). */
  service?: string;
  /** Histogram buckets of the request duration, in seconds. */
  buckets?: number[];
}

/** This app's registry: inject it to register the service's own metrics. */
export const METRICS_REGISTRY = Symbol('sokoni:metrics-registry');
const HTTP_DURATION = Symbol('sokoni:http-duration');
const DEFAULT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/**
 * Process metrics (CPU, memory, event loop, GC) exist once per process, whatever the number of apps
 * in it: collected once into a registry of their own and served by every app beside its own metrics.
 * Registering them per app would double the collectors, and the global registry would throw
 * "already registered" as soon as a second app started.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

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
    return `${shared.trimEnd()}\n\n${own}`;
  }
}

/** `GET /metrics` in Prometheus format, and a request duration histogram by method, route pattern and status. */
@Module({})
export class MetricsModule implements NestModule {
  static forRoot(options: MetricsModuleOptions = {}): DynamicModule {
    return {
      module: MetricsModule,
      controllers: [MetricsController],
      providers: [
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
      ],
      exports: [METRICS_REGISTRY],
    };
  }

  constructor(
    @Inject(HTTP_DURATION) private readonly duration: Histogram<'method' | 'route' | 'status_code'>,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    const duration = this.duration;
    consumer
      .apply((req: Request, res: Response, next: NextFunction) => {
        const end = duration.startTimer();
        res.once('finish', () =>
          end({ method: req.method, route: routePattern(req, res), status_code: res.statusCode }),
        );
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
