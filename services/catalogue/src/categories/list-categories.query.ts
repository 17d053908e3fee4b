import { Injectable } from '@nestjs/common';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { CATEGORY_LANGUAGES, Category } from './category.entity.js';

export const CATEGORIES_LIST: ListContract<
  'q' | 'parentId' | 'depth' | 'retired',
  'id' | 'path' | 'slug' | 'depth' | 'position' | 'createdAt' | 'updatedAt'
> = {
  resource: 'categories',
  // 'id' because react-admin sorts by it when a list names no sort.
  sortable: ['id', 'path', 'slug', 'depth', 'position', 'createdAt', 'updatedAt'],
  // Path order reads as the tree: each parent followed by its children.
  defaultSort: { field: 'path', order: 'ASC' },
  filters: { q: 'string', parentId: 'uuid', depth: 'number', retired: 'boolean' },
};

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The back office's category list: retired ones included unless filtered out. */
@Injectable()
export class ListCategories {
  constructor(private readonly orm: MikroORM) {}

  async execute(
    query: ListQuery<keyof typeof CATEGORIES_LIST.filters, (typeof CATEGORIES_LIST.sortable)[number]>,
  ) {
    const f = query.filter;
    const and: FilterQuery<Category>[] = [];
    if (f.id) and.push({ id: { $in: f.id } });
    if (typeof f.q === 'string' && f.q.trim()) {
      const like = `%${escapeLike(f.q.trim())}%`;
      and.push({
        $or: [
          { path: { $ilike: like } },
          ...CATEGORY_LANGUAGES.map((lang) => ({ names: { [lang]: { $ilike: like } } })),
        ],
      });
    }
    if (typeof f.parentId === 'string') and.push({ parentId: f.parentId });
    if (typeof f.depth === 'number') and.push({ depth: f.depth });
    if (typeof f.retired === 'boolean') and.push({ retiredAt: f.retired ? { $ne: null } : null });
    const order = query.sort.order === 'ASC' ? 'asc' : 'desc';
    const [items, total] = await this.orm.em.fork().findAndCount(Category, and.length ? { $and: and } : {}, {
      // id breaks ties so pages never overlap; when id is the sort itself a second key would clash.
      orderBy: query.sort.field === 'id' ? { id: order } : { [query.sort.field]: order, id: 'asc' },
      offset: query.offset,
      limit: query.limit,
    });
    return { items, total };
  }
}
