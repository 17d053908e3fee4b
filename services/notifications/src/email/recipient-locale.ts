import { negotiateLanguage } from '@sokoni/platform/errors';

/** A BCP 47 language tag as forms send it (`fr`, `pt-BR`). */
export const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const TRANSLATED = ['en', 'fr', 'ar', 'sw'];

/**
 * The language to write to someone without an account in: the one the form says (its primary
 * subtag, kept even when untranslated so that it is right once a translation exists), else the
 * best translated match of Accept-Language, else English.
 */
export function recipientLocale(asked: string | undefined, acceptLanguage: string | undefined): string {
  if (asked) return asked.split('-')[0]!.toLowerCase();
  return negotiateLanguage(acceptLanguage, TRANSLATED);
}
