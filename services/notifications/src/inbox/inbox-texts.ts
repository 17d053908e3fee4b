import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  renderSummary,
  templateLanguage,
  templateTerms,
  type TemplateName,
} from '../email/email-renderer.js';
import { resolveValue, type MailValue } from '../email/mail-text.js';

/** The in-app kinds that have no e-mail of their own (RFQs, quotes, messages). */
export const INBOX_KEYS = [
  'rfq_posted',
  'rfq_matched',
  'rfqs_matched',
  'quote_submitted',
  'quote_revised',
  'quote_accepted',
  'quote_declined',
  'message_received',
] as const;
export type InboxKey = (typeof INBOX_KEYS)[number];

type Texts = Record<InboxKey, { title: string; body: string }> & { reasons: Record<string, string> };

const texts = new Map<string, Texts>(
  ['en', 'fr', 'ar', 'sw'].map((l) => [
    l,
    JSON.parse(readFileSync(join(import.meta.dirname, 'texts', `${l}.json`), 'utf8')) as Texts,
  ]),
);

/**
 * What a notification says, kept language-free until its recipient's language is known: either the
 * subject and body of the e-mail the same event sends, or one of the inbox's own texts.
 */
export type InboxText =
  | { template: TemplateName; vars: Readonly<Record<string, MailValue>> }
  | { key: InboxKey; vars: Readonly<Record<string, MailValue>> };

export interface RenderedNotice {
  lang: string;
  title: string;
  body: string;
}

/** Fills `{key}` once, so a value (a message preview) is never read as a placeholder itself. */
const fill = (text: string, vars: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);

/** The notification in `locale`'s language (its primary subtag if translated, else English). */
export function renderInboxText(text: InboxText, locale: string): RenderedNotice {
  const lang = templateLanguage(locale || 'en');
  if ('template' in text) {
    const terms = templateTerms(text.template, lang);
    const vars = Object.fromEntries(
      Object.entries(text.vars).map(([k, v]) => [k, resolveValue(v, lang, terms)]),
    );
    return { lang, ...renderSummary(text.template, lang, vars) };
  }
  const t = texts.get(lang) ?? texts.get('en')!;
  const vars = Object.fromEntries(
    Object.entries(text.vars).map(([k, v]) => [k, resolveValue(v, lang, t.reasons)]),
  );
  return { lang, title: fill(t[text.key].title, vars), body: fill(t[text.key].body, vars) };
}
