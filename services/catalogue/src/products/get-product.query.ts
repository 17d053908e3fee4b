import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { shareJson } from '@sokoni/platform/http';
import type { ReadCache } from '../read-cache/read-cache.js';
import { ReadCaches } from '../read-cache/read-caches.js';
import { MediaUrls } from '../storage/media-urls.js';
import { Product } from './product.entity.js';
import { audienceFor, isPubliclyVisible } from './product-access.js';
import { ProductViews, type Visitor } from './product-views.js';
import { toProductView, type ProductView } from './product.view.js';
import { ProductProblems } from './products.problems.js';

/** What every reader but the owner and staff is shown of a product, cached for the read cache's second. */
interface PublicProduct {
  id: string;
  sellerId: string;
  /** Null when nobody but the owner and staff may see it (not published, supplier suspended). */
  view: ProductView | null;
}

/** A product page. Anyone may read a published product; anything else only its owner and staff. */
@Injectable()
export class GetProduct {
  /**
   * Product pages are the most read after the browse page: one read a second per product at most.
   * 500 pages (1.4 KB of JSON each for the bench catalogue, kept as objects and as bytes) hold the
   * popular ones; an entry past its second stays until pushed out, so the bound is what this costs
   * in memory.
   */
  private readonly cache: ReadCache<PublicProduct | null>;

  constructor(
    private readonly orm: MikroORM,
    private readonly media: MediaUrls,
    private readonly views: ProductViews,
    caches: ReadCaches,
  ) {
    this.cache = caches.create(500);
  }

  async execute(
    id: string,
    user: AuthUser | undefined,
    visitor: Omit<Visitor, 'user'> = {},
  ): Promise<ProductView> {
    if (user?.role !== 'admin') {
      const found = await this.cache.get(id, () => this.readPublic(id));
      // The owner reads the product as it is now, every status; anyone else the public page.
      if (!found || !user || user.id !== found.sellerId) {
        // Someone else's draft is "not found", exactly like a missing id: its existence is not revealed.
        if (!found?.view) throw ProductProblems.notFound();
        // Counted without waiting: a view never slows the page down.
        void this.views.record(found, { ...visitor, user });
        return found.view;
      }
    }
    const product = await this.orm.em.fork().findOne(Product, id);
    const audience = product && audienceFor(product, user);
    if (!product || !audience) throw ProductProblems.notFound();
    if (audience === 'public') void this.views.record(product, { ...visitor, user });
    return toProductView(product, audience, this.media);
  }

  private async readPublic(id: string): Promise<PublicProduct | null> {
    const product = await this.orm.em.fork().findOne(Product, id);
    if (!product) return null;
    const view = isPubliclyVisible(product) ? shareJson(toProductView(product, 'public', this.media)) : null;
    return { id: product.id, sellerId: product.sellerId, view };
  }
}
