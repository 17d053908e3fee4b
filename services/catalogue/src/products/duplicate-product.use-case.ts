import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { uuidv7 } from '@sokoni/platform/db';
import { OBJECT_STORAGE, type ObjectStorage } from '@sokoni/platform/storage';
import { Product, type ProductImage } from './product.entity.js';
import { lockOwnProduct } from './product-access.js';
import { discardImageFiles, imageStorageKeys, MEDIA_PATH } from './product-images.js';
import { fieldsOfProduct, ProductWriter } from './product-writer.js';

/**
 * A new draft with the fields and photos of one of the seller's products (any status, archived
 * included: "list it again"). The photos are copied under the new product's own keys, so deleting
 * one on either product leaves the other whole; a photo whose file is gone is left out. The copy
 * is checked like any new product (a retired category is refused), and nothing is stored then.
 */
@Injectable()
export class DuplicateProduct {
  constructor(
    private readonly orm: MikroORM,
    private readonly writer: ProductWriter,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute(seller: AuthUser, sourceId: string, title?: string): Promise<Product> {
    const em = this.orm.em.fork();
    const source = await em.transactional((tx) => lockOwnProduct(tx, sourceId, seller));
    const fields = { ...fieldsOfProduct(source), ...(title ? { title } : {}) };
    // Every check before a file is copied: a copy that cannot be stored costs nothing.
    await this.writer.prepare(em, seller.id, fields);

    const id = uuidv7();
    const copied: { original: string; thumbnail: string }[] = [];
    try {
      const images: ProductImage[] = [];
      for (const image of source.images) {
        const from = imageStorageKeys(source.id, image.key);
        const [original, thumbnail] = await Promise.all([
          this.storage.get(from.original),
          this.storage.get(from.thumbnail),
        ]);
        if (!original || !thumbnail) continue;
        const key = `${uuidv7()}.${image.key.slice(image.key.lastIndexOf('.') + 1)}`;
        const to = imageStorageKeys(id, key);
        copied.push(to);
        await this.storage.put(to.original, original.body, original.contentType);
        await this.storage.put(to.thumbnail, thumbnail.body, thumbnail.contentType);
        images.push({
          ...image,
          key,
          url: `${MEDIA_PATH}${to.original}`,
          thumbnailUrl: `${MEDIA_PATH}${to.thumbnail}`,
        });
      }
      return await this.orm.em.fork().transactional(async (tx) => {
        const columns = await this.writer.prepare(tx, seller.id, fields);
        const product = tx.create(Product, {
          id,
          sellerId: seller.id,
          ...columns,
          images,
          status: 'draft',
          rejectionReason: null,
          publishedAt: null,
        });
        await tx.flush();
        return product;
      });
    } catch (err) {
      for (const keys of copied) await discardImageFiles(this.storage, keys);
      throw err;
    }
  }
}
