import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { ProductSnapshots } from '../products/product-snapshots.js';
import { RecentView } from './recent-view.entity.js';
import { toRecentlyViewedView, type RecentlyViewedView } from './recently-viewed.view.js';

/** The buyer's last products, newest first, each as it is now. */
@Injectable()
export class GetRecentlyViewed {
  constructor(
    private readonly orm: MikroORM,
    private readonly snapshots: ProductSnapshots,
  ) {}

  async execute(buyer: AuthUser): Promise<RecentlyViewedView> {
    const em = this.orm.em.fork();
    const views = await em.find(RecentView, { userId: buyer.id.toLowerCase() });
    const products = await this.snapshots.byIds(
      em,
      views.map((v) => v.productId),
    );
    return toRecentlyViewedView(views, products);
  }
}
