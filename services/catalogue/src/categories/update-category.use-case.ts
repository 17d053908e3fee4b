import { Injectable } from '@nestjs/common';
import { MikroORM, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { CategoryProblems } from './categories.problems.js';
import { CATEGORY_LANGUAGES, Category } from './category.entity.js';
import { CategoryEvents } from './category-events.js';
import { movePaths, refreshProducts } from './category-subtree.js';
import type { UpdateCategoryDto } from './category.dto.js';
import { MAX_DEPTH } from './create-category.use-case.js';

/**
 * Rename (names, slug), move (parentId) and reorder (position) in one PUT. Everything is checked
 * before anything is written; the subtree's paths and its products' search copies are rewritten in
 * the same transaction. Events: `renamed` when the names change, `moved` when the path changes
 * (a new parent or a new slug), both when both do.
 */
@Injectable()
export class UpdateCategory {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: CategoryEvents,
  ) {}

  async execute(id: string, input: UpdateCategoryDto, actorId: string): Promise<Category> {
    try {
      return await this.orm.em.fork().transactional((em) => this.apply(em, id, input, actorId));
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException)
        throw CategoryProblems.slugTaken({ slug: input.slug ?? '' });
      throw err;
    }
  }

  private async apply(em: EntityManager, id: string, input: UpdateCategoryDto, actorId: string) {
    const category = await em.findOne(Category, id);
    if (!category) throw CategoryProblems.notFound();
    if (category.retiredAt) throw CategoryProblems.retired();

    const oldPath = category.path;
    const parentId = input.parentId === undefined ? (category.parentId ?? null) : input.parentId;
    const slug = input.slug ?? category.slug;
    let parent: Category | null = null;
    if (parentId) {
      parent = await em.findOne(Category, parentId);
      if (!parent || parent.retiredAt) throw CategoryProblems.parentNotFound();
      if (parent.id === category.id || parent.path.startsWith(`${oldPath}/`))
        throw CategoryProblems.moveIntoOwnSubtree();
    }
    const depth = parent ? parent.depth + 1 : 0;
    if (depth !== category.depth) {
      const [row] = await em.execute<{ deepest: number | null }[]>(
        `select max(depth) as deepest from catalogue.categories where path like ?`,
        [`${oldPath}/%`],
      );
      const below = (row?.deepest ?? category.depth) - category.depth;
      if (depth + below > MAX_DEPTH) throw CategoryProblems.tooDeep({ max: MAX_DEPTH + 1 });
    }
    const path = parent ? `${parent.path}/${slug}` : slug;
    if (path !== oldPath && (await em.count(Category, { path }))) throw CategoryProblems.slugTaken({ slug });

    const renamed =
      input.names !== undefined && CATEGORY_LANGUAGES.some((l) => input.names![l] !== category.names[l]);
    const moved = path !== oldPath;
    if (renamed) category.names = { ...input.names! };
    if (input.position !== undefined) category.position = input.position;
    if (moved) {
      category.parentId = parent?.id ?? null;
      category.slug = slug;
      category.path = path;
      // The root goes through the entity (so the identity map stays right), the descendants in one
      // statement; the new prefix is free (checked above), so no row collides on the unique path.
      await movePaths(em, oldPath, path, depth - category.depth);
      category.depth = depth;
    }
    await em.flush();
    if (renamed || moved) await refreshProducts(em, path);
    if (renamed) await this.events.renamed(em, category, actorId);
    if (moved) await this.events.moved(em, category, oldPath, actorId);
    return category;
  }
}
