import { Injectable } from '@nestjs/common';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { PRODUCT_STATUSES, Product, type ProductStatus } from './product.entity.js';

export const ADMIN_PRODUCTS_LIST: ListContract<
  'q' | 'status' | 'sellerId' | 'categoryId',
  'id' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'title' | 'status' | 'minPriceUsdCents'
> = {
  resource: 'products',
  // 'id' is react-admin's default sort; ids are UUIDv7, so it is creation order.
  sortable: ['id', 'createdAt', 'updatedAt', 'publishedAt', 'title', 'status', 'minPriceUsdCents'],
  defaultSort: { field: 'updatedAt', order: 'DESC' },
  filters: {
    q: 'string',
    status: { enum: PRODUCT_STATUSES },
    sellerId: 'uuid',
    categoryId: 'uuid',
  },
};

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The moderation list: every product of every seller, in the ra-data-simple-rest contract. */
@Injectable()
export class ListAdminProducts {
  constructor(private readonly orm: MikroORM) {}

  async execute(
    query: ListQuery<keyof typeof ADMIN_PRODUCTS_LIST.filters, (typeof ADMIN_PRODUCTS_LIST.sortable)[number]>,
  ): Promise<{ items: Product[]; total: number }> {
    const f = query.filter;
    const and: FilterQuery<Product>[] = [];
    if (f.id) and.push({ id: { $in: f.id } });
    if (typeof f.status === 'string') and.push({ status: f.status as ProductStatus });
    if (typeof f.sellerId === 'string') and.push({ sellerId: f.sellerId });
    if (typeof f.categoryId === 'string') and.push({ categoryId: f.categoryId });
    if (typeof f.q === 'string' && f.q.trim()) {
      const like = `%${escapeLike(f.q.trim())}%`;
      and.push({ $or: [{ title: { $ilike: like } }, { supplierName: { $ilike: like } }] });
    }
    const order = query.sort.order === 'ASC' ? 'asc' : 'desc';
    const [items, total] = await this.orm.em.fork().findAndCount(Product, and.length ? { $and: and } : {}, {
      // id breaks ties so pages never overlap or skip.
      orderBy: query.sort.field === 'id' ? { id: order } : { [query.sort.field]: order, id: 'asc' },
      offset: query.offset,
      limit: query.limit,
    });
    return { items, total };
  }
}
