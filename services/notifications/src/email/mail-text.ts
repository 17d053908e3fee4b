import { formatBasisPoints, formatCount, formatInstant, formatMoney } from './money-format.js';

/**
 * One piece of a value an e-mail shows, kept apart from the language it will be read in: amounts
 * and counts are formatted, terms translated, only when the recipient's language is known (which,
 * for an e-mail held until its recipient's contact arrives, is later). JSON-safe — integers are
 * decimal strings — so a held e-mail can be stored as it is.
 */
export type MailPiece =
  | string
  | { money: string; currency: string }
  | { count: string }
  | { basisPoints: number }
  /** An instant (ISO 8601), written as a date and time in UTC in the reader's language. */
  | { date: string }
  /** A word from the template's `terms` (an outcome, a cause). */
  | { term: string };

/** A value: its pieces written one after the other (a string may hold line breaks). */
export type MailValue = string | readonly MailPiece[];

export const money = (minor: bigint, currency: string): MailPiece => ({ money: minor.toString(), currency });
export const count = (n: bigint): MailPiece => ({ count: n.toString() });
export const term = (key: string): MailPiece => ({ term: key });
export const date = (at: Date): MailPiece => ({ date: at.toISOString() });

/** The value in `lang` (a language the templates are written in), with the template's terms. */
export function resolveValue(
  value: MailValue,
  lang: string,
  terms: Readonly<Record<string, string>>,
): string {
  if (typeof value === 'string') return value;
  return value
    .map((piece) => {
      if (typeof piece === 'string') return piece;
      if ('money' in piece) return formatMoney(BigInt(piece.money), piece.currency, lang);
      if ('count' in piece) return formatCount(BigInt(piece.count), lang);
      if ('basisPoints' in piece) return formatBasisPoints(piece.basisPoints, lang);
      if ('date' in piece) return formatInstant(new Date(piece.date), lang);
      return terms[piece.term] ?? piece.term;
    })
    .join('');
}
