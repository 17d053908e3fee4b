import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import type { Product } from './product.entity.js';
import { assertCan, lockOwnProduct } from './product-access.js';
import { ProductEvents } from './product-events.js';

/** A draft, or a rejected product after fixing it, goes to the moderation queue. */
@Injectable()
export class SubmitProduct {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: ProductEvents,
  ) {}

  async execute(seller: AuthUser, id: string): Promise<Product> {
    return this.orm.em.fork().transactional(async (em) => {
      const product = await lockOwnProduct(em, id, seller);
      assertCan(product, 'submit');
      product.status = 'pending_review';
      product.rejectionReason = null;
      await em.flush();
      await this.events.submitted(em, product);
      return product;
    });
  }
}
