import { Inject, Injectable } from '@nestjs/common';
import { DeadLetterStore, type DeadLetter } from '../events/index.js';
import { DEAD_LETTERS_SERVICE } from './dead-letters-admin.options.js';
import { storeFilter, type DeadLettersQuery } from './dead-letters.list.js';

/** The service's dead letters for staff, newest failure first unless they sort otherwise. */
@Injectable()
export class ListDeadLetters {
  constructor(
    private readonly store: DeadLetterStore,
    @Inject(DEAD_LETTERS_SERVICE) private readonly service: string,
  ) {}

  async execute(query: DeadLettersQuery): Promise<{ items: DeadLetter[]; total: number }> {
    const filter = storeFilter(this.service, query.filter);
    if (!filter) return { items: [], total: 0 };
    // react-admin's getMany: a handful of ids, looked up one by one.
    if (query.filter.id) {
      const found = await Promise.all(query.filter.id.map((id) => this.store.get(id)));
      const items = found.filter((l): l is DeadLetter => l !== undefined);
      return { items, total: items.length };
    }
    const { rows, total } = await this.store.list(filter, {
      sort: query.sort,
      offset: query.offset,
      limit: query.limit,
    });
    return { items: rows, total };
  }
}
