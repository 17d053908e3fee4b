import {
  type DynamicModule,
  type FactoryProvider,
  Inject,
  Injectable,
  Logger,
  Module,
  type ModuleMetadata,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import {
  type CacheAdapterOptions,
  type CacheAdapters,
  type CacheState,
  createCacheAdapters,
} from './cache.factory.js';
import { CacheMetrics } from './cache.metrics.js';
import { CACHE_ADAPTERS, CACHE_STORE, PUB_SUB, RATE_LIMITER } from './cache.tokens.js';

export { CACHE_ADAPTERS, CACHE_STORE, PUB_SUB, RATE_LIMITER };

/** What a readiness endpoint needs, without handing it the adapters themselves. */
@Injectable()
export class CacheHealth {
  constructor(@Inject(CACHE_ADAPTERS) private readonly adapters: CacheAdapters) {}

  get kind(): 'redis' | 'memory' {
    return this.adapters.kind;
  }

  healthy(): Promise<boolean> {
    return this.adapters.healthy();
  }

  get state(): CacheState {
    return this.adapters.state;
  }

  /**
   * The readiness check: true, `degraded` while Redis is unreachable and this process's memory
   * serves (the app still answers, so readiness stays 200 with the degradation in its body), false
   * once closed.
   */
  readiness(): Promise<boolean | 'degraded'> {
    return this.adapters.readiness();
  }
}

// Closed in the last shutdown phase rather than onModuleDestroy, so other modules' destroy hooks
// (flushing, unsubscribing) can still use the connections.
@Injectable()
class CacheLifecycle implements OnApplicationShutdown {
  constructor(@Inject(CACHE_ADAPTERS) private readonly adapters: CacheAdapters) {}

  async onApplicationShutdown(): Promise<void> {
    await this.adapters.close();
  }
}

export interface CacheModuleOptions extends CacheAdapterOptions {
  /** Default true: every module of the app can inject the ports. */
  global?: boolean;
}

export interface CacheModuleAsyncOptions extends Pick<ModuleMetadata, 'imports'> {
  /** e.g. `inject: [CONFIG], useFactory: (c: Settings) => ({ redisUrl: c.REDIS_URL, keyPrefix: 'identity:' })` */
  useFactory: (...args: never[]) => CacheAdapterOptions | Promise<CacheAdapterOptions>;
  inject?: FactoryProvider['inject'];
  global?: boolean;
}

const ports: Provider[] = [
  { provide: CACHE_STORE, useFactory: (a: CacheAdapters) => a.cache, inject: [CACHE_ADAPTERS] },
  { provide: RATE_LIMITER, useFactory: (a: CacheAdapters) => a.rateLimiter, inject: [CACHE_ADAPTERS] },
  { provide: PUB_SUB, useFactory: (a: CacheAdapters) => a.pubsub, inject: [CACHE_ADAPTERS] },
  CacheHealth,
  CacheLifecycle,
  CacheMetrics,
];

const logger = new Logger('Cache');

/** Switches to and from the fallback go to the app's log, once each. */
function withAppLog(options: CacheAdapterOptions): CacheAdapterOptions {
  return {
    onStateChange: (state, cause) => {
      if (state === 'up') logger.log('Redis answers again: rate limits, cache and pub/sub are shared again');
      else
        logger.warn(
          `Redis unreachable (${cause instanceof Error ? cause.message : String(cause)}): rate limits, ` +
            'cache and pub/sub are served by this process alone until it answers again',
        );
    },
    onError: (error, context) =>
      logger.error(`${context}: ${error instanceof Error ? error.message : String(error)}`),
    ...options,
  };
}
const exported = [CACHE_ADAPTERS, CACHE_STORE, RATE_LIMITER, PUB_SUB, CacheHealth];

@Module({})
export class CacheModule {
  static forRoot(options: CacheModuleOptions = {}): DynamicModule {
    const { global = true, ...adapterOptions } = options;
    return {
      module: CacheModule,
      global,
      providers: [
        { provide: CACHE_ADAPTERS, useFactory: () => createCacheAdapters(withAppLog(adapterOptions)) },
        ...ports,
      ],
      exports: exported,
    };
  }

  static forRootAsync(options: CacheModuleAsyncOptions): DynamicModule {
    const factory = options.useFactory as (
      ...args: unknown[]
    ) => CacheAdapterOptions | Promise<CacheAdapterOptions>;
    return {
      module: CacheModule,
      global: options.global ?? true,
      imports: options.imports ?? [],
      providers: [
        {
          provide: CACHE_ADAPTERS,
          useFactory: async (...args: unknown[]) => createCacheAdapters(withAppLog(await factory(...args))),
          inject: options.inject ?? [],
        },
        ...ports,
      ],
      exports: exported,
    };
  }
}
