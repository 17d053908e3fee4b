import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderEmail, TEMPLATES, type TemplateName } from './email-renderer.js';

const LANGS = ['en', 'fr', 'ar', 'sw'] as const;
const catalogue = (lang: string): Record<string, any> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'templates', `${lang}.json`), 'utf8'));
/** Templates written to someone without an account have a greeting of their own, without the name. */
const greetsByName = (t: TemplateName, lang: string) => !catalogue(lang)[t].greeting?.length;

describe('renderEmail', () => {
  it.each(LANGS)(
    'renders every template in %s with the link (and the name where it greets by name)',
    (lang) => {
      const texts = catalogue(lang);
      for (const t of TEMPLATES) {
        expect(texts[t]).toMatchObject({
          subject: expect.any(String),
          body: expect.any(String),
          action: expect.any(String),
          note: expect.any(String),
        });
        const r = renderEmail(t, lang, { name: 'Ama', url: 'https://sokoni.test/x?token=abc' });
        expect(r.locale).toBe(lang);
        expect(r.subject.length).toBeGreaterThan(5);
        expect(r.text).toContain('https://sokoni.test/x?token=abc');
        if (greetsByName(t, lang)) expect(r.text).toContain('Ama');
        expect(r.html).toContain('href="https://sokoni.test/x?token=abc"');
      }
    },
  );

  it('has the same templates, labels, terms and catalogue texts in every language', () => {
    const shape = (lang: string) => {
      const c = catalogue(lang);
      return TEMPLATES.map((t) => [
        t,
        Object.keys(c[t]).sort(),
        Object.keys(c[t].labels ?? {}).sort(),
        Object.keys(c[t].terms ?? {}).sort(),
      ]).concat([['unsubscribe', typeof c.unsubscribe]]);
    };
    for (const lang of LANGS) expect(shape(lang)).toEqual(shape('en'));
  });

  it('falls back to English and marks Arabic right-to-left', () => {
    expect(renderEmail('welcome', 'ha', { name: 'A', url: 'u' }).locale).toBe('en');
    expect(renderEmail('welcome', 'ar', { name: 'A', url: 'u' }).html).toContain('dir="rtl"');
  });

  it('escapes names in HTML', () => {
    const r = renderEmail('welcome', 'en', { name: '<script>alert(1)</script>', url: 'u' });
    expect(r.html).not.toContain('<script>');
    expect(r.html).toContain('&lt;script&gt;');
  });

  it('fills {keys} once: a value that looks like a placeholder or a replacement pattern stays as written', () => {
    const r = renderEmail('contact-message', 'en', { name: '$& {topic}', url: 'u', topic: 'press' });
    expect(r.subject).toBe('Contact form (press): $& {topic}');
  });

  it('shows detail lines with their translated labels, multi-line values intact and escaped', () => {
    const r = renderEmail(
      'contact-message',
      'fr',
      { name: 'Awa', url: 'https://sokoni.test/admin', topic: 'press' },
      {
        details: [
          ['email', 'awa@example.com'],
          ['message', 'Bonjour,\n<b>karité</b> & cacao'],
        ],
      },
    );
    expect(r.text).toContain('E-mail: awa@example.com');
    expect(r.text).toContain('Message:\nBonjour,\n<b>karité</b> & cacao');
    expect(r.html).toContain('&lt;b&gt;karité&lt;/b&gt; &amp; cacao');
    expect(r.html).not.toContain('<b>karité</b>');
  });

  it('adds an unsubscribe link only when given one', () => {
    const url = 'https://sokoni.test/newsletter/unsubscribe?token=t0k';
    const with_ = renderEmail(
      'newsletter-subscribed',
      'sw',
      { name: '', url: 'https://sokoni.test/' },
      { unsubscribeUrl: url },
    );
    expect(with_.text).toContain(`${catalogue('sw').unsubscribe}: ${url}`);
    expect(with_.html).toContain(`href="${url}"`);
    const without = renderEmail('welcome', 'sw', { name: 'A', url: 'https://sokoni.test/' });
    expect(without.text).not.toContain(catalogue('sw').unsubscribe);
  });

  it('renders the account e-mails exactly as before the newsletter and contact templates', () => {
    const r = renderEmail('verify-email', 'en', { name: 'Ama', url: 'https://sokoni.test/v?token=abc' });
    const en = catalogue('en');
    expect(r.text).toBe(
      [
        'Hello Ama,',
        '',
        en['verify-email'].body,
        '',
        `${en['verify-email'].action}: https://sokoni.test/v?token=abc`,
        '',
        en['verify-email'].note,
        '',
        '—',
        en.footer,
      ].join('\n'),
    );
  });
});
