import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const TEMPLATES = [
  'verify-email',
  'reset-password',
  'welcome',
  'password-changed',
  // The account page: a link for the new address, word to the current one, or to whoever has it.
  'email-change-confirm',
  'email-change-requested',
  'email-change-taken',
  'newsletter-subscribed',
  'contact-received',
  'contact-message',
  'service-request',
  'service-request-received',
  'verification-approved',
  'verification-rejected',
  // Trade (issue 11): to the buyer…
  'order-placed',
  'payment-received',
  'order-shipped',
  'order-delivered',
  'order-completed',
  'order-refunded',
  'dispute-opened',
  'dispute-decided',
  // …and to the seller.
  'seller-order-paid',
  'seller-order-cancelled',
  'seller-order-refunded',
  'seller-dispute-opened',
  'seller-dispute-decided',
  'seller-funds-released',
  'payout-settled',
  'payout-failed',
  // Issue 13: the hourly summary of unread messages.
  'messages-digest',
] as const;
export type TemplateName = (typeof TEMPLATES)[number];
const LANGS = ['en', 'fr', 'ar', 'sw'] as const;

interface TemplateText {
  subject: string;
  body: string;
  action: string;
  note: string;
  /** Instead of the catalogue's greeting (no `{name}` when the recipient has none). */
  greeting?: string;
  /** Instead of the catalogue's footer, which speaks of a Sokoni account. */
  footer?: string;
  /** Labels of the detail lines a template shows (RenderOptions.details). */
  labels?: Record<string, string>;
  /** Words a template's values name (an outcome, a cause): see mail-text.ts. */
  terms?: Record<string, string>;
}
type Catalogue = { direction: 'ltr' | 'rtl'; footer: string; greeting: string; unsubscribe: string } & Record<
  TemplateName,
  TemplateText
>;

const catalogues = new Map<string, Catalogue>(
  LANGS.map((l) => [
    l,
    JSON.parse(readFileSync(join(import.meta.dirname, '..', 'templates', `${l}.json`), 'utf8')) as Catalogue,
  ]),
);

/** The language a template is written in for this locale: its primary subtag if translated, else English. */
export function templateLanguage(locale: string): string {
  const primary = locale.split('-')[0]!.toLowerCase();
  return catalogues.has(primary) ? primary : 'en';
}

/** The words a template's values may name, in a language the templates are written in. */
export function templateTerms(template: TemplateName, lang: string): Readonly<Record<string, string>> {
  return (catalogues.get(lang) ?? catalogues.get('en')!)[template].terms ?? {};
}

export interface RenderedEmail {
  locale: string;
  subject: string;
  text: string;
  html: string;
}

/** `name` and `url` (the button's link) always; any other value a template's texts name as `{key}`. */
export interface TemplateVars {
  name: string;
  url: string;
  [key: string]: string;
}

export interface RenderOptions {
  /** Lines shown under the body, `[label key, value]`; a value may span lines (a message). */
  details?: readonly (readonly [string, string])[];
  /** A link that ends the subscription the e-mail comes from (newsletters). */
  unsubscribeUrl?: string;
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `{key}` → its value; unknown keys stay as written. One pass, so values are never re-read. */
const fill = (text: string, vars: TemplateVars): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);

/**
 * A template's subject and body alone, for the in-app notification of the same event (the bell
 * says what the e-mail says, without greeting, button or footer).
 */
export function renderSummary(
  template: TemplateName,
  lang: string,
  vars: Readonly<Record<string, string>>,
): { title: string; body: string } {
  const t = (catalogues.get(lang) ?? catalogues.get('en')!)[template];
  const all = { name: '', url: '', ...vars };
  return { title: fill(t.subject, all), body: fill(t.body, all) };
}

/** Renders a template in the recipient's language (English when it has no translation). */
export function renderEmail(
  template: TemplateName,
  locale: string,
  vars: TemplateVars,
  options: RenderOptions = {},
): RenderedEmail {
  const lang = catalogues.has(locale) ? locale : 'en';
  const c = catalogues.get(lang)!;
  const t = c[template];
  const greeting = fill(t.greeting ?? c.greeting, vars);
  const subject = fill(t.subject, vars);
  const body = fill(t.body, vars);
  const note = fill(t.note, vars);
  const footer = t.footer ?? c.footer;
  const details = (options.details ?? []).map(([key, value]) => [t.labels?.[key] ?? key, value] as const);
  const unsubscribe = options.unsubscribeUrl;

  const text = [
    greeting,
    '',
    body,
    '',
    ...(details.length
      ? [
          ...details.map(([label, value]) =>
            value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`,
          ),
          '',
        ]
      : []),
    `${t.action}: ${vars.url}`,
    '',
    note,
    '',
    ...(unsubscribe ? [`${c.unsubscribe}: ${unsubscribe}`, ''] : []),
    '—',
    footer,
  ].join('\n');
  const detailsHtml = details.length
    ? `<table style="border-collapse:collapse;margin:8px 0 16px">${details
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:start;vertical-align:top;padding:4px 12px 4px 0;color:#4b5563">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>\n`
    : '';
  const unsubscribeHtml = unsubscribe
    ? `<p style="font-size:12px;color:#6b7280"><a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">${escapeHtml(c.unsubscribe)}</a></p>\n`
    : '';
  const html = `<!doctype html>
<html lang="${lang}" dir="${c.direction}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#b45309">Sokoni</p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
${detailsHtml}<p><a href="${escapeHtml(vars.url)}" style="display:inline-block;background:#b45309;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(note)}</p>
${unsubscribeHtml}<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  return { locale: lang, subject, text, html };
}
