import { Injectable } from '@nestjs/common';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { CategoryProblems } from './categories.problems.js';
import { Category } from './category.entity.js';
import { CategoryEvents } from './category-events.js';
import type { CreateCategoryDto } from './category.dto.js';

/** Three levels (top, sub, leaf): deep enough for "Nuts & Seeds → Cashew", shallow enough to browse. */
export const MAX_DEPTH = 2;

@Injectable()
export class CreateCategory {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: CategoryEvents,
  ) {}

  async execute(input: CreateCategoryDto, actorId: string): Promise<Category> {
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        let parent: Category | null = null;
        if (input.parentId) {
          parent = await em.findOne(Category, input.parentId);
          if (!parent || parent.retiredAt) throw CategoryProblems.parentNotFound();
          if (parent.depth + 1 > MAX_DEPTH) throw CategoryProblems.tooDeep({ max: MAX_DEPTH + 1 });
        }
        const path = parent ? `${parent.path}/${input.slug}` : input.slug;
        // Retired categories keep their path, so a retired slug stays taken (old links stay unambiguous).
        if (await em.count(Category, { path })) throw CategoryProblems.slugTaken({ slug: input.slug });
        const last = await em.findOne(
          Category,
          { parentId: parent?.id ?? null },
          { orderBy: { position: 'desc' }, fields: ['position'] },
        );
        const category = em.create(Category, {
          id: uuidv7(),
          parentId: parent?.id ?? null,
          slug: input.slug,
          path,
          depth: parent ? parent.depth + 1 : 0,
          names: { ...input.names },
          position: input.position ?? (last ? last.position + 1 : 0),
          retiredAt: null,
        });
        await em.flush();
        await this.events.created(em, category, actorId);
        return category;
      });
    } catch (err) {
      // Two admins creating the same slug at once: the unique index decides, the loser gets the 409.
      if (err instanceof UniqueConstraintViolationException)
        throw CategoryProblems.slugTaken({ slug: input.slug });
      throw err;
    }
  }
}
