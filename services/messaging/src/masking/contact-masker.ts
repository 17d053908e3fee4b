/**
 * Hides contact details in a message until an order exists between its two parties (issue 13):
 * phone numbers, e-mail addresses (also spelled out, "name at domain dot com") and messaging
 * handles or links (wa.me, t.me, an @handle or id next to "WhatsApp", "Telegram"...). Trade that
 * leaves the platform leaves its escrow protection with it. The rules lean towards letting
 * business figures through (prices, quantities, dates, HS codes, order references): a masked price
 * breaks a negotiation, while a number that slips through is still in the stored original for staff.
 */

export type ContactKind = 'phone' | 'email' | 'handle';

export interface MaskResult {
  text: string;
  masked: boolean;
  kinds: ContactKind[];
}

/** What replaces a hidden detail: language-neutral, the UI explains it beside the message. */
export const MASK = '••••••';

// Names that are also everyday words ("line", "wa" in Swahili) are left out: they would hide goods.
const APPS =
  'whats\\s?app|telegram|tg|signal|skype|we\\s?chat|weixin|viber|instagram|insta|ig|facebook|fb|messenger|snapchat';

// A word that spells a digit, in the platform's languages with Latin script.
const DIGIT_WORDS =
  'zero|oh|one|two|three|four|five|six|seven|eight|nine|z[ée]ro|un|deux|trois|quatre|cinq|six|sept|huit|neuf|sifuri|moja|mbili|tatu|nne|tano|sita|saba|nane|tisa';

