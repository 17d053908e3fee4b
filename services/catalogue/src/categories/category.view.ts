import { CATEGORY_LANGUAGES, type Category, type CategoryNames } from './category.entity.js';
import type { CategoryCounts } from './category-counts.js';

export type CategoryLanguage = (typeof CATEGORY_LANGUAGES)[number];

/** A category as buyers see it: the name in their language, all names, and the visible product count. */
export interface CategoryNodeView {
  id: string;
  slug: string;
  path: string;
  parentId: string | null;
  depth: number;
  name: string;
  names: CategoryNames;
  productCount: number;
  children?: CategoryNodeView[];
}

export interface CategoryCrumb {
  id: string;
  slug: string;
  path: string;
  name: string;
}

export interface CategoryDetailView extends CategoryNodeView {
  breadcrumbs: CategoryCrumb[];
  children: CategoryNodeView[];
}

/** The back office's record (react-admin), retired categories included. */
export interface CategoryAdminView {
  id: string;
  parentId: string | null;
  slug: string;
  path: string;
  depth: number;
  position: number;
  names: CategoryNames;
  productCount: number;
  retired: boolean;
  retiredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const nameIn = (c: Pick<Category, 'names'>, lang: CategoryLanguage): string =>
  c.names[lang] || c.names.en;

export function toNodeView(c: Category, lang: CategoryLanguage, counts: CategoryCounts): CategoryNodeView {
  return {
    id: c.id,
    slug: c.slug,
    path: c.path,
    parentId: c.parentId ?? null,
    depth: c.depth,
    name: nameIn(c, lang),
    names: c.names,
    productCount: counts.get(c.path) ?? 0,
  };
}

export function toAdminView(c: Category, counts: CategoryCounts): CategoryAdminView {
  return {
    id: c.id,
    parentId: c.parentId ?? null,
    slug: c.slug,
    path: c.path,
    depth: c.depth,
    position: c.position,
    names: c.names,
    productCount: counts.get(c.path) ?? 0,
    retired: c.retiredAt != null,
    retiredAt: c.retiredAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** Siblings in the admins' order, then alphabetically by slug so the order is stable. */
export const byPosition = (a: Category, b: Category): number =>
  a.position - b.position || a.slug.localeCompare(b.slug);
