import { Logger } from '@nestjs/common';
import type { ObjectStorage } from '@sokoni/platform/storage';
import type { Product } from './product.entity.js';
import { assertCan } from './product-access.js';
import { MAX_IMAGES } from './product-rules.js';
import { ProductProblems } from './products.problems.js';

/** What the upload interceptor hands over (multer's memory storage). */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
}

export const MEDIA_PATH = '/api/v1/media/';
/** An image key as the API hands it out: `<uuid>.<ext>`, flat so it fits in one URL segment. */
export const IMAGE_KEY = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

/** Where an image and its thumbnail are stored: one folder per product, write-once names. */
export function imageStorageKeys(productId: string, key: string): { original: string; thumbnail: string } {
  const id = key.slice(0, key.lastIndexOf('.'));
  return { original: `products/${productId}/${key}`, thumbnail: `products/${productId}/${id}.thumb.webp` };
}

/** Images may change while a product is editable, up to MAX_IMAGES. */
export function assertRoomForImage(product: Product): void {
  assertCan(product, 'edit');
  if (product.images.length >= MAX_IMAGES) throw ProductProblems.tooManyImages({ max: MAX_IMAGES });
}

const logger = new Logger('ProductImages');

/** Best effort: an orphaned file wastes a little space, a failed request over it would be worse. */
export async function discardImageFiles(
  storage: ObjectStorage,
  keys: { original: string; thumbnail: string },
): Promise<void> {
  for (const key of [keys.original, keys.thumbnail]) {
    await storage
      .delete(key)
      .catch((err: unknown) => logger.warn({ err, key }, 'could not delete image file'));
  }
}
