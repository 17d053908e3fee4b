import { loadSharp } from '../storage/sharp-loader.js';
import { inspectFile } from '@sokoni/platform/files';

export type StorefrontImageKind = 'logo' | 'banner';
export const STOREFRONT_IMAGE_KINDS: readonly StorefrontImageKind[] = ['logo', 'banner'];

/** What the upload interceptor hands over (multer's memory storage). */
export interface UploadedPicture {
  buffer: Buffer;
  size: number;
}

/** Largest stored size: a logo is shown at most 160 px wide (twice for sharp screens), a banner full width. */
const BOX: Record<StorefrontImageKind, { width: number; height: number }> = {
  logo: { width: 512, height: 512 },
  banner: { width: 1920, height: 640 },
};
const MAX_PIXELS = 60_000_000;
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A picture's file name inside the storefront's folder: write-once, one URL segment. */
export const PICTURE_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
export const pictureStorageKey = (supplierId: string, file: string) => `suppliers/${supplierId}/${file}`;
export const pictureUrl = (supplierId: string, storageKey: string | null | undefined): string | null =>
  storageKey
    ? `/api/v1/suppliers/${supplierId}/images/${storageKey.slice(storageKey.lastIndexOf('/') + 1)}`
    : null;

/**
 * A logo or banner as stored: the upload must be a JPEG, PNG or WebP whose structure holds
 * (@sokoni/platform/files: the signature alone proves nothing) and that really decodes; it is
 * re-encoded to WebP, upright, shrunk to its box and without metadata (a phone photo's EXIF says
 * where it was taken). null for anything else, so the caller answers with one clear error.
 */
export async function storefrontPicture(body: Buffer, kind: StorefrontImageKind): Promise<Buffer | null> {
  if (!inspectFile(body, ACCEPTED).ok) return null;
  const sharp = await loadSharp();
  try {
    const image = sharp(body, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return null;
    return await image
      .rotate()
      .resize({ ...BOX[kind], fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return null; // cut off or corrupt behind a sound container
  }
}
