import { CATEGORY_LANGUAGES } from '../categories/category.entity.js';

export interface SeedCategory {
  id: string;
  parentId: string | null;
  path: string;
  names: Record<string, string>;
  retired: boolean;
}

/**
 * The category tree as the seed sees it. The tree is data owned elsewhere (a migration and admin
 * edits), so products are placed BY PATH at seed time: a path that is missing or retired falls
 * back to its nearest live ancestor instead of failing the whole seed.
 */
export class CategoryIndex {
  private readonly byPath = new Map<string, SeedCategory>();
  private readonly byId = new Map<string, SeedCategory>();
  private readonly parents = new Set<string>();

  constructor(rows: SeedCategory[]) {
    for (const c of rows) {
      this.byPath.set(c.path, c);
      this.byId.set(c.id, c);
      if (c.parentId && !c.retired) this.parents.add(c.parentId);
    }
  }

  get size(): number {
    return this.byPath.size;
  }

  /** The first live category among `paths`; else the nearest live ancestor of the first path. */
  resolve(paths: readonly string[]): SeedCategory | null {
    for (const p of paths) {
      const c = this.byPath.get(p);
      if (c && !c.retired) return c;
    }
    const segments = (paths[0] ?? '').split('/');
    for (let n = segments.length - 1; n > 0; n--) {
      const c = this.byPath.get(segments.slice(0, n).join('/'));
      if (c && !c.retired) return c;
    }
    return null;
  }

  /** Live categories without live children below the top level: every one should get products. */
  leaves(): SeedCategory[] {
    return [...this.byPath.values()]
      .filter((c) => !c.retired && c.parentId && !this.parents.has(c.id))
      .sort((a, b) => a.path.localeCompare(b.path));
  }

  /** The category's and its ancestors' names in every catalogue language, for the search text. */
  searchText(c: SeedCategory): string {
    const words: string[] = [];
    for (
      let at: SeedCategory | undefined = c;
      at;
      at = at.parentId ? this.byId.get(at.parentId) : undefined
    ) {
      for (const lang of CATEGORY_LANGUAGES) {
        const name = at.names[lang];
        if (name && !words.includes(name)) words.push(name);
      }
    }
    return words.join(' ');
  }

  englishName(c: SeedCategory): string {
    return c.names.en ?? c.path.split('/').at(-1)!;
  }
}
