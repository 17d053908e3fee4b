import { Injectable } from '@nestjs/common';
import type { CategoryNames } from '../categories/category.entity.js';
import { SearchDb } from './search-db.js';

const TTL_MS = 60_000;
/** Unknown paths in a stream of requests must not each cost a re-read. */
const MIN_RELOAD_MS = 1_000;

/**
 * The category tree's paths and names, for checking the `category` filter and naming facet
 * buckets. A few hundred rows at most, so it is read whole and kept a minute; an unknown path
 * forces a re-read first, so a category created a moment ago is never refused.
 */
@Injectable()
export class SearchCategories {
  private cache?: { at: number; names: Map<string, CategoryNames> };

  constructor(private readonly db: SearchDb) {}

  async has(path: string): Promise<boolean> {
    if ((await this.all()).has(path)) return true;
    return (await this.all(true)).has(path);
  }

  /** Names facet buckets in `lang` (English when missing, the path for a category retired since). */
  async namer(lang: string): Promise<(path: string) => string> {
    const all = await this.all();
    return (path) => {
      const names = all.get(path) as Record<string, string> | undefined;
      return names?.[lang] ?? names?.en ?? path;
    };
  }

  private async all(reload = false): Promise<Map<string, CategoryNames>> {
    const age = this.cache ? Date.now() - this.cache.at : Infinity;
    if (this.cache && age < (reload ? MIN_RELOAD_MS : TTL_MS)) return this.cache.names;
    const rows = await this.db.rows<{ path: string; names: CategoryNames }>({
      text: `select c.path, c.names from catalogue.categories c where c.retired_at is null`,
      values: [],
    });
    this.cache = { at: Date.now(), names: new Map(rows.map((r) => [r.path, r.names])) };
    return this.cache.names;
  }
}
