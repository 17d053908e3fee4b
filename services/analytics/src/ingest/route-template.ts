/**
 * A page's path as a route template (`/products/:id`), the only form analytics stores: raw paths
 * carry what identifies a visitor or opens their account (ids in the URL, an e-mail address a page
 * was linked with, a reset or unsubscribe token). Segments that look like names of the site
 * (`products`, `agriculture`, `cocoa-coffee`) stay; ids become `:id`; anything personal or secret
 * becomes `:redacted`. The query string and fragment are gone before this runs.
 */
export const ROUTE_TEMPLATE_MAX = 200;
const MAX_SEGMENTS = 12;
const SEGMENT_MAX = 64;

export const ID = ':id';
export const REDACTED = ':redacted';

const UUID = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/i;
const DIGITS = /^\d+$/;
/** Seven digits or more, with the separators phone numbers are written with. */
const PHONE = /^\+?[\d\s().-]*$/;
/** Hex of 8+ with a digit in it (object ids, hashes, short ids): an id, not a word. */
const HEX_ID = /^(?=.*\d)[0-9a-f]{8,}$/i;
/** Letters and digits mixed in one word of 12+, or any unbroken 24+: a token, not a slug word. */
const MIXED_TOKEN = /^(?=.*\d)(?=.*[a-z])[a-z0-9]{12,}$/i;
const LONG_WORD = /^[a-z0-9]{24,}$/i;

/**
 * Pages whose following segments are secrets by design (a link sent by e-mail): whatever comes after
 * them is redacted, however harmless it looks.
 */
const SECRET_AFTER: ReadonlySet<string> = new Set([
  'reset-password',
  'password-reset',
  'verify-email',
  'confirm-email',
  'email-change',
  'unsubscribe',
  'invite',
  'invitation',
  'magic-link',
  'token',
]);

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function digitCount(s: string): number {
  let n = 0;
  for (const c of s) if (c >= '0' && c <= '9') n += 1;
  return n;
}

/** One segment's stored form: itself, `:id` or `:redacted`. */
function templateSegment(raw: string): string {
  const text = decode(raw);
  if (text === undefined || raw.length > SEGMENT_MAX) return REDACTED;
  if (text.includes('@')) return REDACTED;
  if (PHONE.test(text) && digitCount(text) >= 7) return REDACTED;
  if (DIGITS.test(text) || UUID.test(text) || HEX_ID.test(text)) return ID;
  // A slug is words joined by - _ . ; each word is checked on its own.
  const words = text.split(/[-_.~\s]+/).filter(Boolean);
  if (words.some((w) => DIGITS.test(w) && w.length >= 7)) return REDACTED;
  if (words.some((w) => MIXED_TOKEN.test(w) || LONG_WORD.test(w))) return REDACTED;
  return raw;
}

/** `/x/jane@doe.com` → `/x/:redacted`, `/products/0190…` → `/products/:id`; at most 200 characters. */
export function routeTemplate(path: string): string {
  const segments = path.split('/').slice(1);
  const out: string[] = [];
  let secret = false;
  for (const segment of segments.slice(0, MAX_SEGMENTS)) {
    if (segment === '') {
      out.push('');
      continue;
    }
    const kept = secret ? REDACTED : templateSegment(segment);
    out.push(kept);
    if (SECRET_AFTER.has(segment.toLowerCase())) secret = true;
  }
  if (segments.length > MAX_SEGMENTS) out.push('…');
  const template = `/${out.join('/')}`;
  if (template.length <= ROUTE_TEMPLATE_MAX) return template;
  // Cut on a segment boundary, so no half of a segment (half of something personal) is kept.
  const cut = template.slice(0, ROUTE_TEMPLATE_MAX);
  return `${cut.slice(0, cut.lastIndexOf('/'))}/…`;
}
