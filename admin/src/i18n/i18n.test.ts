// @vitest-environment jsdom
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, messagesOf } from './i18n-provider';
import { ar } from './messages/ar';
import { en } from './messages/en';
import { fr } from './messages/fr';
import { arabicRaMessages } from './ra-arabic';

/** Every leaf key of a message tree, dotted. */
const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

const leaves = (o: object): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? leaves(v as object).map(([p, s]) => [`${k}.${p}`, s] as [string, string])
      : [[k, String(v)]],
  );

describe('messages', () => {
  it('has every react-admin key in Arabic', () => {
    expect(keys(arabicRaMessages).sort()).toEqual(keys(englishMessages).sort());
  });

  it('has the same app keys in English, French and Arabic, none empty', () => {
    const base = keys(en).sort();
    expect(keys(fr).sort()).toEqual(base);
    expect(keys(ar).sort()).toEqual(base);
    for (const [k, v] of [...leaves(fr), ...leaves(ar)]) expect(v.trim(), k).not.toBe('');
  });

  it('keeps the placeholders of the English text in every translation', () => {
    const placeholders = (s: string) => [...new Set(s.match(/%\{\w+\}/g) ?? [])].sort();
    const english = new Map([...leaves(englishMessages), ...leaves(en)]);
    for (const [k, v] of [...leaves(arabicRaMessages), ...leaves(fr), ...leaves(ar)]) {
      const source = english.get(k);
      if (source === undefined) continue;
      // smart_count may be spelled out in a plural form ("two items"), the rest must stay.
      const need = placeholders(source).filter((p) => p !== '%{smart_count}');
      for (const p of need) expect(v, `${k} lacks ${p}`).toContain(p);
    }
  });

  it('gives every counted Arabic phrase its six plural forms', () => {
    for (const [k, v] of [...leaves(arabicRaMessages), ...leaves(ar)]) {
      if (v.includes('||||')) expect(v.split('||||'), k).toHaveLength(6);
    }
  });
});

describe('i18nProvider', () => {
  it('translates, plural forms included', () => {
    const { provider } = createI18nProvider('ar');
    expect(provider.translate('ra.action.save')).toBe('حفظ');
    expect(provider.translate('resources.users.name', { smart_count: 2 })).toBe('المستخدمون');
    expect(provider.translate('resources.users.name', { smart_count: 1 })).toBe('مستخدم');
    expect(provider.translate('ra.notification.deleted', { smart_count: 5 })).toBe('تم حذف 5 عناصر');
  });

  it('switches language, direction of the page and what it reports, and tells listeners', async () => {
    const i18n = createI18nProvider('en');
    expect(document.documentElement.dir).toBe('ltr');
    const seen: string[] = [];
    i18n.subscribe((l) => seen.push(l));
    await i18n.provider.changeLocale('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(i18n.locale()).toBe('ar');
    expect(i18n.provider.translate('app.auth.refused_title')).toBe('هذه اللوحة مخصّصة لموظفي سوكوني');
    await i18n.provider.changeLocale('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.provider.translate('app.auth.sign_out')).toBe('Se déconnecter');
    expect(seen).toEqual(['ar', 'fr']);
    expect(localStorage.getItem('sokoni.admin.locale')).toBe('fr');
  });

  it('falls back to English for a key a pack lacks', () => {
    expect(messagesOf('fr').ra).toBeDefined();
    expect(keys(messagesOf('fr')).length).toBeGreaterThanOrEqual(keys(messagesOf('en')).length);
  });
});
