import { negotiateLanguage, normalizeLanguage } from './language.js';

const supported = ['en', 'fr', 'ar', 'sw'];

describe('language negotiation', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,de;q=0.9', 'en'],
    ['de;q=1, sw;q=0.5', 'sw'],
    ['en;q=0.1, ar-EG;q=0.9', 'ar'],
    ['*', 'en'],
    ['fr;q=0', 'en'],
    ['', 'en'],
    ['SW-ke', 'sw'],
  ])('%s → %s', (header, lang) => {
    expect(negotiateLanguage(header, supported)).toBe(lang);
  });

  it('normalizes explicit tags', () => {
    expect(normalizeLanguage('fr_CA', supported)).toBe('fr');
    expect(normalizeLanguage('pt-BR', supported)).toBe('en');
    expect(normalizeLanguage(undefined, supported)).toBe('en');
  });
});
