import { freeTextFault } from '@sokoni/platform/errors';
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

const FAULTS = {
  noControlCharacters: ProductProblems.controlCharacters,
  noHtml: ProductProblems.htmlNotAllowed,
  safeLinks: ProductProblems.unsafeLink,
} as const;

/**
 * Free text follows the platform's one rule (plain text or safe Markdown, no HTML, no script
 * links however spelt, no control characters); a product names the failing field in its own terms.
 */
export function checkText(field: string, text: string | null | undefined): void {
  const fault = freeTextFault(text);
  if (fault) throw FAULTS[fault](field);
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
