import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { CartProblems } from '../cart/cart.problems.js';
import { ProductSnapshots } from '../products/product-snapshots.js';
import { recordViews } from './recent-views.js';

/** Puts a product the buyer opened at the front of their history (a product for sale only). */
@Injectable()
export class RecordView {
  constructor(
    private readonly orm: MikroORM,
    private readonly snapshots: ProductSnapshots,
  ) {}

  execute(buyer: AuthUser, productId: string): Promise<void> {
    return this.orm.em.fork().transactional(async (em) => {
      const product = await this.snapshots.byId(em, productId);
      if (!product) throw CartProblems.productNotFound();
      if (product.status !== 'published') throw CartProblems.productUnavailable();
      await recordViews(em, buyer.id.toLowerCase(), [{ productId, viewedAt: new Date() }]);
    });
  }
}
