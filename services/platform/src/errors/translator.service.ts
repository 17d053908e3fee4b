import { Injectable } from '@nestjs/common';
import { I18nContext, I18nService } from './i18n-lib.js';
import { FALLBACK_LANGUAGE, normalizeLanguage } from './language.js';
import type { I18nArgs } from './problem.exception.js';

/**
 * Translation with an explicit language, for code that runs outside an HTTP request (event
 * consumers, e-mails): there nestjs-i18n has no request to read the language from, so the caller
 * passes the one stored with the user or carried in the event.
 */
@Injectable()
export class Translator {
  constructor(private readonly i18n: I18nService) {}

  /** Languages with at least one translation file. */
  get languages(): string[] {
    return this.i18n.getSupportedLanguages();
  }

  /** The supported language closest to a tag: `fr-CA` → `fr`, `de` → `en`. */
  resolveLanguage(tag?: string | null): string {
    return normalizeLanguage(tag, this.languages, FALLBACK_LANGUAGE);
  }

  /**
   * Translates `key` (`<file>.<path>`, e.g. `common.http.not_found.detail`) into `lang`, falling back
   * to English. Without `lang`, the current request's language. A key missing everywhere comes back as is.
   */
  translate(key: string, lang?: string | null, args?: I18nArgs): string {
    const resolved = lang ? this.resolveLanguage(lang) : (I18nContext.current()?.lang ?? FALLBACK_LANGUAGE);
    const text: unknown = this.i18n.translate(key, {
      lang: resolved,
      args: args as Record<string, unknown> | undefined,
    });
    return typeof text === 'string' ? text : key;
  }

  /** Whether `key` has a translation in `lang` or in the English fallback. */
  has(key: string, lang?: string | null): boolean {
    return this.translate(key, lang) !== key;
  }
}
