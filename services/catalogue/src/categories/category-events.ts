import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox } from '@sokoni/platform/events';
import type { Category } from './category.entity.js';

type Snapshotted = Pick<Category, 'id' | 'slug' | 'path' | 'parentId' | 'names'>;

const snapshot = (c: Snapshotted) => ({
  categoryId: c.id,
  slug: c.slug,
  path: c.path,
  parentId: c.parentId ?? '',
  names: { ...c.names },
});

/**
 * The tree's events, written to the outbox in the caller's transaction. Each carries the whole
 * category (path and names in every language), so consumers never call back. A move or slug change
 * is announced for the category whose path changed; consumers rewrite everything under `oldPath`.
 */
@Injectable()
export class CategoryEvents {
  constructor(private readonly outbox: EventOutbox) {}

  created(em: EntityManager, c: Snapshotted, actorId: string) {
    return this.outbox.add(em, 'catalogue.category.created.v1', c.id, { category: snapshot(c) }, { actorId });
  }

  renamed(em: EntityManager, c: Snapshotted, actorId: string) {
    return this.outbox.add(em, 'catalogue.category.renamed.v1', c.id, { category: snapshot(c) }, { actorId });
  }

  moved(em: EntityManager, c: Snapshotted, oldPath: string, actorId: string) {
    return this.outbox.add(
      em,
      'catalogue.category.moved.v1',
      c.id,
      { category: snapshot(c), oldPath },
      { actorId },
    );
  }

  retired(em: EntityManager, c: Snapshotted, actorId: string) {
    return this.outbox.add(em, 'catalogue.category.retired.v1', c.id, { category: snapshot(c) }, { actorId });
  }
}
