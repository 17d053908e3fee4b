import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import type { AuthUser } from '@sokoni/platform/auth';
import { RATE_LIMITER, type RateLimiter } from '@sokoni/platform/cache';
import type { Product } from './product.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is looking: the account when signed in, else the address and browser (hashed, never stored). */
export interface Visitor {
  user?: AuthUser;
  ip?: string;
  userAgent?: string;
}

/**
 * Counts views of public product pages for their seller's dashboard: one per visitor, product and
 * 24 hours (the limiter holds the "seen" mark, in Redis or memory, so nothing about the visitor is
 * written to the database), added to the product's counter of the day. The owner's and staff's
 * own reads are not views. Counting is best effort: a failure is logged and the page is served.
 */
@Injectable()
export class ProductViews {
  private readonly logger = new Logger(ProductViews.name);

  constructor(
    private readonly orm: MikroORM,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async record(product: Pick<Product, 'id' | 'sellerId'>, visitor: Visitor, now = new Date()): Promise<void> {
    if (visitor.user && (visitor.user.id === product.sellerId || visitor.user.role === 'admin')) return;
    try {
      const seen = await this.limiter.hit(`views:${product.id}:${visitorKey(visitor)}`, 1, DAY_MS);
      if (!seen.allowed) return;
      await this.orm.em.fork().execute(
        `insert into catalogue.product_views (product_id, seller_id, day, views) values (?, ?, ?::date, 1)
         on conflict (product_id, day) do update set views = product_views.views + 1`,
        [product.id, product.sellerId, now.toISOString().slice(0, 10)],
      );
    } catch (err) {
      this.logger.warn({ err, productId: product.id }, 'could not count a product view');
    }
  }
}

function visitorKey(v: Visitor): string {
  const who = v.user ? `u:${v.user.id}` : `a:${v.ip ?? ''}\n${(v.userAgent ?? '').slice(0, 300)}`;
  return createHash('sha256').update(who).digest('base64url').slice(0, 22);
}
