import type { DynamicModule } from '@nestjs/common';
import type { Constructor, EntitySchema } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  AuthModule,
  type AuthModuleOptions,
} from '../auth/index.js';
import { TokenRevocationModule } from '../auth/token-revocation.module.js';
import { CacheHealth, CacheModule } from '../cache/index.js';
import {
  ConfigModule,
  type DatabaseSettings,
  type EventSettings,
  type HttpSettings,
  type LogSettings,
  type ProcessSettings,
  type RedisSettings,
} from '../config/index.js';
import { DatabaseModule, databaseHealthy, EVENT_TABLE_MIGRATIONS } from '../db/index.js';
import { ErrorsModule } from '../errors/index.js';
import { EVENT_TRANSPORT, EventsModule } from '../events/index.js';
import type { EventTransport } from '../events/transport/index.js';
import { HealthModule, LoggingModule, MetricsModule, tracingOptionsFrom } from '../observability/index.js';
import { IDEMPOTENCY_MIGRATIONS, IdempotencyModule, type IdempotencySettings } from '../idempotency/index.js';

/** What servicePlatform reads of a service's settings. */
type PlatformSettings = DatabaseSettings &
  RedisSettings &
  LogSettings &
  Partial<EventSettings> &
  Partial<IdempotencySettings> &
  Partial<ProcessSettings & Pick<HttpSettings, 'HOST'>>;

export interface ServicePlatformOptions<C extends PlatformSettings> {
  service: string;
  /** The service's validated settings, injectable as CONFIG. */
  config: C;
  schema: string;
  entities: EntitySchema[];
  /** The service's own migrations; the event tables migrations are added in front. */
  migrations: Constructor<Migration>[];
  transport: EventTransport;
  /** Whether the app connects/disconnects the transport (false when the standalone run shares one). */
  ownsTransport?: boolean;
  /** false for one-off commands (create-admin): their events wait in the outbox for the running service. */
  relay?: boolean;
  /** Run-time settings for every database connection of the service (DatabaseOptions.sessionSettings). */
  sessionSettings?: Readonly<Record<string, string>>;
  /** Directory of the service's translations (`<dir>/<lang>/<namespace>.json`). */
  i18nDir?: string;
  /**
   * How access tokens are verified: where the keys come from (usually identity's JWKS URL), or a
   * whole AuthModule for identity itself, which reads its own key table.
   */
  auth: Pick<AuthModuleOptions, 'jwksUrl' | 'jwks' | 'getKey'> | { module: DynamicModule };
  /**
   * Whether the service has @Idempotent() routes: adds the idempotency_key table's migration (after
   * the event tables') and IdempotencyModule, set from the config's IDEMPOTENCY_* settings.
   */
  idempotency?: boolean;
}

/**
 * Everything a service app takes from the platform, in the order Nest must mount it (logging first,
 * so its request context exists before anything logs). A service module is then its own
 * controllers and use-cases plus this list: no service wires infrastructure by hand.
 */
export function servicePlatform<C extends PlatformSettings>(o: ServicePlatformOptions<C>): DynamicModule[] {
  return [
    ConfigModule.forValue(o.config),
    LoggingModule.forRoot({
      service: o.service,
      level: o.config.LOG_LEVEL,
      tracing: tracingOptionsFrom(o.config, o.service),
    }),
    ErrorsModule.forRoot({ i18nPaths: o.i18nDir ? [o.i18nDir] : [] }),
    DatabaseModule.forRoot({
      schema: o.schema,
      url: o.config.DATABASE_URL,
      poolMax: o.config.DB_POOL_MAX,
      sessionSettings: o.sessionSettings,
      migrateOnStart: o.config.DB_MIGRATE_ON_START,
      entities: o.entities,
      migrations: [
        ...EVENT_TABLE_MIGRATIONS,
        ...(o.idempotency ? IDEMPOTENCY_MIGRATIONS : []),
        ...o.migrations,
      ],
    }),
    EventsModule.forRoot({
      service: o.service,
      schema: o.schema,
      transport: o.transport,
      ownsTransport: o.ownsTransport,
      relay: { enabled: o.relay ?? true },
      retention: { outboxDays: o.config.OUTBOX_RETENTION_DAYS, inboxDays: o.config.INBOX_RETENTION_DAYS },
    }),
    CacheModule.forRoot({ redisUrl: o.config.REDIS_URL, keyPrefix: `sokoni:${o.service}:` }),
    HealthModule.forRootAsync({
      inject: [MikroORM, CacheHealth, EVENT_TRANSPORT],
      useFactory: (orm: MikroORM, cache: CacheHealth, transport: EventTransport) => ({
        checks: [
          { name: 'db', check: () => databaseHealthy(orm) },
          { name: 'broker', check: () => transport.healthy() },
          { name: 'cache', check: () => cache.readiness() },
        ],
        // A Kafka consumer that stopped for good comes back only with a new process.
        liveness: [{ name: 'consumers', check: () => Promise.resolve(transport.alive?.() ?? true) }],
      }),
    }),
    MetricsModule.forRoot({
      service: o.service,
      // A one-off command (relay off) is no server to scrape, and must not take a running one's port.
      serve: o.relay === false ? 'none' : (o.config.METRICS_PORT ?? 'app'),
      host: o.config.HOST,
    }),
    // Every service refuses the older access tokens of a suspended or re-roled user (identity's events).
    TokenRevocationModule.forRoot({ service: o.service, consume: o.relay ?? true }),
    'module' in o.auth
      ? o.auth.module
      : AuthModule.forRoot({ issuer: ACCESS_TOKEN_ISSUER, audience: ACCESS_TOKEN_AUDIENCE, ...o.auth }),
    ...(o.idempotency
      ? [
          IdempotencyModule.forRoot({
            retentionHours: o.config.IDEMPOTENCY_RETENTION_HOURS,
            lockTimeoutSeconds: o.config.IDEMPOTENCY_LOCK_TIMEOUT_SECONDS,
            prune: o.relay ?? true,
          }),
        ]
      : []),
  ];
}
