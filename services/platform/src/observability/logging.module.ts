import {
  type DynamicModule,
  type FactoryProvider,
  Inject,
  type MiddlewareConsumer,
  Module,
  type ModuleMetadata,
  type NestModule,
  type OnApplicationShutdown,
  RequestMethod,
} from '@nestjs/common';
import type { Level } from 'pino';
import { LoggerModule, type Params } from 'nestjs-pino';
import {
  createHttpLogger,
  createLogger,
  getProcessLogger,
  type AccessLogMiddleware,
  type LoggerSettings,
} from './logger.factory.js';
import { requestContextMiddleware } from './request-context.middleware.js';
import { startTracing, type TracingHandle, type TracingOptions } from './tracing.js';

export interface LoggingModuleOptions {
  service: string;
  level?: Level | 'silent';
  /** Where lines go; stdout unless given. */
  destination?: LoggerSettings['destination'];
  /**
   * OpenTelemetry (tracing.ts; `tracingOptionsFrom(config, service)`). Tracing is always on, so ids
   * propagate and reach the logs; without an endpoint nothing is recorded or exported.
   */
  tracing?: TracingOptions;
}

export interface LoggingModuleAsyncOptions extends Pick<ModuleMetadata, 'imports'> {
  /** Receives the `inject`ed providers, in order (typically the config, for `LOG_LEVEL`). */
  useFactory: (...deps: never[]) => LoggingModuleOptions | Promise<LoggingModuleOptions>;
  inject?: FactoryProvider['inject'];
}

const EVERY_ROUTE = { path: '{/*splat}', method: RequestMethod.ALL };
const LOGGING_OPTIONS = Symbol('sokoni:logging-options');
const HTTP_LOGGER = Symbol('sokoni:http-logger');
const TRACING = Symbol('sokoni:tracing');

function nestjsPinoParams(options: LoggingModuleOptions): Params {
  return { pinoHttp: { logger: getProcessLogger(options), autoLogging: false }, useExisting: true };
}

/**
 * JSON logs through nestjs-pino, with the request's ids on every line.
 *
 * nestjs-pino builds one pino-http middleware per process from the first options it sees, which in
 * the standalone run (every service in one process) would log all services under the first one's
 * name. So each app gets its own access log middleware here (createHttpLogger), and nestjs-pino
 * runs with `useExisting`, binding whatever logger that middleware put on the request. The module is global so that its middleware is
 * mounted before nestjs-pino's (global modules' middleware goes first, in import order).
 */
@Module({})
export class LoggingModule implements NestModule, OnApplicationShutdown {
  static forRoot(options: LoggingModuleOptions): DynamicModule {
    return LoggingModule.build(
      { provide: LOGGING_OPTIONS, useValue: options },
      LoggerModule.forRoot(nestjsPinoParams(options)),
    );
  }

  /** When the level comes from the injected config. */
  static forRootAsync(options: LoggingModuleAsyncOptions): DynamicModule {
    const optionsProvider = {
      provide: LOGGING_OPTIONS,
      useFactory: options.useFactory,
      inject: options.inject ?? [],
    };
    const pino = LoggerModule.forRootAsync({
      imports: options.imports,
      providers: [optionsProvider],
      inject: [LOGGING_OPTIONS],
      useFactory: nestjsPinoParams,
    });
    return LoggingModule.build(optionsProvider, pino, options.imports);
  }

  private static build(
    optionsProvider: FactoryProvider | { provide: symbol; useValue: unknown },
    pino: DynamicModule,
    imports: ModuleMetadata['imports'] = [],
  ): DynamicModule {
    return {
      module: LoggingModule,
      global: true,
      imports: [...imports, pino],
      providers: [
        optionsProvider,
        {
          provide: HTTP_LOGGER,
          inject: [LOGGING_OPTIONS],
          useFactory: (options: LoggingModuleOptions) => createHttpLogger(createLogger(options)),
        },
        {
          provide: TRACING,
          inject: [LOGGING_OPTIONS],
          useFactory: (options: LoggingModuleOptions) =>
            startTracing(options.tracing ?? { serviceName: options.service }),
        },
      ],
      exports: [LoggerModule],
    };
  }

  constructor(
    @Inject(HTTP_LOGGER) private readonly httpLogger: AccessLogMiddleware,
    @Inject(TRACING) private readonly tracing: TracingHandle,
  ) {}

  /** Flushes the spans still buffered (the last app of the process shuts the provider down). */
  onApplicationShutdown(): Promise<void> {
    return this.tracing.release();
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(requestContextMiddleware, this.httpLogger).forRoutes(EVERY_ROUTE);
  }
}
