import type { PriceTier, Specification } from './product.entity.js';
import { ProductProblems } from './products.problems.js';

export const UNITS = [
  'kg',
  'tonne',
  'piece',
  'carton',
  'container',
  'litre',
  'metre',
  'square-metre',
  'bag',
  'bale',
  'dozen',
  'pair',
  'set',
  'roll',
] as const;
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
export const MAX_TIERS = 6;
export const MAX_IMAGES = 10;

/** 6–10 digits (HS heading + national subdivisions), or dotted as customs forms write it: 1801.00(.10). */
export const HS_CODE = /^(\d{6,10}|\d{4}\.\d{2}(\.\d{2,4})?)$/;

// A tag-like `<x …>`, `</x>`, `<!-- -->` or `<?…>`: "price < 5 USD" stays fine.
const HTML_TAG = /<\s*[/!?]?\s*[a-z][^>]*>|<!--/i;
// Markdown links and autolinks may only point to the web or to an e-mail address.
const LINK_TARGET = /\]\(\s*<?\s*([a-z][a-z0-9+.-]*):/gi;
const BARE_SCHEME = /\b(javascript|vbscript|data|file):/i;
// Everything below U+0020 except tab and line breaks, plus DEL: invisible, and NUL breaks PostgreSQL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * Free text is plain text or a safe Markdown subset, never raw HTML: the storefront renders
 * Markdown with HTML disabled, and refusing tags here (rather than escaping them) tells the seller
 * at once instead of showing `&lt;b&gt;` to buyers later.
 */
export function checkText(field: string, text: string | null | undefined): void {
  if (!text) return;
  if (CONTROL.test(text)) throw ProductProblems.controlCharacters(field);
  if (HTML_TAG.test(text)) throw ProductProblems.htmlNotAllowed(field);
  for (const m of text.matchAll(LINK_TARGET)) {
    if (!SAFE_SCHEMES.has(m[1]!.toLowerCase())) throw ProductProblems.unsafeLink(field);
  }
  if (BARE_SCHEME.test(text)) throw ProductProblems.unsafeLink(field);
}

/**
 * Quantity breaks as buyers read them: the first starts at the MOQ, each next one at a strictly
 * larger quantity (equal = overlapping), and a larger order never pays more per unit.
 */
export function checkPriceTiers(moq: number, tiers: readonly PriceTier[]): void {
  const first = tiers[0];
  if (!first || first.minQuantity !== moq) throw ProductProblems.tiersFirstMoq({ moq });
  for (let i = 1; i < tiers.length; i++) {
    const prev = tiers[i - 1]!;
    const tier = tiers[i]!;
    if (tier.minQuantity <= prev.minQuantity) throw ProductProblems.tiersOrder({ position: i + 1 });
    if (tier.unitPriceMinor > prev.unitPriceMinor) throw ProductProblems.tiersPrice({ position: i + 1 });
  }
}

export interface TextFields {
  title: string;
  description: string;
  certifications: readonly string[];
  specifications: readonly Specification[];
}

export function checkProductText(f: TextFields): void {
  checkText('title', f.title);
  checkText('description', f.description);
  f.certifications.forEach((c, i) => checkText(`certifications.${i}`, c));
  f.specifications.forEach((s, i) => {
    checkText(`specifications.${i}.key`, s.key);
    checkText(`specifications.${i}.value`, s.value);
  });
}

/** The lowest unit price a buyer can reach: with non-increasing tiers, the last one. */
export const minTierPrice = (tiers: readonly PriceTier[]): number =>
  Math.min(...tiers.map((t) => t.unitPriceMinor));
