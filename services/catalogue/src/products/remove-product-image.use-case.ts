import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { OBJECT_STORAGE, type ObjectStorage } from '@sokoni/platform/storage';
import type { Product } from './product.entity.js';
import { assertCan, lockOwnProduct } from './product-access.js';
import { discardImageFiles, IMAGE_KEY, imageStorageKeys } from './product-images.js';
import { ProductProblems } from './products.problems.js';

@Injectable()
export class RemoveProductImage {
  constructor(
    private readonly orm: MikroORM,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  /** Drops the image from the product, then its files. */
  async execute(seller: AuthUser, productId: string, key: string): Promise<Product> {
    const product = await this.orm.em.fork().transactional(async (em) => {
      const p = await lockOwnProduct(em, productId, seller);
      assertCan(p, 'edit');
      if (!IMAGE_KEY.test(key) || !p.images.some((i) => i.key === key)) throw ProductProblems.imageNotFound();
      p.images = p.images.filter((i) => i.key !== key);
      await em.flush();
      return p;
    });
    // Only after the commit: a failed transaction must not leave the product pointing at nothing.
    await discardImageFiles(this.storage, imageStorageKeys(productId, key));
    return product;
  }
}
