import { loadSharp } from './sharp-loader.js';
import { structureFault } from '@sokoni/platform/files';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface InspectedImage {
  contentType: ImageType;
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
  /**
   * The upload re-encoded in its own format, upright, without its metadata: a phone photo's EXIF
   * holds where it was taken (GPS), when and with which device, none of it for the public. Only
   * the colour profile stays, which describes colours and no one.
   */
  original: Buffer;
  /** A WebP at most THUMBNAIL_WIDTH pixels wide, for lists and cards. */
  thumbnail: Buffer;
}

export const THUMBNAIL_WIDTH = 320;
/** Bigger than any product photo needs; stops a tiny file that decodes to gigabytes of pixels. */
export const MAX_PIXELS = 60_000_000;

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** The type the first bytes prove, whatever the file name or the browser's Content-Type claim. */
export function sniffImageType(b: Buffer): ImageType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

/** High enough that a second encoding shows no loss a buyer could see in a product photo. */
const QUALITY = 90;

/**
 * Accepts only JPEG, PNG and WebP that really decode (magic bytes first, then the container's
 * structure as @sokoni/platform/files walks it, then the decoder, which refuses more than
 * MAX_PIXELS), and makes the stored image and the thumbnail. Returns null for anything else, so
 * the caller answers with one clear error.
 */
export async function inspectImage(body: Buffer): Promise<InspectedImage | null> {
  const contentType = sniffImageType(body);
  if (!contentType || structureFault(body, contentType) !== null) return null;
  const sharp = await loadSharp();
  try {
    const image = sharp(body, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return null;
    // rotate() applies the EXIF orientation, which goes with the rest of the metadata: without it
    // phone photos would be shown on their side. sharp writes no metadata unless asked to.
    const upright = image.rotate();
    const encoded =
      contentType === 'image/jpeg'
        ? upright.clone().jpeg({ quality: QUALITY })
        : contentType === 'image/png'
          ? upright.clone().png()
          : upright.clone().webp({ quality: QUALITY });
    const { data: original, info } = await encoded.keepIccProfile().toBuffer({ resolveWithObject: true });
    const thumbnail = await upright
      .clone()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      contentType,
      extension: EXTENSIONS[contentType],
      width: info.width,
      height: info.height,
      original,
      thumbnail,
    };
  } catch {
    return null; // truncated or corrupt data behind valid magic bytes
  }
}
