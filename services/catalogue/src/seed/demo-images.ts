import type { ProductImage } from '../products/product.entity.js';
import { imageStorageKeys, MEDIA_PATH } from '../products/product-images.js';
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, illustrationKey, illustrationSvg } from './illustration.js';

/**
 * A demo product's one image: its illustration, named by the SVG's content hash. Only the entry is
 * written at seed time (building and hashing 2,000 SVGs takes milliseconds); the files are drawn
 * when first asked for (storage/image-sizes.ts) and kept, so a re-seed reuses them.
 */
export function demoImage(productId: string, categoryPath: string): ProductImage {
  const key = illustrationKey(illustrationSvg(productId, categoryPath));
  const keys = imageStorageKeys(productId, key);
  return {
    key,
    url: `${MEDIA_PATH}${keys.original}`,
    thumbnailUrl: `${MEDIA_PATH}${keys.thumbnail}`,
    contentType: 'image/webp',
    width: ILLUSTRATION_WIDTH,
    height: ILLUSTRATION_HEIGHT,
  };
}
