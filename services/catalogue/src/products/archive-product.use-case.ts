import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import type { Product } from './product.entity.js';
import { assertCan, lockOwnProduct } from './product-access.js';
import { ProductEvents } from './product-events.js';

/** Takes a product off the market for good; orders already placed keep their own snapshots. */
@Injectable()
export class ArchiveProduct {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: ProductEvents,
  ) {}

  async execute(seller: AuthUser, id: string): Promise<Product> {
    return this.orm.em.fork().transactional(async (em) => {
      const product = await lockOwnProduct(em, id, seller);
      assertCan(product, 'archive');
      product.status = 'archived';
      await em.flush();
      await this.events.archived(em, product);
      return product;
    });
  }
}
