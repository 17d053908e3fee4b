import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const TEMPLATES = ['verify-email', 'reset-password', 'welcome', 'password-changed'] as const;
export type TemplateName = (typeof TEMPLATES)[number];
const LANGS = ['en', 'fr', 'ar', 'sw'] as const;

interface TemplateText {
  subject: string;
  body: string;
  action: string;
  note: string;
}
type Catalogue = { direction: 'ltr' | 'rtl'; footer: string; greeting: string } & Record<
  TemplateName,
  TemplateText
>;

const catalogues = new Map<string, Catalogue>(
  LANGS.map((l) => [
    l,
    JSON.parse(readFileSync(join(import.meta.dirname, '..', 'templates', `${l}.json`), 'utf8')) as Catalogue,
  ]),
);

export interface RenderedEmail {
  locale: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Renders a template in the recipient's language (English when it has no translation). */
export function renderEmail(
  template: TemplateName,
  locale: string,
  vars: { name: string; url: string },
): RenderedEmail {
  const lang = catalogues.has(locale) ? locale : 'en';
  const c = catalogues.get(lang)!;
  const t = c[template];
  const greeting = c.greeting.replace('{name}', vars.name);
  const text = [greeting, '', t.body, '', `${t.action}: ${vars.url}`, '', t.note, '', '—', c.footer].join(
    '\n',
  );
  const html = `<!doctype html>
<html lang="${lang}" dir="${c.direction}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#b45309">Sokoni</p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(vars.url)}" style="display:inline-block;background:#b45309;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(t.note)}</p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(c.footer)}</p>
</body></html>`;
  return { locale: lang, subject: t.subject, text, html };
}
