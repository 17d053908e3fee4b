import { type DynamicModule, Inject, Module } from '@nestjs/common';
import type { z } from 'zod';
import { type Env, loadConfig } from './config.loader.js';

declare const configType: unique symbol;

/** An injection token that remembers the settings type it stands for. */
export type ConfigToken<T> = symbol & { readonly [configType]?: T };

export function createConfigToken<T>(name: string): ConfigToken<T> {
  const token: ConfigToken<T> = Symbol(`config:${name}`);
  return token;
}

/** The default token: each service app has one settings object. */
export const CONFIG: ConfigToken<unknown> = createConfigToken('service');

/** `constructor(@InjectConfig() private readonly config: IdentityConfig)` */
export const InjectConfig = (token: ConfigToken<unknown> = CONFIG): PropertyDecorator & ParameterDecorator =>
  Inject(token);

export interface ConfigModuleOptions<T> {
  /** The variables to read. The standalone run builds one map per service; omitted → `process.env`. */
  env?: Env;
  /** Named in the error message. */
  service?: string;
  /** Defaults to `CONFIG`; a distinct token lets two settings objects live in one app. */
  token?: ConfigToken<T>;
  /** Default true: every module of the app can inject the settings without importing this one. */
  global?: boolean;
}

@Module({})
export class ConfigModule {
  /** Settings already loaded (the standalone run and CLIs validate them before building the app). */
  static forValue<T>(
    value: T,
    options: Pick<ConfigModuleOptions<T>, 'token' | 'global'> = {},
  ): DynamicModule {
    const token = options.token ?? CONFIG;
    return {
      module: ConfigModule,
      global: options.global ?? true,
      providers: [{ provide: token, useValue: value }],
      exports: [token],
    };
  }

  static forRoot<S extends z.ZodObject>(
    schema: S,
    options: ConfigModuleOptions<z.output<S>> = {},
  ): DynamicModule {
    const token = options.token ?? CONFIG;
    // Read the environment when the app boots, not when the module graph is declared, so importing
    // an app module (in a test, say) does not need a complete environment.
    const env = options.env;
    return {
      module: ConfigModule,
      global: options.global ?? true,
      providers: [
        {
          provide: token,
          useFactory: () => loadConfig(schema, env ?? process.env, { service: options.service }),
        },
      ],
      exports: [token],
    };
  }
}
