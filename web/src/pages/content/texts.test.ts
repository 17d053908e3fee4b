import { describe, expect, it } from 'vitest';
import type { ContentDoc, ContentLink } from './content-doc';

/**
 * Walks every text file: each page has en, fr, ar and sw, and the translations have the structure
 * of the English one (same sections with the same anchors, same lists, questions and link targets),
 * so no language silently loses a section, a step or a call to action.
 */
const files = import.meta.glob<ContentDoc>('./texts/*.ts', { import: 'default', eager: true });
const LANGS = ['en', 'fr', 'ar', 'sw'] as const;

const byPage = new Map<string, Map<string, ContentDoc>>();
for (const [path, doc] of Object.entries(files)) {
  const m = /\/texts\/(.+)\.(\w\w)\.ts$/.exec(path);
  if (!m) throw new Error(`unexpected text file name ${path}`);
  const [, page, lang] = m as unknown as [string, string, string];
  if (!byPage.has(page)) byPage.set(page, new Map());
  byPage.get(page)!.set(lang, doc);
}

const targets = (links?: readonly ContentLink[]) => (links ?? []).map((l) => l.to);
const shape = (d: ContentDoc) => ({
  sections: d.sections.map((s) => ({
    id: s.id,
    paragraphs: s.paragraphs.length,
    list: s.list?.length ?? 0,
    ordered: !!s.ordered,
    links: targets(s.links),
  })),
  faq: d.faq?.length ?? 0,
  actions: targets(d.actions),
  updated: d.updated,
});

describe('content texts', () => {
  it('has a text for every content page', () => {
    expect([...byPage.keys()].sort()).toEqual(
      [
        'ai-onboarding',
        'blog',
        'blog-supporting-african-smes',
        'blog-why-sokoni-launched',
        'business-tools',
        'buyer-central',
        'buyer-onboarding',
        'buyer-portal',
        'contact',
        'demo',
        'faq',
        'help-center',
        'how-it-works',
        'international-support',
        'inventory-forecasting',
        'investor-relations',
        'logistics',
        'membership',
        'partnerships',
        'privacy-policy',
        'quality-control',
        'sell-on-sokoni',
        'seller-onboarding',
        'seller-portal',
        'support',
        'terms-and-conditions',
        'trade-finance',
        'trade-services',
      ].sort(),
    );
  });

  for (const [page, docs] of byPage) {
    it(`${page}: has en, fr, ar and sw with the structure of the English text`, () => {
      expect([...docs.keys()].sort()).toEqual([...LANGS].sort());
      const en = shape(docs.get('en')!);
      for (const lang of LANGS) expect({ lang, ...shape(docs.get(lang)!) }).toEqual({ lang, ...en });
    });

    it(`${page}: no empty text and no translation left as the English words`, () => {
      const en = docs.get('en')!;
      for (const lang of LANGS) {
        const d = docs.get(lang)!;
        const words = [
          d.title,
          d.description,
          d.lead ?? '',
          ...d.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
        ];
        for (const w of words.slice(0, 3)) expect(w.trim().length, `${page}.${lang}`).toBeGreaterThan(0);
        expect(d.description.length, `${page}.${lang} description`).toBeLessThanOrEqual(200);
        if (lang !== 'en') {
          expect(d.title, `${page}.${lang} title`).not.toBe(en.title);
          d.sections.forEach((s, i) =>
            expect(s.paragraphs[0], `${page}.${lang} §${i + 1}`).not.toBe(en.sections[i]?.paragraphs[0]),
          );
        }
      }
    });
  }
});
