import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { uuidv7 } from '@sokoni/platform/db';
import { inspectImage } from '../storage/image-inspector.js';
import { OBJECT_STORAGE, type ObjectStorage } from '@sokoni/platform/storage';
import type { Product, ProductImage } from './product.entity.js';
import { lockOwnProduct } from './product-access.js';
import {
  assertRoomForImage,
  discardImageFiles,
  imageStorageKeys,
  MEDIA_PATH,
  type UploadedImage,
} from './product-images.js';
import { ProductProblems } from './products.problems.js';

/**
 * Appends a checked image (JPEG/PNG/WebP by magic bytes), stored without its metadata (EXIF, GPS),
 * and its thumbnail to the seller's product.
 */
@Injectable()
export class AddProductImage {
  constructor(
    private readonly orm: MikroORM,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute(seller: AuthUser, productId: string, file: UploadedImage | undefined): Promise<Product> {
    if (!file) throw ProductProblems.imageMissing();
    // Cheap refusals first, so nothing is decoded or stored for a request that cannot succeed.
    const em = this.orm.em.fork();
    await em.transactional(async (tx) => assertRoomForImage(await lockOwnProduct(tx, productId, seller)));
    const image = await inspectImage(file.buffer);
    if (!image) throw ProductProblems.imageType();

    const key = `${uuidv7()}.${image.extension}`;
    const keys = imageStorageKeys(productId, key);
    const entry: ProductImage = {
      key,
      // Relative to the gateway, so stored rows survive a change of domain; events make it absolute.
      url: `${MEDIA_PATH}${keys.original}`,
      thumbnailUrl: `${MEDIA_PATH}${keys.thumbnail}`,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
    };
    try {
      await this.storage.put(keys.original, image.original, image.contentType);
      await this.storage.put(keys.thumbnail, image.thumbnail, 'image/webp');
      return await this.orm.em.fork().transactional(async (tx) => {
        const product = await lockOwnProduct(tx, productId, seller);
        assertRoomForImage(product); // again under the lock: two uploads may race for the last slot
        product.images = [...product.images, entry];
        await tx.flush();
        return product;
      });
    } catch (err) {
      await discardImageFiles(this.storage, keys);
      throw err;
    }
  }
}
