import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Product } from './product.entity.js';
import { assertCan, lockProduct } from './product-access.js';
import { ProductEvents } from './product-events.js';

@Injectable()
export class ApproveProduct {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: ProductEvents,
  ) {}

  /** Publishes a product waiting for review. The first publication date is kept on re-approval. */
  async execute(id: string): Promise<Product> {
    return this.orm.em.fork().transactional(async (em) => {
      const product = await lockProduct(em, id);
      assertCan(product, 'approve');
      product.status = 'published';
      product.rejectionReason = null;
      product.publishedAt ??= new Date();
      await em.flush();
      await this.events.published(em, product, 'approved');
      return product;
    });
  }
}
