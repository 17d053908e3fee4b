import { loadSharp } from './sharp-loader.js';
import { MAX_PIXELS } from './image-inspector.js';

/** Lists and galleries: small files matter more than the last bit of detail on a phone. */
const VARIANT_QUALITY = 80;

/**
 * A stored original scaled down to `width` as WebP (never up). The original passed inspectImage
 * when it was uploaded, but the decoder is bounded again here: what storage holds is not re-proven
 * on every read, and a file put there by hand must not decode into gigabytes.
 */
export async function resizeToWebp(source: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: VARIANT_QUALITY })
    .toBuffer();
}

/**
 * Our own SVG drawn at `width` (the height follows its aspect ratio). Drawn at the size asked
 * rather than scaled from a larger raster: a 320-pixel card costs about a tenth of a 960 one.
 */
export async function renderSvgToWebp(svg: string, width: number): Promise<Buffer> {
  const sized = svg.replace(/^<svg([^>]*?) width="\d+" height="\d+"/, (_all, attrs: string) => {
    const [, , w, h] = /viewBox="(\d+) (\d+) (\d+) (\d+)"/.exec(attrs) ?? [];
    const height = Math.round((width * Number(h ?? 3)) / Number(w ?? 4));
    return `<svg${attrs} width="${width}" height="${height}"`;
  });
  const sharp = await loadSharp();
  return sharp(Buffer.from(sized), { limitInputPixels: MAX_PIXELS })
    .webp({ quality: VARIANT_QUALITY })
    .toBuffer();
}
