import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { ancestorPaths } from './category-tree.js';

/** Map from category path to the number of visible products in it and every category below it. */
export type CategoryCounts = Map<string, number>;

/**
 * Product counts per category, descendants included. Only what buyers can see counts: published
 * products of suppliers who are not suspended. One grouped scan of the partial category index (the
 * same predicate as the search indexes), rolled up to every ancestor here rather than one LIKE
 * query per category.
 */
@Injectable()
export class CategoryCountsQuery {
  constructor(private readonly orm: MikroORM) {}

  async execute(em?: EntityManager): Promise<CategoryCounts> {
    const rows = await (em ?? this.orm.em.fork()).execute<{ category_path: string; n: string }[]>(
      `select category_path, count(*) as n from catalogue.products
       where status = 'published' and not supplier_suspended group by category_path`,
    );
    const counts: CategoryCounts = new Map();
    for (const row of rows) {
      for (const path of ancestorPaths(row.category_path)) {
        counts.set(path, (counts.get(path) ?? 0) + Number(row.n));
      }
    }
    return counts;
  }
}
