import {
  type DynamicModule,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { join } from 'node:path';
import { AuthModule } from '@sokoni/platform/auth';
import { CacheModule } from '@sokoni/platform/cache';
import { ConfigModule } from '@sokoni/platform/config';
import { ErrorsModule } from '@sokoni/platform/errors';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '@sokoni/platform/http';
import { HealthModule, LoggingModule, MetricsModule } from '@sokoni/platform/observability';
import { DocsController } from './docs/docs.controller.js';
import type { GatewayConfig } from './gateway.config.js';
import { ServicesHealthController } from './health/services-health.controller.js';
import { ProxyMiddleware } from './proxy/proxy.middleware.js';

/**
 * The gateway has no database and no business logic: logging, errors, the token check, rate
 * limits, and the proxy. Its own routes are the platform health, the docs and /health, /ready, /metrics.
 */
@Module({})
export class GatewayModule implements NestModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ConfigModule.forValue(config),
        LoggingModule.forRoot({ service: 'gateway', level: config.LOG_LEVEL }),
        ErrorsModule.forRoot({ validation: false, i18nPaths: [join(import.meta.dirname, 'i18n')] }),
        CacheModule.forRoot({ redisUrl: config.REDIS_URL, keyPrefix: 'sokoni:gateway:' }),
        HealthModule.forRoot({ checks: [] }),
        MetricsModule.forRoot({ service: 'gateway' }),
        AuthModule.forRoot({
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          jwksUrl: config.JWKS_URL ?? new URL('/.well-known/jwks.json', config.IDENTITY_URL).toString(),
          global: false,
        }),
      ],
      controllers: [ServicesHealthController, DocsController],
      providers: [ProxyMiddleware],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(ProxyMiddleware)
      .exclude(
        { path: 'api/v1/health', method: RequestMethod.ALL },
        { path: 'api/docs{/*rest}', method: RequestMethod.ALL },
      )
      .forRoutes(
        { path: 'api/{*rest}', method: RequestMethod.ALL },
        { path: '.well-known/{*rest}', method: RequestMethod.ALL },
      );
  }
}
