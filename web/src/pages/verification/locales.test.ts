import { describe, expect, it } from 'vitest';

// Both namespaces this folder and ../newsletter own; Vite reads them as the app does.
const files = import.meta.glob<Record<string, string>>('../../locales/*/{verification,newsletter}.json', {
  eager: true,
  import: 'default',
});
const read = (lang: string, ns: string) => {
  const dict = files[`../../locales/${lang}/${ns}.json`];
  if (!dict) throw new Error(`missing ${lang}/${ns}.json`);
  return dict;
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(['verification', 'newsletter'])('the %s texts', (ns) => {
  const en = read('en', ns);
  it.each(['fr', 'ar', 'sw'])('are all translated in %s, with the same placeholders', (lang) => {
    const other = read(lang, ns);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(other[key], `${lang} ${key}`).toBeTruthy();
      expect(placeholders(other[key]!), `${lang} ${key}`).toEqual(placeholders(text));
      // Translated, not copied (names like "PDF" aside, a whole English sentence would show).
      if (text.length > 40) expect(other[key], `${lang} ${key}`).not.toBe(text);
    }
  });
});
