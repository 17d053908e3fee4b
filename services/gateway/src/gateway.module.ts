import {
  type DynamicModule,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { join } from 'node:path';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, AuthModule } from '@sokoni/platform/auth';
import { CacheHealth, CacheModule } from '@sokoni/platform/cache';
import { ConfigModule } from '@sokoni/platform/config';
import { ErrorsModule } from '@sokoni/platform/errors';
import {
  HealthModule,
  LoggingModule,
  MetricsModule,
  tracingOptionsFrom,
} from '@sokoni/platform/observability';
import { DocsController } from './docs/docs.controller.js';
import type { GatewayConfig } from './gateway.config.js';
import { ServicesHealthController } from './health/services-health.controller.js';
import { ProxyMiddleware } from './proxy/proxy.middleware.js';
import { NotificationBacklog } from './realtime/notification-backlog.js';
import { NotificationStreamController } from './realtime/notification-stream.controller.js';
import { OpenStream } from './realtime/open-stream.use-case.js';
import { RealtimeFanoutCloser, realtimeFanoutProvider } from './realtime/realtime-fanout.provider.js';
import { StreamCallers } from './realtime/stream-caller.js';
import { StreamRegistry } from './realtime/stream-registry.js';
import { StreamTickets } from './realtime/stream-tickets.js';

/**
 * The gateway has no database and no business logic: logging, errors, the token check, rate
 * limits, and the proxy. Its own routes are the platform health, the docs, the notification stream
 * (it holds those connections itself: src/realtime/) and /health, /ready. Its port is the public
 * one: its metrics are served only on METRICS_PORT, never beside the API.
 */
@Module({})
export class GatewayModule implements NestModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ConfigModule.forValue(config),
        LoggingModule.forRoot({
          service: 'gateway',
          level: config.LOG_LEVEL,
          tracing: tracingOptionsFrom(config, 'gateway'),
        }),
        ErrorsModule.forRoot({ validation: false, i18nPaths: [join(import.meta.dirname, 'i18n')] }),
        CacheModule.forRoot({ redisUrl: config.REDIS_URL, keyPrefix: 'sokoni:gateway:' }),
        // Without Redis the rate limits and the stream fan-out fall back to this process alone: the
        // gateway still serves, so readiness stays 200 and says `degraded` (DESIGN §2).
        HealthModule.forRootAsync({
          inject: [CacheHealth],
          useFactory: (cache: CacheHealth) => ({
            checks: [{ name: 'cache', check: () => cache.readiness() }],
          }),
        }),
        MetricsModule.forRoot({
          service: 'gateway',
          serve: config.METRICS_PORT ?? 'none',
          host: config.HOST,
        }),
        AuthModule.forRoot({
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          jwksUrl: config.JWKS_URL ?? new URL('/.well-known/jwks.json', config.IDENTITY_URL).toString(),
          global: false,
        }),
      ],
      controllers: [ServicesHealthController, DocsController, NotificationStreamController],
      providers: [
        ProxyMiddleware,
        realtimeFanoutProvider,
        RealtimeFanoutCloser,
        StreamRegistry,
        StreamTickets,
        StreamCallers,
        NotificationBacklog,
        OpenStream,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(ProxyMiddleware)
      .exclude(
        { path: 'api/v1/health', method: RequestMethod.ALL },
        { path: 'api/docs{/*rest}', method: RequestMethod.ALL },
        // The notification stream is the gateway's own (it holds the connections), not notifications'.
        { path: 'api/v1/notifications/stream{/*rest}', method: RequestMethod.ALL },
      )
      .forRoutes(
        { path: 'api/{*rest}', method: RequestMethod.ALL },
        { path: '.well-known/{*rest}', method: RequestMethod.ALL },
      );
  }
}
