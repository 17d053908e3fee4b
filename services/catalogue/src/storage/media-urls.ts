import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONFIG } from '@sokoni/platform/config';
import type { CatalogueConfig } from '../catalogue.config.js';
import type { Product } from '../products/product.entity.js';
import { isPubliclyVisible } from '../products/product-access.js';
import { MEDIA_PATH } from '../products/product-images.js';
import { withVariants, type ProductImageView } from './image-variants.js';

/** How long a signed image address works; rounded so a page reload gets the same address. */
const LIFETIME_SECONDS = 3600;
const STEP_SECONDS = 600;

/**
 * Image addresses of products the public may not see yet (drafts, products in review, rejected or
 * archived ones). Browsers load images with `<img src>`, which carries no access token, so the
 * owner's and staff's views hand out addresses signed for one path and a short time instead;
 * the media route serves them to whoever holds one, privately and uncached. Published products'
 * images keep their plain, cacheable addresses.
 */
@Injectable()
export class MediaUrls {
  private readonly key: Buffer;

  constructor(@Inject(CONFIG) config: Pick<CatalogueConfig, 'MEDIA_URL_SECRET'>) {
    // Without a configured secret each process signs with its own: fine for one replica, and an
    // address signed elsewhere simply fails (several replicas need MEDIA_URL_SECRET set alike).
    this.key = config.MEDIA_URL_SECRET ? Buffer.from(config.MEDIA_URL_SECRET, 'utf8') : randomBytes(32);
  }

  /** The product's images, with their sizes, at the addresses its owner and staff can load. */
  imagesOf(product: Product, nowMs = Date.now()): ProductImageView[] {
    const images = product.images.map(withVariants);
    if (isPubliclyVisible(product)) return images;
    const now = Math.floor(nowMs / 1000);
    const expires = Math.ceil((now + LIFETIME_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
    return images.map((image) => ({
      ...image,
      url: this.signed(image.url, expires),
      thumbnailUrl: this.signed(image.thumbnailUrl, expires),
      variants: image.variants.map((v) => ({ ...v, url: this.signed(v.url, expires) })),
    }));
  }

  /** Whether `signature` was made here for this storage key and has not expired. */
  allows(storageKey: string, expires: unknown, signature: unknown, nowMs = Date.now()): boolean {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires))
      return false;
    if (Number(expires) * 1000 < nowMs) return false;
    const expected = Buffer.from(this.mac(storageKey, Number(expires)));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signed(url: string, expires: number): string {
    if (!url.startsWith(MEDIA_PATH)) return url;
    const storageKey = url.slice(MEDIA_PATH.length);
    return `${url}?expires=${expires}&signature=${this.mac(storageKey, expires)}`;
  }

  private mac(storageKey: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${storageKey}\n${expires}`).digest('base64url');
  }
}
