import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Category } from './category.entity.js';
import { CategoryCountsQuery } from './category-counts.js';
import { byPosition, toNodeView, type CategoryLanguage, type CategoryNodeView } from './category.view.js';

/** The whole live tree (retired categories and everything below them left out), with counts. */
@Injectable()
export class GetCategoryTree {
  constructor(
    private readonly orm: MikroORM,
    private readonly counts: CategoryCountsQuery,
  ) {}

  async execute(lang: CategoryLanguage): Promise<CategoryNodeView[]> {
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
