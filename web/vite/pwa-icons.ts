import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The favicon's mark (an S in gold), drawn on the brand's green. */
const MARK =
  '<path d="M20 40c0 5 5 8 12 8s12-3 12-9c0-11-22-7-22-16 0-4 4-7 10-7s10 3 10 7" fill="none" stroke="#f4b400" stroke-width="6" stroke-linecap="round"/>';

/** The favicon's rounded tile, for launchers that show the icon as it is. */
const ROUNDED = (green: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${green}"/>${MARK}</svg>`;

/**
 * Android crops a maskable icon to its own shape (circle, squircle…) and keeps only the middle 80%
 * for sure: a full-bleed square, the mark shrunk to 60% around the centre.
 */
const MASKABLE = (green: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${green}"/><g transform="translate(32 32) scale(0.6) translate(-32 -32)">${MARK}</g></svg>`;

export const PWA_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * The install icons, rendered with sharp from the favicon's drawing at build time rather than
 * committed as binaries: one source for every size, and a change of colour is a change of code.
 * iOS takes the 180px apple-touch-icon (it ignores the manifest's icons and rounds corners itself).
 */
export function pwaIcons(green: string): Plugin {
  const files: [string, string, number][] = [
    ['icons/icon-192.png', ROUNDED(green), 192],
    ['icons/icon-512.png', ROUNDED(green), 512],
    ['icons/maskable-512.png', MASKABLE(green), 512],
    ['icons/apple-touch-icon.png', MASKABLE(green), 180],
  ];
  return {
    name: 'sokoni-pwa-icons',
    apply: 'build',
    async generateBundle() {
      for (const [fileName, svg, size] of files) {
        const source = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
          .resize(size, size)
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
