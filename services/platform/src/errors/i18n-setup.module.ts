import { type DynamicModule, Module } from '@nestjs/common';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AcceptLanguageResolver, I18nJsonLoader, I18nModule, QueryResolver } from './i18n-lib.js';
import { FALLBACK_LANGUAGE } from './language.js';
import { Translator } from './translator.service.js';

/** The platform's own messages (common, validation, auth), copied next to the compiled code by the build. */
export const PLATFORM_I18N_DIR = join(import.meta.dirname, 'i18n');

export interface I18nSetupOptions {
  /**
   * A service's own translation directories, laid out `<dir>/<lang>/<namespace>.json` (usually
   * `join(import.meta.dirname, 'i18n')`). Merged over the platform's, so a service may also add keys to
   * the `common` or `validation` namespaces, or a language of its own.
   */
  extraPaths?: string[];
}

/**
 * nestjs-i18n configured the one way every service uses it: the language comes from `?lang=`, else
 * Accept-Language, else English; a regional tag falls back to its language (`fr-CA` → `fr`), an
 * unknown language to English. nestjs-i18n merges several loaders itself, one per directory.
 */
@Module({})
export class I18nSetupModule {
  static forRoot(options: I18nSetupOptions = {}): DynamicModule {
    const paths = [PLATFORM_I18N_DIR, ...(options.extraPaths ?? [])];
    for (const path of paths) {
      // nestjs-i18n only logs a missing directory and then runs with no translations at all.
      if (!existsSync(path)) throw new Error(`i18n directory not found: ${path}`);
    }
    const languages = [
      ...new Set(paths.flatMap((p) => readdirSync(p).filter((l) => statSync(join(p, l)).isDirectory()))),
    ];
    return {
      module: I18nSetupModule,
      global: true,
      imports: [
        I18nModule.forRoot({
          fallbackLanguage: FALLBACK_LANGUAGE,
          fallbacks: Object.fromEntries(languages.map((l) => [`${l}-*`, l])),
          loaders: paths.map((path) => new I18nJsonLoader({ path, watch: false })),
          resolvers: [{ use: QueryResolver, options: ['lang'] }, AcceptLanguageResolver],
          logging: false,
        }),
      ],
      providers: [Translator],
      exports: [Translator],
    };
  }
}
