import { expect, it } from 'vitest';

/** Locale files as an eager `import.meta.glob` gives them (the glob stays in the test: Vite reads it statically). */
export type LocaleFiles = Record<string, Record<string, string>>;

/** A namespace's dictionary in one language, from the test's glob of its locale files. */
export function localeReader(
  files: LocaleFiles,
  namespace: string,
): (lang: string) => Record<string, string> {
  return (lang) => {
    const found = Object.entries(files).find(([path]) => path.endsWith(`/${lang}/${namespace}.json`));
    if (!found) throw new Error(`missing ${lang}/${namespace}.json`);
    return found[1];
  };
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * One test per other language: the same keys as English, none empty, the same placeholders, and
 * longer texts translated rather than copied (names like "PDF" aside, a whole English sentence shows).
 */
export function itTranslatesEveryText(read: (lang: string) => Record<string, string>): void {
  const en = read('en');
  it.each(['fr', 'ar', 'sw'])('are all translated in %s, with the same placeholders', (lang) => {
    const other = read(lang);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(other[key], `${lang} ${key}`).toBeTruthy();
      expect(placeholders(other[key]!), `${lang} ${key}`).toEqual(placeholders(text));
      if (text.length > 40) expect(other[key], `${lang} ${key}`).not.toBe(text);
    }
  });
}

/** The keys the sources ask for by name: `fn('a.key'` calls (`t` unless said otherwise). */
export function keysCalled(sources: Record<string, string>, fn = 't'): Set<string> {
  const call = new RegExp(`\\b${fn}\\(\\s*'([a-zA-Z][\\w.]*)'`, 'g');
  const used = new Set<string>();
  for (const src of Object.values(sources)) for (const m of src.matchAll(call)) used.add(m[1]!);
  return used;
}
