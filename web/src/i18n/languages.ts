/** The ten languages of the picker. Only en, fr, ar and sw are translated; the rest fall back to English. */
export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧', intl: 'en-GB', translated: true },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷', intl: 'fr-FR', translated: true },
  {
    code: 'ar',
    name: 'Arabic',
    nativeName: 'العربية',
    flag: '🇪🇬',
    intl: 'ar-EG',
    translated: true,
    rtl: true,
  },
  { code: 'sw', name: 'Swahili', nativeName: 'Kiswahili', flag: '🇰🇪', intl: 'sw-KE', translated: true },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: '🇦🇴', intl: 'pt-AO', translated: false },
  { code: 'ha', name: 'Hausa', nativeName: 'Hausa', flag: '🇳🇬', intl: 'ha-NG', translated: false },
  { code: 'yo', name: 'Yoruba', nativeName: 'Yorùbá', flag: '🇳🇬', intl: 'yo-NG', translated: false },
  { code: 'ig', name: 'Igbo', nativeName: 'Igbo', flag: '🇳🇬', intl: 'ig-NG', translated: false },
  { code: 'am', name: 'Amharic', nativeName: 'አማርኛ', flag: '🇪🇹', intl: 'am-ET', translated: false },
  { code: 'zu', name: 'Zulu', nativeName: 'isiZulu', flag: '🇿🇦', intl: 'zu-ZA', translated: false },
] as const;

export type Lang = (typeof LANGUAGES)[number]['code'];
export type Direction = 'ltr' | 'rtl';

export const LANGUAGE_STORAGE_KEY = 'sokoni.language';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && LANGUAGES.some((l) => l.code === value);
}

export function languageInfo(lang: Lang) {
  return LANGUAGES.find((l) => l.code === lang) ?? LANGUAGES[0];
}

export function directionOf(lang: Lang): Direction {
  return 'rtl' in languageInfo(lang) ? 'rtl' : 'ltr';
}

/** BCP 47 tag for Intl (Arabic as ar-EG, so numbers use Arabic-Indic digits). */
export function intlLocale(lang: Lang): string {
  return languageInfo(lang).intl;
}

/**
 * The spec's rule: a stored language only if it is a supported code; otherwise the browser's
 * languages matched on their prefix (fr-CI → fr); English by default.
 */
export function initialLanguage(stored: string | null, browser: readonly string[]): Lang {
  if (isLang(stored)) return stored;
  for (const tag of browser) {
    const prefix = tag.toLowerCase().split('-')[0];
    if (isLang(prefix)) return prefix;
  }
  return 'en';
}
