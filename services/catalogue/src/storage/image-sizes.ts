import { Inject, Injectable, Logger } from '@nestjs/common';
import { OBJECT_STORAGE, type ObjectStorage, type StoredObject } from '@sokoni/platform/storage';
import type { ProductImage } from '../products/product.entity.js';
import { ILLUSTRATION_WIDTH, illustrationKey, illustrationSvg } from '../seed/illustration.js';
import { parseMediaFile, type MediaFile } from './image-variants.js';
import { renderSvgToWebp, resizeToWebp } from './image-resize.js';

/** What ImageSizes needs of a product. */
export interface SizedProduct {
  id: string;
  categoryPath: string;
  images: ProductImage[];
}

const WEBP = 'image/webp';

/**
 * Makes, on its first request, a product picture file that is named but not stored yet: a width
 * copy of an uploaded image (scaled from its original), or any file of a demo illustration (drawn
 * from its SVG). What it makes is stored under the name asked for, so it is made once; the names
 * are write-once (an upload's uuid, or the illustration's content hash), so what is stored never
 * needs to change.
 *
 * Why on first request rather than at upload or seed time: the demo catalogue has 2,000 products
 * and drawing every size of each takes minutes on a small machine (every fresh start and every
 * test run would pay it), while a visitor only ever sees a few dozen; and images stored before
 * sizes existed, or copied with a duplicated product, get their sizes without a migration job.
 * Only names the product's own image list implies are made, and only after the media route has
 * decided the caller may see the product, so a request cannot make the service draw anything else.
 */
@Injectable()
export class ImageSizes {
  private readonly log = new Logger(ImageSizes.name);
  /** Two requests for the same missing file wait for one drawing. */
  private readonly making = new Map<string, Promise<StoredObject | null>>();

  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  /** The file stored at `path` (a key under `products/<id>/`), made now; null when none is named so. */
  async make(product: SizedProduct, path: string): Promise<StoredObject | null> {
    const file = parseMediaFile(path.slice(path.lastIndexOf('/') + 1));
    const image = file && product.images.find((i) => i.key.startsWith(`${file.stem}.`));
    if (!file || !image) return null;
    let pending = this.making.get(path);
    if (!pending) {
      pending = this.draw(product, image, file, path).finally(() => this.making.delete(path));
      this.making.set(path, pending);
    }
    return pending;
  }

  private async draw(
    product: SizedProduct,
    image: ProductImage,
    file: MediaFile,
    path: string,
  ): Promise<StoredObject | null> {
    const svg = illustrationOf(product, image);
    let body: Buffer;
    if (file.kind === 'original') {
      if (!svg) return null; // an upload's original is stored at upload, never made
      body = await renderSvgToWebp(svg, ILLUSTRATION_WIDTH);
    } else {
      if (file.width >= image.width) return null; // not offered (variantsOf): never scale up
      if (svg) body = await renderSvgToWebp(svg, file.width);
      else {
        const original = await this.storage.get(path.slice(0, path.lastIndexOf('/') + 1) + image.key);
        if (!original) return null;
        try {
          body = await resizeToWebp(original.body, file.width);
        } catch (err) {
          this.log.warn({ err, path }, 'stored image could not be scaled');
          return null;
        }
      }
    }
    await this.storage.put(path, body, WEBP);
    return { body, contentType: WEBP };
  }
}

/** The product's demo SVG when `image` is its illustration (its key is the SVG's hash), else null. */
export function illustrationOf(product: SizedProduct, image: ProductImage): string | null {
  if (!image.key.endsWith('.webp')) return null;
  const svg = illustrationSvg(product.id, product.categoryPath);
  return illustrationKey(svg) === image.key ? svg : null;
}
