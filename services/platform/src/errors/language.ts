/** Languages the platform itself is translated into; services may add more with their own files. */
export const PLATFORM_LANGUAGES = ['en', 'fr', 'ar', 'sw'] as const;
export const FALLBACK_LANGUAGE = 'en';

/** Maps a language tag ('fr-CA', 'SW', 'ar_EG') to one we have, else the fallback. */
export function normalizeLanguage(
  tag: string | null | undefined,
  supported: readonly string[],
  fallback = FALLBACK_LANGUAGE,
): string {
  if (!tag) return fallback;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (supported.includes(lower)) return lower;
  const primary = lower.split('-')[0] ?? '';
  return supported.includes(primary) ? primary : fallback;
}

/**
 * Picks the best supported language from an Accept-Language header, honouring q-values. Only used
 * where nestjs-i18n's middleware has not run (errors raised by the body parser, before any Nest
 * middleware), so it stays deliberately small.
 */
export function negotiateLanguage(
  header: string | null | undefined,
  supported: readonly string[],
  fallback = FALLBACK_LANGUAGE,
): string {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .slice(0, 20) // a hostile header must not cost more than a glance
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((c) => c.tag !== '' && c.tag !== '*' && c.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = normalizeLanguage(tag, supported, '');
    if (lang) return lang;
  }
  return fallback;
}
