import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { useLocale } from '../../../i18n/i18n';
import type { SearchQuery } from './types';

/**
 * GET /api/v1/products. The language is part of the key because facet category names come back
 * in it; the previous page stays on screen while the next loads (no flash of skeletons on paging).
 */
export function useProductSearch(query: SearchQuery) {
  const { lang } = useLocale();
  return useQuery({
    queryKey: ['browse', 'search', lang, query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/products', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/search/trending: what buyers searched this week (cached a minute by the API). */
export function useTrending() {
  return useQuery({
    queryKey: ['browse', 'trending'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/search/trending', { signal })).then((r) => r.items),
    staleTime: 60_000,
  });
}

/** GET /api/v1/search/suggest: related categories, searches and words for a query. */
export function useSuggestions(q: string) {
  const { lang } = useLocale();
  const text = q.trim();
  return useQuery({
    queryKey: ['browse', 'suggest', lang, text],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/search/suggest', { params: { query: { q: text } }, signal })).then(
        (r) => r.items,
      ),
    enabled: text.length > 0,
    staleTime: 5 * 60_000,
  });
}
