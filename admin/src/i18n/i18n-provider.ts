import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { ar } from './messages/ar';
import { en } from './messages/en';
import { fr } from './messages/fr';
import { arabicRaMessages } from './ra-arabic';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'ar', name: 'العربية' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];

const KEY = 'sokoni.admin.locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.some((l) => l.locale === value);

export const directionOf = (locale: string): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** Deep merge: what `over` lacks stays as in `base` (a key missing in a translation reads in English). */
export function mergeMessages<T extends object>(base: T, over: object): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(over as Record<string, unknown>)) {
    const b = out[k];
    out[k] =
      v && typeof v === 'object' && b && typeof b === 'object' && !Array.isArray(v)
        ? mergeMessages<object>(b, v)
        : v;
  }
  return out as T;
}

const english: TranslationMessages = mergeMessages(englishMessages, en);
const MESSAGES: Record<Locale, TranslationMessages> = {
  en: english,
  // ra-language-french can lag a release behind the English pack: English fills the gaps.
  fr: mergeMessages(english, mergeMessages(frenchMessages, fr)),
  ar: mergeMessages(english, mergeMessages(arabicRaMessages, ar)),
};

export const messagesOf = (locale: string): TranslationMessages => MESSAGES[isLocale(locale) ? locale : 'en'];

/** The stored choice, else the browser's language if the console speaks it, else English. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage disabled
  }
  const nav = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of nav) {
    const base = tag?.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return 'en';
}

type Listener = (locale: Locale) => void;

/**
 * react-admin's polyglot provider, plus what the rest of the page must follow when the language
 * changes: `<html lang dir>`, the MUI theme direction and the API's Accept-Language.
 */
export function createI18nProvider(start: Locale = initialLocale()) {
  let current: Locale = start;
  const listeners = new Set<Listener>();
  const polyglot = polyglotI18nProvider(messagesOf, start, [...LOCALES], { allowMissing: true });
  applyToDocument(start);

  const provider: I18nProvider = {
    ...polyglot,
    changeLocale: async (locale: string, options?: unknown) => {
      const next = isLocale(locale) ? locale : 'en';
      await polyglot.changeLocale(next, options);
      current = next;
      try {
        localStorage.setItem(KEY, next);
      } catch {
        // storage disabled: the choice lasts until the tab closes
      }
      applyToDocument(next);
      for (const l of listeners) l(next);
    },
    getLocale: () => current,
  };

  return {
    provider,
    locale: () => current,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function applyToDocument(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
