/**
 * The storefront's ten languages (web/src/i18n/languages.ts): a user may choose any of them for the
 * site, though only en, fr, ar and sw are translated (SUPPORTED_LOCALES, which e-mails use).
 */
export const STOREFRONT_LANGUAGES = ['en', 'fr', 'ar', 'sw', 'pt', 'ha', 'yo', 'ig', 'am', 'zu'] as const;

export function isStorefrontLanguage(value: string): boolean {
  return (STOREFRONT_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Any ISO 4217 code the runtime knows: the storefront offers a shorter list (those with FX rates),
 * and ignores a stored code it does not offer, so identity need not follow catalogue's rates.
 */
const ISO_4217 = new Set(Intl.supportedValuesOf('currency'));

export function isCurrencyCode(value: string): boolean {
  return /^[A-Z]{3}$/.test(value) && ISO_4217.has(value);
}
