import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { ProductSnapshots } from '../products/product-snapshots.js';
import { recordViews } from './recent-views.js';

/**
 * The history a browser kept while signed out, added at sign-in. Products not for sale are skipped
 * (a history is not worth failing a sign-in over); a time in the future counts as now.
 */
@Injectable()
export class MergeViews {
  constructor(
    private readonly orm: MikroORM,
    private readonly snapshots: ProductSnapshots,
  ) {}

  execute(buyer: AuthUser, items: readonly { productId: string; viewedAt?: string }[]): Promise<void> {
    return this.orm.em.fork().transactional(async (em) => {
      const products = await this.snapshots.byIds(
        em,
        items.map((i) => i.productId),
      );
      const now = Date.now();
      const views = items
        .filter((i) => products.get(i.productId)?.status === 'published')
        .map((i) => ({
          productId: i.productId,
          viewedAt: new Date(Math.min(i.viewedAt ? Date.parse(i.viewedAt) : now, now)),
        }));
      await recordViews(em, buyer.id.toLowerCase(), views);
    });
  }
}
