import { createHash } from 'node:crypto';
import { Rng } from './prng.js';
import {
  FALLBACK_MOTIF,
  MOTIFS_BY_SECTOR,
  MOTIFS_BY_SLUG,
  SECTOR_HUES,
  type Ink,
} from './illustration-motifs.js';

/** The size a demo illustration is drawn at: 4:3 like every product picture box of the storefront. */
export const ILLUSTRATION_WIDTH = 960;
export const ILLUSTRATION_HEIGHT = 720;

/** 32-bit FNV-1a: a product id becomes the seed of its own picture. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

type Backdrop = (rng: Rng, colour: string) => string;

/** Background patterns, faint, at the product's own angle and spacing. */
const PATTERNS: Backdrop[] = [
  (rng, colour) =>
    `<circle cx="6" cy="6" r="${rng.int(2, 4)}" fill="${colour}"/><circle cx="18" cy="18" r="${rng.int(1, 3)}" fill="${colour}"/>`,
  (_rng, colour) => `<path d="M0 12 H24" stroke="${colour}" stroke-width="5"/>`,
  (_rng, colour) => `<path d="M0 12 L12 0 L24 12 L12 24 Z" fill="none" stroke="${colour}" stroke-width="2"/>`,
  (_rng, colour) => `<path d="M0 16 Q6 8 12 16 T24 16" fill="none" stroke="${colour}" stroke-width="2.5"/>`,
  (_rng, colour) => `<path d="M4 4 h6 v6 h-6 Z M14 14 h6 v6 h-6 Z" fill="${colour}"/>`,
];

/**
 * The demo picture of a product: its subcategory's object (a coffee sack, a bolt of print fabric,
 * a phone, a stack of bricks…) on a backdrop, with colours, pattern, angle and size drawn from the
 * product id. Pure: the same product always gets the same SVG, so its content hash, and therefore
 * its stored file names, never change.
 */
export function illustrationSvg(productId: string, categoryPath: string): string {
  const rng = new Rng(fnv1a(productId));
  const [sector = '', slug = ''] = categoryPath.split('/');
  const motif = MOTIFS_BY_SLUG[slug] ?? MOTIFS_BY_SECTOR[sector] ?? FALLBACK_MOTIF;
  const [from, to] = SECTOR_HUES[sector] ?? [0, 360];
  const hue = from + rng.next() * (to - from);
  const ink: Ink = {
    main: hsl(hue, rng.int(45, 70), rng.int(48, 60)),
    dark: hsl(hue + rng.int(-10, 10), rng.int(30, 50), rng.int(20, 28)),
    light: hsl(hue + rng.int(-20, 20), rng.int(40, 70), rng.int(88, 95)),
    accent: hsl(hue + rng.pick([150, 180, 210]), rng.int(55, 75), rng.int(50, 62)),
  };
  const backHue = hue + rng.pick([-40, 40, 180]);
  const top = hsl(backHue, rng.int(35, 55), rng.int(88, 93));
  const bottom = hsl(backHue, rng.int(30, 50), rng.int(76, 84));
  const pattern = rng.pick(PATTERNS)(rng, '#ffffff');
  const patternAngle = rng.int(0, 89);
  const patternScale = (0.8 + rng.next() * 0.8).toFixed(2);
  const angle = rng.int(-9, 9);
  const scale = (0.88 + rng.next() * 0.2).toFixed(3);
  const dx = rng.int(-14, 14);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse" ` +
    `patternTransform="rotate(${patternAngle}) scale(${patternScale})">${pattern}</pattern></defs>` +
    `<rect width="400" height="300" fill="url(#b)"/><rect width="400" height="300" fill="url(#p)" opacity=".35"/>` +
    `<ellipse cx="${200 + dx}" cy="266" rx="130" ry="16" fill="#000" opacity=".12"/>` +
    `<g transform="translate(${dx} 0) rotate(${angle} 200 170) translate(200 170) scale(${scale}) translate(-200 -170)">` +
    motif(ink) +
    `</g></svg>`
  );
}

/**
 * A key for the picture named by its content (the SVG's SHA-256, in the 36-character shape
 * product image keys have): a re-seed gives the same names, so files stored earlier are used as
 * they are, and a changed drawing gets new names that no cache holds a stale copy of.
 */
export function illustrationKey(svg: string): string {
  const h = createHash('sha256').update(svg).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}.webp`;
}
