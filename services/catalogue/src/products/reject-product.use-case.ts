import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Product } from './product.entity.js';
import { assertCan, lockProduct } from './product-access.js';
import { ProductEvents } from './product-events.js';
import { checkText } from './product-rules.js';

@Injectable()
export class RejectProduct {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: ProductEvents,
  ) {}

  /** Sends a product back to its seller with the reason, which the seller sees and can act on. */
  async execute(id: string, reason: string): Promise<Product> {
    checkText('reason', reason);
    return this.orm.em.fork().transactional(async (em) => {
      const product = await lockProduct(em, id);
      assertCan(product, 'reject');
      product.status = 'rejected';
      product.rejectionReason = reason;
      await em.flush();
      await this.events.rejected(em, product);
      return product;
    });
  }
}
