import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

/**
 * The one rule for text people type and others read (product listings, storefronts, profile names,
 * contact messages, staff reasons): plain text or a safe Markdown subset, never raw HTML. The front
 * ends render Markdown with HTML off; refusing markup here (rather than escaping it) tells the
 * writer at once instead of showing `&lt;b&gt;` to readers later.
 */
export type FreeTextFault = 'noControlCharacters' | 'noHtml' | 'safeLinks';

/** Longest reason staff give for a decision (suspension, reinstatement, rejection), on every route. */
export const REASON_MAX_LENGTH = 500;

// A tag-like `<x …>`, `</x>`, `<!-- -->` or `<?…>`: "price < 5 USD" stays fine.
const HTML_TAG = /<\s*[/!?]?\s*[a-z][^>]*>|<!--/i;
// Everything below U+0020 except tab and line breaks, plus DEL: invisible, and NUL breaks PostgreSQL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Markdown links and autolinks may only point to the web or to an e-mail address.
const LINK_TARGET = /\]\(\s*<?\s*([a-z][a-z0-9+.-]*):/gi;
// Schemes that run code or read local files wherever they appear. `data:` and `file:` only as
// URLs ("Technical data: 5 kg" is prose), `javascript:` and `vbscript:` always.
const BARE_SCHEME = /\b(javascript|vbscript):|\bdata:\s*([a-z]+\/|,)|\bfile:\s*\//i;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);
// What a URL parser drops inside a scheme (tab, line breaks) and other C0 controls.
// eslint-disable-next-line no-control-regex
const URL_IGNORED = /[\u0000-\u001F\u007F]/g;

/** Named references that can spell a scheme or its colon; the rest cannot hide one. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  bsol: '\\',
  period: '.',
  excl: '!',
  num: '#',
  semi: ';',
  equals: '=',
  plus: '+',
  comma: ',',
  lsqb: '[',
  rsqb: ']',
  lbrack: '[',
  rbrack: ']',
  lcub: '{',
  rcub: '}',
  percnt: '%',
};
// Numeric references without their `;` count too: HTML parsers accept `&#106avascript:`.
const ENTITY = /&#(\d{1,10});?|&#x([0-9a-f]{1,8});?|&([a-z][a-z0-9]{1,31});/gi;

function codePoint(n: number): string {
  return n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : '\uFFFD';
}

/** HTML character references decoded (decimal, hex, and the named ones that matter for links). */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec !== undefined) return codePoint(Number(dec));
    if (hex !== undefined) return codePoint(parseInt(hex, 16));
    return NAMED[name!.toLowerCase()] ?? whole;
  });
}

/** References decoded until none is left (`&amp;#106;` included), at most a few rounds. */
function decodeFully(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round++) {
    const next = decodeEntities(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

function hasUnsafeLink(text: string): boolean {
  for (const m of text.matchAll(LINK_TARGET)) if (!SAFE_SCHEMES.has(m[1]!.toLowerCase())) return true;
  return BARE_SCHEME.test(text);
}

/** Why a text breaks the rule, or undefined when it is fine. Empty text is fine. */
export function freeTextFault(text: string | null | undefined): FreeTextFault | undefined {
  if (!text) return undefined;
  if (CONTROL.test(text)) return 'noControlCharacters';
  if (HTML_TAG.test(text)) return 'noHtml';
  // A scheme is read as a browser reads a URL: references decoded, tab and line breaks dropped
  // (`java&#115;cript:`, `javascript&colon;`, `java&Tab;script:`). The decoded text with the
  // breaks kept is checked too: "see\njavascript:" must still find the word boundary.
  const decoded = decodeFully(text);
  return hasUnsafeLink(decoded) || hasUnsafeLink(decoded.replace(URL_IGNORED, '')) ? 'safeLinks' : undefined;
}

/**
 * class-validator rule for free text (`@IsFreeText()`, with `{ each: true }` for lists). Non-strings
 * pass (`@IsString()` reports those); the message key says which part of the rule failed.
 */
export function IsFreeText(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isFreeText',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || freeTextFault(value) === undefined,
        defaultMessage: (args?: ValidationArguments) => `validation.${faultOf(args?.value) ?? 'noHtml'}`,
      },
    },
    options,
  );
}

function faultOf(value: unknown): FreeTextFault | undefined {
  if (typeof value === 'string') return freeTextFault(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const fault = typeof item === 'string' ? freeTextFault(item) : undefined;
      if (fault) return fault;
    }
  }
  return undefined;
}
