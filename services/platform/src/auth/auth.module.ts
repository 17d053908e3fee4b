import {
  type DynamicModule,
  type FactoryProvider,
  Module,
  type ModuleMetadata,
  type Provider,
} from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TokenVerifier } from './token.verifier.js';
import { AUTH_OPTIONS, type AuthModuleOptions } from './auth.options.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { RolesGuard } from './roles.guard.js';

export interface AuthModuleAsyncOptions extends Pick<ModuleMetadata, 'imports'> {
  /** Receives the `inject`ed providers, in order (typically the config). */
  useFactory: (
    ...deps: never[]
  ) => Omit<AuthModuleOptions, 'global'> | Promise<Omit<AuthModuleOptions, 'global'>>;
  inject?: FactoryProvider['inject'];
  /** See `AuthModuleOptions.global`; decided here because guards are registered before the factory runs. */
  global?: boolean;
}

/** Access-token verification and the two guards; import once in the app's root module. */
@Module({})
export class AuthModule {
  static forRoot(options: AuthModuleOptions): DynamicModule {
    return AuthModule.build({ provide: AUTH_OPTIONS, useValue: options }, options.global ?? true);
  }

  static forRootAsync(options: AuthModuleAsyncOptions): DynamicModule {
    return AuthModule.build(
      { provide: AUTH_OPTIONS, useFactory: options.useFactory, inject: options.inject ?? [] },
      options.global ?? true,
      options.imports,
    );
  }

  private static build(
    optionsProvider: Provider,
    global: boolean,
    imports: ModuleMetadata['imports'] = [],
  ): DynamicModule {
    // Provider order is guard order: the token is verified before the roles are checked.
    const guards: Provider[] = global
      ? [
          { provide: APP_GUARD, useExisting: JwtAuthGuard },
          { provide: APP_GUARD, useExisting: RolesGuard },
        ]
      : [];
    return {
      module: AuthModule,
      global: true,
      imports,
      providers: [optionsProvider, TokenVerifier, JwtAuthGuard, RolesGuard, ...guards],
      exports: [AUTH_OPTIONS, TokenVerifier, JwtAuthGuard, RolesGuard],
    };
  }
}
