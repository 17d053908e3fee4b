import { describe, expect, it } from 'vitest';
import { FINANCE_PURPOSES, FREIGHT_MODES, INSPECTION_KINDS, PARTNER_KINDS } from './service-request-rules';

// The namespace this folder owns; Vite reads the files as the app does.
const files = import.meta.glob<Record<string, string>>('../../../locales/*/services.json', {
  eager: true,
  import: 'default',
});
const read = (lang: string) => {
  const dict = files[`../../../locales/${lang}/services.json`];
  if (!dict) throw new Error(`missing ${lang}/services.json`);
  return dict;
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const en = read('en');

describe('the services texts', () => {
  it.each(['fr', 'ar', 'sw'])('are all translated in %s, with the same placeholders', (lang) => {
    const other = read(lang);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(other[key], `${lang} ${key}`).toBeTruthy();
      expect(placeholders(other[key]!), `${lang} ${key}`).toEqual(placeholders(text));
      // Translated, not copied (a whole English sentence would show).
      if (text.length > 40) expect(other[key], `${lang} ${key}`).not.toBe(text);
    }
  });

  it('name every choice the form offers', () => {
    const keys = [
      ...FINANCE_PURPOSES.map((v) => `purpose.${v}`),
      ...FREIGHT_MODES.map((v) => `mode.${v}`),
      ...INSPECTION_KINDS.map((v) => `inspectionKind.${v}`),
      ...PARTNER_KINDS.map((v) => `partnerKind.${v}`),
    ];
    for (const key of keys) expect(en[key], key).toBeTruthy();
  });
});
