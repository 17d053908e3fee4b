import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Category } from './category.entity.js';
import { CategoryCountsQuery } from './category-counts.js';
import { CategoryProblems } from './categories.problems.js';
import { CategoryTree } from './category-tree.js';
import {
  byPosition,
  nameIn,
  toNodeView,
  type CategoryDetailView,
  type CategoryLanguage,
} from './category.view.js';

/** One live category (by path or slug) with its breadcrumbs and its live children, with counts. */
@Injectable()
export class GetCategory {
  constructor(
    private readonly orm: MikroORM,
    private readonly tree: CategoryTree,
    private readonly counts: CategoryCountsQuery,
  ) {}

  async execute(pathOrSlug: string, lang: CategoryLanguage): Promise<CategoryDetailView> {
    const em = this.orm.em.fork();
    const category = await this.tree.resolve(pathOrSlug, { em });
    if (!category) throw CategoryProblems.notFound({ path: pathOrSlug });
    const [chain, children, counts] = await Promise.all([
      this.tree.chain(category, em),
      em.find(Category, { parentId: category.id, retiredAt: null }),
      this.counts.execute(em),
    ]);
    // Retiring retires the whole subtree, but a chain with a retired ancestor is still not shown.
    if (chain.some((c) => c.retiredAt)) throw CategoryProblems.notFound({ path: pathOrSlug });
    return {
      ...toNodeView(category, lang, counts),
      breadcrumbs: chain.map((c) => ({ id: c.id, slug: c.slug, path: c.path, name: nameIn(c, lang) })),
      children: children.sort(byPosition).map((c) => toNodeView(c, lang, counts)),
    };
  }
}
