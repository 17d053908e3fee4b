import { type DynamicModule, Module, type ValidationPipeOptions } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { I18nSetupModule } from './i18n-setup.module.js';
import { ProblemDetailsFilter } from './problem-details.filter.js';
import { createValidationPipe } from './validation.pipe.js';

export interface ErrorsModuleOptions {
  /** A service's own translation directories; see `I18nSetupOptions.extraPaths`. */
  i18nPaths?: string[];
  /** Overrides for the global validation pipe; `false` to register none. */
  validation?: ValidationPipeOptions | false;
}

/**
 * Everything an app needs for RFC 9457 errors in the caller's language: i18n, the global problem
 * filter, and the global validation pipe. Import once in the app's root module.
 */
@Module({})
export class ErrorsModule {
  static forRoot(options: ErrorsModuleOptions = {}): DynamicModule {
    const { validation = {} } = options;
    return {
      module: ErrorsModule,
      imports: [I18nSetupModule.forRoot({ extraPaths: options.i18nPaths })],
      providers: [
        ProblemDetailsFilter,
        { provide: APP_FILTER, useExisting: ProblemDetailsFilter },
        ...(validation === false
          ? []
          : [{ provide: APP_PIPE, useFactory: () => createValidationPipe(validation) }]),
      ],
      exports: [ProblemDetailsFilter],
    };
  }
}
