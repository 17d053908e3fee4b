import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { CategoryProblems } from './categories.problems.js';
import { Category, type CategoryNames } from './category.entity.js';
import { CategoryEvents } from './category-events.js';

/**
 * DELETE = retire, never a hard delete: products, orders and analytics keep referring to the
 * category. The whole subtree is retired with it. Refused (409) while the subtree still holds
 * products that are published or waiting for review — they would vanish from browsing; the admin
 * moves or archives them first. Drafts may stay: the product use-cases refuse a retired category
 * when they are submitted. Retiring a retired category changes nothing and answers the same.
 */
@Injectable()
export class RetireCategory {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: CategoryEvents,
  ) {}

  async execute(id: string, actorId: string): Promise<Category> {
    return this.orm.em.fork().transactional(async (em) => {
      const category = await em.findOne(Category, id);
      if (!category) throw CategoryProblems.notFound();
      if (category.retiredAt) return category;
      const [row] = await em.execute<{ n: string }[]>(
        `select count(*) as n from catalogue.products
         where status in ('published', 'pending_review') and (category_path = ? or category_path like ?)`,
        [category.path, `${category.path}/%`],
      );
      const count = Number(row?.n ?? 0);
      if (count > 0) throw CategoryProblems.hasProducts({ count });
      const retired = await em.execute<
        { id: string; slug: string; path: string; parent_id: string | null; names: CategoryNames }[]
      >(
        `update catalogue.categories set retired_at = now(), updated_at = now()
         where (path = ? or path like ?) and retired_at is null
         returning id, slug, path, parent_id, names`,
        [category.path, `${category.path}/%`],
      );
      for (const c of retired.sort((a, b) => a.path.localeCompare(b.path))) {
        await this.events.retired(em, { ...c, parentId: c.parent_id }, actorId);
      }
      await em.refresh(category);
      return category;
    });
  }
}
