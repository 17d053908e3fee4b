import type { EntityManager } from '@mikro-orm/postgresql';
import type { CategoryNames } from './category.entity.js';
import { ancestorPaths, categoryText } from './category-tree.js';

/**
 * Batch SQL for renames and moves. Products keep copies of their category's path and names (the
 * search reads one table), so when a subtree changes, its paths and every product below are
 * rewritten in the same transaction — a few statements, however many products there are.
 */

/** Re-roots every category strictly below `oldPath` under `newPath`, adjusting depths. */
export async function movePaths(em: EntityManager, oldPath: string, newPath: string, depthDelta: number) {
  await em.execute(
    `update catalogue.categories
     set path = ? || substr(path, length(?) + 1), depth = depth + ?, updated_at = now()
     where path like ?`,
    [newPath, oldPath, depthDelta, `${oldPath}/%`],
  );
}

/**
 * Recomputes `category_path` and `category_text` of the products of the subtree at `rootPath`
 * (already renamed/moved) from the categories table. Returns the number of products changed.
 * `updated_at` is left alone: it is the seller's edit time, which moderation and lists sort by.
 */
export async function refreshProducts(em: EntityManager, rootPath: string): Promise<number> {
  const rows = await em.execute<{ id: string; path: string; names: CategoryNames }[]>(
    `select id, path, names from catalogue.categories
     where path = ? or path like ? or path = any(array[?]::text[])`,
    [rootPath, `${rootPath}/%`, ancestorPaths(rootPath)],
  );
  const namesByPath = new Map(rows.map((r) => [r.path, r.names]));
  const subtree = rows.filter((r) => r.path === rootPath || r.path.startsWith(`${rootPath}/`));
  if (subtree.length === 0) return 0;
  const texts = subtree.map((r) =>
    categoryText(ancestorPaths(r.path).flatMap((p) => namesByPath.get(p) ?? [])),
  );
  const result = await em.execute(
    `update catalogue.products p set category_path = v.path, category_text = v.text
     from (select unnest(array[?]::uuid[]) as id, unnest(array[?]::text[]) as path,
                  unnest(array[?]::text[]) as text) v
     where p.category_id = v.id and (p.category_path <> v.path or p.category_text <> v.text)`,
    [subtree.map((r) => r.id), subtree.map((r) => r.path), texts],
    'run',
  );
  return (result as { affectedRows?: number }).affectedRows ?? 0;
}
