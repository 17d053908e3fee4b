import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { shareJson } from '@sokoni/platform/http';
import { ReadCaches } from '../read-cache/read-caches.js';
import type { ReadCache } from '../read-cache/read-cache.js';
import { Category } from './category.entity.js';
import { CategoryCountsQuery } from './category-counts.js';
import { byPosition, toNodeView, type CategoryLanguage, type CategoryNodeView } from './category.view.js';

/** GET /api/v1/categories' answer: the tree in one language. */
export interface CategoryTreeView {
  lang: CategoryLanguage;
  items: CategoryNodeView[];
}

/** The whole live tree (retired categories and everything below them left out), with counts. */
@Injectable()
export class GetCategoryTree {
  /** Every page's header asks for it: one read a second per language at most. */
  private readonly cache: ReadCache<CategoryTreeView>;

  constructor(
    private readonly orm: MikroORM,
    private readonly counts: CategoryCountsQuery,
    caches: ReadCaches,
  ) {
    this.cache = caches.create(16);
  }

  /** Shared by every reader of the language within the cache's second (serialized once). */
  execute(lang: CategoryLanguage): Promise<CategoryTreeView> {
    return this.cache.get(lang, async () => shareJson({ lang, items: await this.read(lang) }));
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
