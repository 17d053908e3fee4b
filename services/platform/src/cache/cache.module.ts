import {
  type DynamicModule,
  type FactoryProvider,
  Inject,
  Injectable,
  Module,
  type ModuleMetadata,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { type CacheAdapterOptions, type CacheAdapters, createCacheAdapters } from './cache.factory.js';

export const CACHE_ADAPTERS = Symbol('CACHE_ADAPTERS');
export const CACHE_STORE = Symbol('CACHE_STORE');
export const RATE_LIMITER = Symbol('RATE_LIMITER');
export const PUB_SUB = Symbol('PUB_SUB');

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
];
const exported = [CACHE_ADAPTERS, CACHE_STORE, RATE_LIMITER, PUB_SUB, CacheHealth];

@Module({})
export class CacheModule {
  static forRoot(options: CacheModuleOptions = {}): DynamicModule {
    const { global = true, ...adapterOptions } = options;
    return {
      module: CacheModule,
      global,
      providers: [
        { provide: CACHE_ADAPTERS, useFactory: () => createCacheAdapters(adapterOptions) },
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
          useFactory: async (...args: unknown[]) => createCacheAdapters(await factory(...args)),
          inject: options.inject ?? [],
        },
        ...ports,
      ],
      exports: exported,
    };
  }
}