const LINKS = new RegExp(
  String.raw`(?:https?:\/\/)?(?:www\.)?(?:wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|whatsapp\.com\/send|t\.me|telegram\.(?:me|dog)|m\.me|signal\.me|join\.skype\.com|u\.wechat\.com|viber\.click|line\.me)(?:\/[^\s<>"')\]]*)?`,
  'gi',
);
const SKYPE_URI = /\b(?:skype|viber|weixin|tg):[^\s<>"')\]]+/gi;

// Both start only where a word starts (the lookbehind), which keeps a long word linear to scan.
// "@" may have spaces and spaced dots around it; a spelled "at" needs a spelled or tight dot, so
// "meet at the warehouse. Then..." stays a sentence.
const SEP_DOT = String.raw`(?:\s*[\[({<]\s*dot\s*[\])}>]\s*|\s+dot\s+|\.(?=[a-z0-9-]))`;
const EMAIL = new RegExp(
  String.raw`(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]*\s*@\s*[a-z0-9][a-z0-9-]*(?:(?:${SEP_DOT}|\s+\.\s*|\s*\.\s+)[a-z0-9-]+)+`,
  'gi',
);
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]*(?:\s*[\[({<]\s*at\s*[\])}>]\s*|\s+at\s+)[a-z0-9][a-z0-9-]*(?:${SEP_DOT}[a-z0-9-]+)+`,
  'gi',
);

// An app's name, a few joining words ("me on", "id", "is", ":") and the handle after them.
const HANDLE_AFTER_APP = new RegExp(
  String.raw`\b(?:${APPS})\b((?:\s+(?:me|us|on|at|via|is|id|handle|username|user|name|nick|account|contact))*\s*(?:[:=\-–]\s*)?)(@?[a-z][a-z0-9._-]{2,})`,
  'gi',
);
// Joining words that mark what follows as a handle even when it is a plain word ("skype id: john").
const HANDLE_MARKER = /[:=]|\b(?:id|handle|username|user|nick|account)\b/i;
const NOT_A_HANDLE =
  /^(?:me|us|on|at|via|is|please|pls|and|or|the|for|to|my|our|your|only|group|call|chat|number|no)$/i;
const AT_HANDLE = /(^|[^\w@.])(@[a-z0-9_][a-z0-9._]{2,31})\b/gi;
const APP_NEAR = new RegExp(String.raw`\b(?:${APPS})\b`, 'i');

const PHONE_CANDIDATE = /(?:\+|\b00|\()?\d(?:[ \t.\-/()]{0,3}\d)+/g;
const SPELLED_DIGITS = new RegExp(
  String.raw`\b(?:${DIGIT_WORDS})(?:[\s,.\-/]+(?:${DIGIT_WORDS})){6,}\b`,
  'gi',
);

const CURRENCY_BEFORE =
  /(?:\b(?:[A-Z]{3}|usd|eur|kes|ngn|ghs|zar|tzs|ugx|xof|xaf|egp|mad|etb|rwf|price|cost|total|amount|budget|paid|pay)\s*[:=]?\s*|[$€£¥₦₵]\s*)$/i;
const UNIT_AFTER =
  /^\s*(?:%|x\b|pcs?\b|pieces?\b|units?\b|kgs?\b|g\b|grams?\b|tons?\b|tonnes?\b|mt\b|lbs?\b|bags?\b|cartons?\b|ctns?\b|boxes\b|box\b|pallets?\b|containers?\b|litres?\b|liters?\b|l\b|ml\b|m\b|cm\b|mm\b|km\b|sets?\b|pairs?\b|rolls?\b|sheets?\b|dozens?\b|bales?\b|sacks?\b|drums?\b|usd\b|eur\b|kes\b|ngn\b|ghs\b|zar\b|fcfa\b|cfa\b|xof\b|xaf\b|tzs\b|ugx\b|egp\b|mad\b|etb\b|rwf\b|dollars?\b|shillings?\b|naira\b|cedis?\b|rand\b|francs?\b)/i;
const HS_CODE = /^\d{4}\.\d{2}(?:\.\d{2,4})?$/;
const DATE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})$/;
const TIME_RANGE = /^\d{1,2}[.:]\d{2}\s*-\s*\d{1,2}[.:]\d{2}$/;
const RANGE = /^[1-9]\d*\s*[-–/]\s*\d+$/;
const HS_CONTEXT = /\b(?:hs|hts|tariff|customs|code)\b[^\n]{0,12}$/i;
const REFERENCE_BEFORE =
  /\b(?:ref(?:erence)?|order|invoice|inv|po|sku|lot|batch|tracking|awb|bl|account|acct|iban|swift)\s*(?:no\.?|nr\.?|number|num|#)?\s*[.:#-]?\s*$/i;

function isPhone(candidate: string, before: string, after: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 9 || digits.length > 15) return false;
  const trimmed = candidate.trim();
  const plus = trimmed.startsWith('+') || trimmed.startsWith('(+');
  // Glued to letters or a decimal mark it is part of a word, a reference or a number ("SK-2026…", "12,500").
  if (/[\p{L}_,]$/u.test(before) || /^[\p{L}_]/u.test(after) || /^[,.]\d/.test(after)) return false;
  if (HS_CODE.test(trimmed) || DATE.test(trimmed) || TIME_RANGE.test(trimmed)) return false;
  if (plus) return true;
  // A labelled figure ("ref 0012…", "USD 1 250 000", "5000 pcs") is business, even with a leading 0.
  if (CURRENCY_BEFORE.test(before) || UNIT_AFTER.test(after)) return false;
  if (REFERENCE_BEFORE.test(before) || HS_CONTEXT.test(before)) return false;
  if (trimmed.startsWith('00')) return true;
  // "10000-20000": a range of quantities or prices, not a local number (those start with 0).
  if (RANGE.test(trimmed) && trimmed.split(/[-–/]/).length === 2) return false;
  // A local number starts with its trunk 0; without one it must look like a whole international number.
  if (trimmed.startsWith('0') || trimmed.startsWith('(0')) return true;
  return digits.length >= 10 && !/^\d{1,3}(?:[ .]\d{3})+$/.test(trimmed);
}

function maskPhones(text: string, found: Set<ContactKind>): string {
  return text.replace(PHONE_CANDIDATE, (m: string, offset: number, whole: string) => {
    // The regex may swallow a leading "(" of a note; keep trailing separators out of the match.
    const core = m.replace(/[ \t.\-/(]+$/, '');
    const before = whole.slice(Math.max(0, offset - 24), offset);
    const after = whole.slice(offset + core.length, offset + core.length + 16);
    if (!isPhone(core, before, after)) return m;
    found.add('phone');
    return MASK + m.slice(core.length);
  });
}

/** Masks contact details; `masked` says whether anything was hidden. Pure: no state, no I/O. */
export function maskContacts(input: string): MaskResult {
  const found = new Set<ContactKind>();
  const hide = (kind: ContactKind) => (): string => {
    found.add(kind);
    return MASK;
  };
  let text = input.normalize('NFKC');
  text = text.replace(LINKS, hide('handle'));
  text = text.replace(SKYPE_URI, hide('handle'));
  text = text.replace(EMAIL, hide('email'));
  text = text.replace(SPELLED_EMAIL, hide('email'));
  text = text.replace(HANDLE_AFTER_APP, (m: string, joint: string, handle: string) => {
    if (NOT_A_HANDLE.test(handle)) return m;
    const looksLikeHandle = handle.startsWith('@') || /[._\d]/.test(handle);
    if (!looksLikeHandle && !HANDLE_MARKER.test(joint)) return m;
    found.add('handle');
    return m.slice(0, m.length - handle.length) + MASK;
  });
  text = text.replace(AT_HANDLE, (m: string, lead: string, handle: string, offset: number, whole: string) => {
    const around = whole.slice(Math.max(0, offset - 60), offset + m.length + 60);
    if (!APP_NEAR.test(around)) return m;
    found.add('handle');
    return lead + MASK;
  });
  text = text.replace(SPELLED_DIGITS, hide('phone'));
  text = maskPhones(text, found);
  if (found.size === 0) return { text: input, masked: false, kinds: [] };
  return { text, masked: true, kinds: [...found].sort() };
}
