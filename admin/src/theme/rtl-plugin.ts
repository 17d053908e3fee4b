import type { StylisElement, StylisPlugin } from '@emotion/cache';

/**
 * A small stylis plugin that mirrors physical left/right in CSS for right-to-left pages: what
 * stylis-plugin-rtl does with cssjanus, which this workspace does not have installed. It covers what
 * MUI's styles use: left/right properties (margin-left, border-top-right-radius, left…), left/right
 * keywords of float/clear/text-align, and the four-side shorthands (margin: a b c d → a d c b).
 * Logical properties (margin-inline-start) need no mirroring and are left alone.
 */
export const rtlPlugin: StylisPlugin = (element: StylisElement) => {
  // A declaration's props is its property name and children its value, both strings.
  if (element.type !== 'decl' || element.return) return;
  if (typeof element.props !== 'string' || typeof element.children !== 'string') return;
  const flipped = flipDeclaration(element.props, element.children);
  if (!flipped) return;
  const [p, v] = flipped;
  element.props = p;
  element.children = v;
  element.value = `${p}:${v};`;
  element.length = p.length;
};

const SIDE = /(^|-)(left|right)(?=-|$)/g;
const swapSides = (s: string): string =>
  s.replace(SIDE, (_m, pre: string, side: string) => `${pre}${side === 'left' ? 'right' : 'left'}`);
const swapKeywords = (s: string): string =>
  s.replace(/\b(left|right)\b/g, (w) => (w === 'left' ? 'right' : 'left'));

const KEYWORD_PROPS = new Set(['float', 'clear', 'text-align', 'text-align-last']);
const FOUR_SIDES = new Set([
  'margin',
  'padding',
  'border-width',
  'border-style',
  'border-color',
  'inset',
  'scroll-margin',
  'scroll-padding',
]);

/** The mirrored [property, value], or null when the declaration reads the same both ways. */
export function flipDeclaration(prop: string, value: string): [string, string] | null {
  const p = prop.trim().toLowerCase();
  if (p.startsWith('--')) return null; // custom properties hold arbitrary data
  if (SIDE.test(p)) {
    SIDE.lastIndex = 0;
    return [swapSides(p), value];
  }
  SIDE.lastIndex = 0;
  if (KEYWORD_PROPS.has(p)) {
    const v = swapKeywords(value);
    return v === value ? null : [p, v];
  }
  if (FOUR_SIDES.has(p)) {
    const { parts, important } = split(value);
    if (parts.length !== 4 || parts[1] === parts[3]) return null;
    return [p, [parts[0], parts[3], parts[2], parts[1]].join(' ') + important];
  }
  if (p === 'border-radius') {
    const { parts: all, important } = split(value);
    const slash = all.indexOf('/');
    const sides = slash === -1 ? [all] : [all.slice(0, slash), all.slice(slash + 1)];
    const mirrored = sides.map(mirrorRadius);
    if (mirrored.every((m, i) => m.join(' ') === sides[i]!.join(' '))) return null;
    return [p, mirrored.map((m) => m.join(' ')).join(' / ') + important];
  }
  return null;
}

/** border-radius corners: top-left top-right bottom-right bottom-left, mirrored left to right. */
function mirrorRadius(r: string[]): string[] {
  const [a, b, c, d] = r;
  switch (r.length) {
    case 2:
      return [b!, a!];
    case 3:
      return [b!, a!, b!, c!];
    case 4:
      return [b!, a!, d!, c!];
    default:
      return r;
  }
}

/** Splits a value on top-level spaces (not inside calc(…) or var(…)), keeping !important apart. */
function split(value: string): { parts: string[]; important: string } {
  let v = value.trim();
  let important = '';
  const imp = /\s*!important\s*$/i.exec(v);
  if (imp) {
    important = imp[0];
    v = v.slice(0, imp.index);
  }
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of v) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (depth === 0 && /\s/.test(ch)) {
      if (cur) parts.push(cur);
      cur = '';
    } else if (depth === 0 && ch === '/') {
      if (cur) parts.push(cur);
      parts.push('/');
      cur = '';
    } else cur += ch;
  }
  if (cur) parts.push(cur);
  return { parts, important };
}
