import { describe, expect, it } from 'vitest';
import type { ContentDoc } from './content-doc';
import { loadContent, pickText, textPath, type TextRegistry } from './content-loader';

const doc = (title: string): ContentDoc => ({ title, description: title, sections: [] });
const fake: TextRegistry = {
  './texts/faq.en.ts': () => Promise.resolve(doc('FAQ')),
  './texts/faq.fr.ts': () => Promise.resolve(doc('Questions fréquentes')),
  './texts/terms.en.ts': () => Promise.resolve(doc('Terms')),
};

describe('content loader', () => {
  it('takes the reader’s language when the page has a file in it', async () => {
    expect(pickText(fake, 'faq', 'fr')?.lang).toBe('fr');
    await expect(loadContent('faq', 'fr', fake)).resolves.toMatchObject({
      lang: 'fr',
      doc: { title: 'Questions fréquentes' },
    });
  });

  it('falls back to English when the language file is missing', async () => {
    expect(pickText(fake, 'terms', 'sw')?.lang).toBe('en');
    await expect(loadContent('terms', 'sw', fake)).resolves.toMatchObject({
      lang: 'en',
      doc: { title: 'Terms' },
    });
    await expect(loadContent('faq', 'pt', fake)).resolves.toMatchObject({
      lang: 'en',
      doc: { title: 'FAQ' },
    });
  });

  it('rejects a page that has no text at all, even in English', async () => {
    expect(pickText(fake, 'nowhere', 'fr')).toBeUndefined();
    await expect(loadContent('nowhere', 'en', fake)).rejects.toThrow(/nowhere/);
  });

  it('hands out the same promise for the same page and language (React `use` needs that)', () => {
    expect(loadContent('faq', 'en', fake)).toBe(loadContent('faq', 'en', fake));
    expect(loadContent('faq', 'en', fake)).not.toBe(loadContent('faq', 'fr', fake));
  });

  it('loads the real texts, with English for a language that has no translation yet', async () => {
    const fr = await loadContent('how-it-works', 'fr');
    const ha = await loadContent('how-it-works', 'ha');
    expect(fr.lang).toBe('fr');
    expect(ha.lang).toBe('en');
    expect(fr.doc.title).not.toBe(ha.doc.title);
    expect(textPath('faq', 'ar')).toBe('./texts/faq.ar.ts');
  });
});
