import { REDACTED } from './topics.js';

/**
 * The one rule for search text that leaves a search box: the catalogue applies it before writing
 * catalogue.search.performed.v1, analytics before storing a search (the browser's or the server's).
 * It lives with the contracts because it says what that event's query may hold, and because both
 * services need it and neither may import the other.
 */

/** What a kept search query is cut to, in characters (code points). */
export const SEARCH_QUERY_KEPT = 100;

// Anything on both sides of an @ is treated as an e-mail address: a product search rarely has one,
// and a false positive costs one search term while a miss would store someone's address.
const EMAIL = /[^\s@]+@[^\s@]+/u;
// Seven or more digits in any script (Arabic-Indic phones too), allowing the separators people type
// in phone numbers: "+254 (712) 345-678", "0712.345.678".
const PHONE = /(?:\p{Nd}[\s().-]{0,2}){6}\p{Nd}/u;

/**
 * A search query as it may be kept: one form per search (trimmed, lower-case, single spaces,
 * compatibility-folded so full-width text counts with the rest), at most 100 characters, and never
 * an e-mail address or a phone number someone typed into the search box (the whole query is then
 * `REDACTED`, "[redacted]").
 */
export function normaliseSearchQuery(raw: string): string {
  const text = raw.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
  // Checked before cutting: a cut could leave half an address that no longer looks like one.
  if (EMAIL.test(text) || PHONE.test(text)) return REDACTED;
  return Array.from(text).slice(0, SEARCH_QUERY_KEPT).join('').trimEnd();
}
