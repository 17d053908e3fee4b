import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { ApiError } from '../../../api/problem';
import { useLocale } from '../../../i18n/i18n';
import type { Lang } from '../../../i18n/languages';
import type { CategoryDetail, CategoryNode } from './types';

/** Category names exist in these; the other languages read English names (as the API answers). */
const NAMED: readonly string[] = ['en', 'fr', 'ar', 'sw'];
const nameLang = (lang: Lang) => (NAMED.includes(lang) ? (lang as 'en' | 'fr' | 'ar' | 'sw') : 'en');

/** GET /api/v1/categories: the live tree with product counts, names in the reader's language. */
export function useCategoryTree() {
  const { lang } = useLocale();
  const l = nameLang(lang);
  return useQuery({
    queryKey: ['browse', 'categories', l],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/categories', {
          params: { query: { lang: l } },
          signal,
        }),
      ).then((r): CategoryNode[] => r.items),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/v1/categories/:slug[/:sub[/:leaf]]: one category, its breadcrumbs and children. */
export function useCategory(path: string | undefined) {
  const { lang } = useLocale();
  const l = nameLang(lang);
  return useQuery({
    queryKey: ['browse', 'category', l, path],
    queryFn: ({ signal }): Promise<CategoryDetail> => {
      const [slug = '', sub, leaf] = path!.split('/');
      const init = { query: { lang: l } };
      if (leaf && sub)
        return unwrap(
          api.GET('/api/v1/categories/{slug}/{sub}/{leaf}', {
            params: { ...init, path: { slug, sub, leaf } },
            signal,
          }),
        );
      if (sub)
        return unwrap(
          api.GET('/api/v1/categories/{slug}/{sub}', { params: { ...init, path: { slug, sub } }, signal }),
        );
      return unwrap(api.GET('/api/v1/categories/{slug}', { params: { ...init, path: { slug } }, signal }));
    },
    enabled: !!path,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

/** Depth-first walk of the tree: a path's node (for names of facet values and chips). */
export function findNode(nodes: readonly CategoryNode[] | undefined, path: string): CategoryNode | undefined {
  for (const n of nodes ?? []) {
    if (n.path === path) return n;
    if (path.startsWith(`${n.path}/`)) return findNode(n.children, path);
  }
  return undefined;
}
