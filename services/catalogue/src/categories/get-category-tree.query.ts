import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ReadCaches } from '../read-cache/read-caches.js';
import type { ReadCache } from '../read-cache/read-cache.js';
import { Category } from './category.entity.js';
import { CategoryCountsQuery } from './category-counts.js';
import { byPosition, toNodeView, type CategoryLanguage, type CategoryNodeView } from './category.view.js';

/** The whole live tree (retired categories and everything below them left out), with counts. */
@Injectable()
export class GetCategoryTree {
  /** Every page's header asks for it: one read a second per language at most. */
  private readonly cache: ReadCache<CategoryNodeView[]>;

  constructor(
    private readonly orm: MikroORM,
    private readonly counts: CategoryCountsQuery,
    caches: ReadCaches,
  ) {
    this.cache = caches.create(16);
  }

  execute(lang: CategoryLanguage): Promise<CategoryNodeView[]> {
    return this.cache.get(lang, () => this.read(lang));
  }

  private async read(lang: CategoryLanguage): Promise<CategoryNodeView[]> {
    const em = this.orm.em.fork();
    const [all, counts] = await Promise.all([
      em.find(Category, { retiredAt: null }, { orderBy: { depth: 'asc' } }),
      this.counts.execute(),
    ]);
    const nodes = new Map<string, CategoryNodeView>();
    const roots: CategoryNodeView[] = [];
    // Depth order means a parent is always placed before its children; a live child of a retired
    // parent finds no parent node and is left out with it.
    for (const c of all.sort((a, b) => a.depth - b.depth || byPosition(a, b))) {
      const node: CategoryNodeView = { ...toNodeView(c, lang, counts), children: [] };
      if (c.parentId == null) roots.push(node);
      else {
        const parent = nodes.get(c.parentId);
        if (!parent) continue;
        parent.children!.push(node);
      }
      nodes.set(c.id, node);
    }
    return roots;
  }
}
