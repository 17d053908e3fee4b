import { describe, expect, it } from 'vitest';

// The cart's texts live in the shell's namespace (the drawer and the header use them too).
const files = import.meta.glob<Record<string, string>>('../locales/*/common.json', {
  eager: true,
  import: 'default',
});
const read = (lang: string) => {
  const dict = files[`../locales/${lang}/common.json`];
  if (!dict) throw new Error(`missing ${lang}/common.json`);
  return dict;
};
const OURS = /^(cart|cartPage|wishlist|merge)\./;
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
// Plural forms may leave the number out where the word says it ("منتج واحد", one product).
const PLURAL = /\.(zero|one|two|few|many|other)$/;

describe('the cart texts', () => {
  const en = Object.fromEntries(Object.entries(read('en')).filter(([k]) => OURS.test(k)));

  it.each(['fr', 'ar', 'sw'])('are all translated in %s, with the same placeholders', (lang) => {
    const other = read(lang);
    for (const [key, text] of Object.entries(en)) {
      expect(other[key], `${lang} ${key}`).toBeTruthy();
      const theirs = placeholders(other[key]!);
      if (PLURAL.test(key))
        expect(placeholders(text), `${lang} ${key}`).toEqual(expect.arrayContaining(theirs));
      else expect(theirs, `${lang} ${key}`).toEqual(placeholders(text));
      if (text.length > 30) expect(other[key], `${lang} ${key}`).not.toBe(text);
    }
  });

  it('Arabic writes the price change right to left', () => {
    expect(read('ar')['cart.flag.repricedText']).toContain('←');
    expect(read('en')['cart.flag.repricedText']).toContain('→');
  });
});
