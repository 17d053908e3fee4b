import { type DynamicModule, type FactoryProvider, Module, type ModuleMetadata } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { HEALTH_OPTIONS, type HealthModuleOptions } from './health.options.js';

export interface HealthModuleAsyncOptions extends Pick<ModuleMetadata, 'imports'> {
  /** Receives the `inject`ed providers, in order. */
  useFactory: (...deps: never[]) => HealthModuleOptions | Promise<HealthModuleOptions>;
  inject?: FactoryProvider['inject'];
}

/**
 * `GET /health` (liveness: 200 while the process answers) and `GET /ready` (readiness: 200 when
 * every check passes, else 503 naming the failing ones; a check that answers `degraded` still
 * passes, and the document then says `"status": "degraded"` at the top and on that check). Both at
 * the root, outside `/api/v1`.
 */
@Module({})
export class HealthModule {
  static forRoot(options: HealthModuleOptions): DynamicModule {
    return HealthModule.build([{ provide: HEALTH_OPTIONS, useValue: options }]);
  }

  /** When the checks need injected providers (the ORM, the broker client). */
  static forRootAsync(options: HealthModuleAsyncOptions): DynamicModule {
    return HealthModule.build(
      [{ provide: HEALTH_OPTIONS, useFactory: options.useFactory, inject: options.inject ?? [] }],
      options.imports,
    );
  }

  private static build(
    providers: DynamicModule['providers'],
    imports: ModuleMetadata['imports'] = [],
  ): DynamicModule {
    return {
      module: HealthModule,
      imports: [TerminusModule.forRoot({ errorLogStyle: 'json' }), ...imports],
      controllers: [HealthController],
      providers,
    };
  }
}
