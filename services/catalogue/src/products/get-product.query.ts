import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { MediaUrls } from '../storage/media-urls.js';
import { Product } from './product.entity.js';
import { audienceFor } from './product-access.js';
import { ProductViews, type Visitor } from './product-views.js';
import { toProductView, type ProductView } from './product.view.js';
import { ProductProblems } from './products.problems.js';

/** A product page. Anyone may read a published product; anything else only its owner and staff. */
@Injectable()
export class GetProduct {
  constructor(
    private readonly orm: MikroORM,
    private readonly media: MediaUrls,
    private readonly views: ProductViews,
  ) {}

  async execute(
    id: string,
    user: AuthUser | undefined,
    visitor: Omit<Visitor, 'user'> = {},
  ): Promise<ProductView> {
    const product = await this.orm.em.fork().findOne(Product, id);
    const audience = product && audienceFor(product, user);
    // Someone else's draft is "not found", exactly like a missing id: its existence is not revealed.
    if (!product || !audience) throw ProductProblems.notFound();
    // Counted after the answer is decided and without waiting: a view never slows the page down.
    if (audience === 'public') void this.views.record(product, { ...visitor, user });
    return toProductView(product, audience, this.media);
  }
}
