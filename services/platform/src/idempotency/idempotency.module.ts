import { type DynamicModule, Global, Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IDEMPOTENCY_OPTIONS, type IdempotencyModuleOptions } from './idempotency.options.js';
import { IdempotencyRetention } from './idempotency.retention.js';
import { IdempotencyStore } from './idempotency.store.js';

/**
 * The key store and its retention job for @Idempotent() routes. Needs DatabaseModule and the
 * IDEMPOTENCY_MIGRATIONS in the service's list; servicePlatform's `idempotency: true` does both.
 */
@Global()
@Module({})
export class IdempotencyModule {
  static forRoot(options: IdempotencyModuleOptions = {}): DynamicModule {
    return {
      module: IdempotencyModule,
      providers: [
        { provide: IDEMPOTENCY_OPTIONS, useValue: options },
        IdempotencyStore,
        IdempotencyRetention,
        IdempotencyInterceptor,
      ],
      exports: [IDEMPOTENCY_OPTIONS, IdempotencyStore, IdempotencyRetention, IdempotencyInterceptor],
    };
  }
}
