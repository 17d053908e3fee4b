import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import type { Product } from './product.entity.js';
import { assertCan, lockOwnProduct } from './product-access.js';
import { ProductProblems } from './products.problems.js';

/**
 * Puts a product's images in the seller's order; the first is the main image (cards, search, the
 * events' first image URL). The order must name exactly the images the product has now, so a
 * screen that missed an upload or a delete in another tab is told instead of losing one.
 */
@Injectable()
export class ReorderProductImages {
  constructor(private readonly orm: MikroORM) {}

  async execute(seller: AuthUser, productId: string, keys: readonly string[]): Promise<Product> {
    return this.orm.em.fork().transactional(async (em) => {
      const product = await lockOwnProduct(em, productId, seller);
      assertCan(product, 'edit');
      const byKey = new Map(product.images.map((i) => [i.key, i]));
      if (keys.length !== byKey.size || keys.some((k) => !byKey.has(k))) throw ProductProblems.imageOrder();
      product.images = keys.map((k) => byKey.get(k)!);
      await em.flush();
      return product;
    });
  }
}
