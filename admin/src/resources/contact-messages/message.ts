import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { fr } from '../../i18n/messages/fr';

/** notifications' contact-form topics (contact-message.entity.ts: CONTACT_TOPICS). */
export const CONTACT_TOPICS = ['general', 'buying', 'selling', 'partnership', 'press', 'support'] as const;

export const TOPIC_COLOURS = { support: 'warning', buying: 'primary', selling: 'primary' } as const;

const graphemes = (text: string): string[] =>
  typeof Intl.Segmenter === 'function'
    ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment)
    : Array.from(text);

/**
 * The first non-blank line of a message, its spaces collapsed, cut at `max` characters (whole
 * graphemes: an emoji or an accented letter is never split). "…" says there is more to read, cut
 * or on further lines.
 */
export function messageExcerpt(message: string | null | undefined, max = 80): string {
  const lines = (message ?? '')
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const first = lines[0];
  if (!first) return '';
  const chars = graphemes(first);
  if (chars.length > max) return `${chars.slice(0, Math.max(1, max)).join('').trimEnd()}…`;
  return lines.length > 1 ? `${first}…` : first;
}

/**
 * A mailto: link answering the sender. The address is percent-encoded except for its "@" (RFC 6068
 * reserves "?", "#", "%" and the like; some mail clients do not decode "%40"), the subject always.
 */
export function replyMailto(email: string, subject: string): string {
  const to = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}

const PACKS: Record<string, typeof en> = { en, fr, ar };

/** The reply's subject in the sender's language when the console has it (they wrote in it), else English. */
export function replySubject(senderLocale: string | null | undefined): string {
  const base = (senderLocale ?? '').split('-')[0]!.toLowerCase();
  return (Object.hasOwn(PACKS, base) ? PACKS[base]! : en).app.contact.reply_subject;
}
