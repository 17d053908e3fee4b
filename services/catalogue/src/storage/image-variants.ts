import type { ProductImage } from '../products/product.entity.js';

/**
 * The widths a product picture is offered at besides its original: a card on a phone needs 160 or
 * 320 pixels, a gallery 640, a wide screen 1280. Each is a WebP made once, on its first request
 * (see ImageSizes), and stored under a write-once name next to the original.
 */
export const VARIANT_WIDTHS = [160, 320, 640, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
const WIDEST: VariantWidth = 1280;

/** One `srcset` candidate. */
export interface ImageVariant {
  width: number;
  url: string;
}

/** A product image as the API hands it out: the stored entry and its srcset candidates. */
export type ProductImageView = ProductImage & { variants: ImageVariant[] };

/** `…/<stem>.<ext>` → `…/<stem>.w<width>.webp`; the 320 copy is the thumbnail uploads always had. */
function variantUrl(image: ProductImage, width: VariantWidth): string {
  if (width === 320) return image.thumbnailUrl;
  const dot = image.url.lastIndexOf('.');
  return `${image.url.slice(0, dot)}.w${width}.webp`;
}

/**
 * The srcset candidates, narrowest first: a WebP copy at each width below the original's, and the
 * original itself when it is no wider than the widest copy (a 4000-pixel photo is never offered).
 * Derived from the stored entry alone, so images stored before sizes existed, and copies of a
 * duplicated product, get them too.
 */
export function variantsOf(image: ProductImage): ImageVariant[] {
  const variants: ImageVariant[] = VARIANT_WIDTHS.filter((w) => w < image.width).map((w) => ({
    width: w,
    url: variantUrl(image, w),
  }));
  if (image.width <= WIDEST) variants.push({ width: image.width, url: image.url });
  return variants;
}

export function withVariants(image: ProductImage): ProductImageView {
  return { ...image, variants: variantsOf(image) };
}

/** What a stored file name says it is: an original, the thumbnail, or a width copy of `stem`. */
export type MediaFile =
  { kind: 'original'; stem: string } | { kind: 'variant'; stem: string; width: VariantWidth };

const FILE = /^([0-9a-f-]{36})(?:\.(jpg|png|webp)|\.thumb\.webp|\.w(160|640|1280)\.webp)$/;

export function parseMediaFile(name: string): MediaFile | null {
  const m = FILE.exec(name);
  if (!m) return null;
  const stem = m[1]!;
  if (m[2]) return { kind: 'original', stem };
  return { kind: 'variant', stem, width: m[3] ? (Number(m[3]) as VariantWidth) : 320 };
}
