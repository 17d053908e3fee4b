/** Languages with translated e-mails and messages; others are stored as asked and read in English. */
export const SUPPORTED_LOCALES = ['en', 'fr', 'ar', 'sw'] as const;

/** Picks the first supported language of an Accept-Language header (or explicit tag); else en. */
export function pickLocale(...candidates: (string | undefined)[]): string {
  for (const c of candidates) {
    if (!c) continue;
    for (const part of c.split(',')) {
      const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
      if (tag && (SUPPORTED_LOCALES as readonly string[]).includes(tag)) return tag;
    }
  }
  return 'en';
}
