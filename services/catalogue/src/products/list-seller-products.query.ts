import { Injectable } from '@nestjs/common';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { MediaUrls } from '../storage/media-urls.js';
import { Product } from './product.entity.js';
import type { SellerProductsQueryDto } from './product.dto.js';
import { toProductView, type ProductView } from './product.view.js';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The seller's own products in every status (or one, or those whose title holds `q`), most recently changed first. */
@Injectable()
export class ListSellerProducts {
  constructor(
    private readonly orm: MikroORM,
    private readonly media: MediaUrls,
  ) {}

  async execute(seller: AuthUser, q: SellerProductsQueryDto): Promise<Page<ProductView>> {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const where: FilterQuery<Product> = { sellerId: seller.id };
    if (q.status) where.status = q.status;
    if (q.q) where.title = { $ilike: `%${escapeLike(q.q)}%` };
    const [items, total] = await this.orm.em.fork().findAndCount(Product, where, {
      orderBy: { updatedAt: 'desc', id: 'desc' },
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return { items: items.map((p) => toProductView(p, 'owner', this.media)), total, page, pageSize };
  }
}
