import { describe, expect, it } from 'vitest';
import { directionOf, initialLanguage, intlLocale, LANGUAGES } from './languages';
import { translate } from './translate';

describe('translate', () => {
  const fr = { 'nav.cart': 'Panier', greeting: 'Bonjour {name}' };
  const en = { 'nav.cart': 'Cart', 'nav.help': 'Help', greeting: 'Hello {name}' };

  it('uses the chosen language, then English, then the key', () => {
    expect(translate('nav.cart', [fr, en])).toBe('Panier');
    expect(translate('nav.help', [fr, en])).toBe('Help');
    expect(translate('nav.unknown', [fr, en])).toBe('nav.unknown');
  });

  it('treats an empty translation as missing', () => {
    expect(translate('nav.cart', [{ 'nav.cart': '' }, en])).toBe('Cart');
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(translate('greeting', [fr, en], { name: 'Ama' })).toBe('Bonjour Ama');
    expect(translate('greeting', [fr, en])).toBe('Bonjour {name}');
  });
});

describe('initialLanguage', () => {
  it('takes a stored supported code, else the browser prefix, else English', () => {
    expect(initialLanguage('sw', ['fr-FR'])).toBe('sw');
    expect(initialLanguage('xx', ['fr-CI', 'en'])).toBe('fr');
    expect(initialLanguage(null, ['de-DE', 'ar-EG'])).toBe('ar');
    expect(initialLanguage(null, ['de-DE'])).toBe('en');
  });
});

describe('languages', () => {
  it('Arabic alone is right-to-left', () => {
    expect(directionOf('ar')).toBe('rtl');
    for (const l of LANGUAGES.filter((x) => x.code !== 'ar')) expect(directionOf(l.code)).toBe('ltr');
  });

  it('has the ten languages of the spec, four of them translated', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual([
      'en',
      'fr',
      'ar',
      'sw',
      'pt',
      'ha',
      'yo',
      'ig',
      'am',
      'zu',
    ]);
    expect(LANGUAGES.filter((l) => l.translated).map((l) => l.code)).toEqual(['en', 'fr', 'ar', 'sw']);
  });

  it('formats Arabic with Egyptian Arabic-Indic digits', () => {
    expect(intlLocale('ar')).toBe('ar-EG');
  });

  it('an untranslated language falls back to English, then the key', () => {
    const pt = {}; // no locales/pt files: the loader gives an empty dictionary
    const en = { 'nav.cart': 'Cart' };
    expect(translate('nav.cart', [pt, en])).toBe('Cart');
    expect(translate('nav.nothing', [pt, en])).toBe('nav.nothing');
    expect(translate('nav.cart', [undefined, en])).toBe('Cart');
  });

  it('every translated language has the same keys as English in each shell namespace', () => {
    const files = import.meta.glob<Record<string, string>>('../locales/*/{common,home,auth}.json', {
      import: 'default',
      eager: true,
    });
    for (const ns of ['common', 'home', 'auth']) {
      const en = Object.keys(files[`../locales/en/${ns}.json`] ?? {}).sort();
      expect(en.length).toBeGreaterThan(10);
      for (const lang of ['fr', 'ar', 'sw']) {
        const dict = files[`../locales/${lang}/${ns}.json`] ?? {};
        expect({ lang, ns, keys: Object.keys(dict).sort() }).toEqual({ lang, ns, keys: en });
        // Real translations, not English copies: most texts differ from the English ones.
        const same = en.filter((k) => dict[k] === files[`../locales/en/${ns}.json`]?.[k]).length;
        expect(same / en.length).toBeLessThan(0.2);
      }
    }
  });
});
