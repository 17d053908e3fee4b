import { renderEmail, TEMPLATES } from './email-renderer.js';

describe('renderEmail', () => {
  it.each(['en', 'fr', 'ar', 'sw'])('renders every template in %s with the link and the name', (lang) => {
    for (const t of TEMPLATES) {
      const r = renderEmail(t, lang, { name: 'Ama', url: 'https://sokoni.test/x?token=abc' });
      expect(r.locale).toBe(lang);
      expect(r.subject.length).toBeGreaterThan(5);
      expect(r.text).toContain('https://sokoni.test/x?token=abc');
      expect(r.text).toContain('Ama');
      expect(r.html).toContain('href="https://sokoni.test/x?token=abc"');
    }
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
});
