import sharp from 'sharp';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface InspectedImage {
  contentType: ImageType;
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
  /** A WebP at most THUMBNAIL_WIDTH pixels wide, for lists and cards. */
  thumbnail: Buffer;
}

export const THUMBNAIL_WIDTH = 320;
/** Bigger than any product photo needs; stops a tiny file that decodes to gigabytes of pixels. */
const MAX_PIXELS = 60_000_000;

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

/**
 * Accepts only JPEG, PNG and WebP that really decode (magic bytes first, then the decoder), and
 * makes the thumbnail. Returns null for anything else, so the caller answers with one clear error.
 */
export async function inspectImage(body: Buffer): Promise<InspectedImage | null> {
  const contentType = sniffImageType(body);
  if (!contentType) return null;
  try {
    const image = sharp(body, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return null;
    // rotate() applies the EXIF orientation so phone photos are not shown on their side.
    const thumbnail = await image
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      contentType,
      extension: EXTENSIONS[contentType],
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      thumbnail,
    };
  } catch {
    return null; // truncated or corrupt data behind valid magic bytes
  }
}
