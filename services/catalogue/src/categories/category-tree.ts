/**
 * CategoryTree — the one way the rest of the catalogue (products, search, seeds) reads the tree.
 * Exported by CategoriesModule.
 *
 *   resolve(pathOrSlug, opts?): Promise<Category | null>
 *     Accepts a path ("agriculture/cocoa-coffee"), a top-level slug ("agriculture"), a slug that is
 *     unique in the whole tree ("cocoa-coffee"), or an id. Case and surrounding slashes are ignored.
 *     Retired categories resolve to null unless `opts.includeRetired`. Pass `opts.em` to read inside
 *     your own transaction.
 *
 *   descendantsPath(category): string
 *     The LIKE pattern of everything below the category ("agriculture/%"). A "category includes its
 *     descendants" filter is:
 *       (category_path = :path or category_path like :pattern)   -- [c.path, tree.descendantsPath(c)]
 *     which uses the products_category_path_idx (text_pattern_ops) index. Slugs are [a-z0-9-] only,
 *     so the path needs no LIKE escaping.
 *
 *   textFor(category, em?): Promise<string>
 *     The names of the category and of all its ancestors in all four languages (en, fr, ar, sw),
 *     top-down, joined by spaces, duplicates dropped: what products copy into `category_text` so a
 *     search for "cacao" or "kilimo" finds them. Renames and moves of categories rewrite
 *     `category_path` / `category_text` of the affected products themselves (see category-subtree.ts).
 *
 *   chain(category, em?): Promise<Category[]>
 *     The category's ancestors and the category itself, top-down (breadcrumbs).
 */
import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { CATEGORY_LANGUAGES, Category, type CategoryNames } from './category.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PATH = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

export interface ResolveOptions {
  em?: EntityManager;
  includeRetired?: boolean;
}

@Injectable()
export class CategoryTree {
  constructor(private readonly orm: MikroORM) {}

  async resolve(pathOrSlug: string, opts: ResolveOptions = {}): Promise<Category | null> {
    const em = opts.em ?? this.orm.em.fork();
    const live = opts.includeRetired ? {} : { retiredAt: null };
    const key = pathOrSlug
      .trim()
      .toLowerCase()
      .replace(/^\/+|\/+$/g, '');
    if (UUID.test(key)) return em.findOne(Category, { id: key, ...live });
    if (!PATH.test(key)) return null;
    const byPath = await em.findOne(Category, { path: key, ...live });
    if (byPath || key.includes('/')) return byPath;
    // A bare slug below the top level (links like ?category=cocoa-coffee): only when unambiguous.
    const bySlug = await em.find(Category, { slug: key, ...live }, { limit: 2 });
    return bySlug.length === 1 ? bySlug[0]! : null;
  }

  descendantsPath(category: Pick<Category, 'path'>): string {
    return `${category.path}/%`;
  }

  async chain(category: Pick<Category, 'path'>, em?: EntityManager): Promise<Category[]> {
    const prefixes = ancestorPaths(category.path);
    return (em ?? this.orm.em.fork()).find(
      Category,
      { path: { $in: prefixes } },
      { orderBy: { depth: 'asc' } },
    );
  }

  async textFor(category: Pick<Category, 'path'>, em?: EntityManager): Promise<string> {
    return categoryText((await this.chain(category, em)).map((c) => c.names));
  }
}

/** "a/b/c" → ["a", "a/b", "a/b/c"]. */
export function ancestorPaths(path: string): string[] {
  const parts = path.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** Names of a top-down chain of categories in every language, each distinct name once. */
export function categoryText(chain: readonly CategoryNames[]): string {
  const words = new Set<string>();
  for (const names of chain) for (const lang of CATEGORY_LANGUAGES) if (names[lang]) words.add(names[lang]);
  return [...words].join(' ');
}
