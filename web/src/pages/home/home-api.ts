import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import { useLocale } from '../../i18n/i18n';

/** The home page's reads, through the client generated from the gateway's OpenAPI document. */
type Schemas = components['schemas'];
export type CategoryNode = Schemas['CategoryNode'];
export type ProductCard = Schemas['ProductCard'];
export type TrendingTerm = Schemas['TrendingTerm'];
/** Live counts (catalogue); the section hides a count it does not get. */
export type MarketplaceStats = Partial<Schemas['MarketplaceStats']>;

export function useTopCategories() {
  const { lang } = useLocale();
  return useQuery({
    // The language is in the key: category names come back in it (the client sends Accept-Language).
    queryKey: ['categories', 'top', lang],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/categories', { signal }))).items.filter((c) => c.depth === 0),
    staleTime: 5 * 60_000,
  });
}

export function useTrending() {
  return useQuery({
    queryKey: ['search', 'trending'],
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/v1/search/trending', { signal }))).items,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/v1/products/featured: verified suppliers first, then photos, rating and variety (catalogue). */
export function useFeatured(limit = 8) {
  const { lang } = useLocale();
  return useQuery({
    queryKey: ['products', 'featured', limit, lang],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/products/featured', { params: { query: { limit } }, signal }))).items,
    staleTime: 5 * 60_000,
  });
}

export function useStats() {
  return useQuery({
    queryKey: ['stats'],
    queryFn: ({ signal }): Promise<MarketplaceStats> => unwrap(api.GET('/api/v1/stats', { signal })),
    staleTime: 5 * 60_000,
    // Down: the section hides; asking again on the next visit is enough.
    retry: false,
  });
}

export async function subscribeNewsletter(email: string, locale: string): Promise<void> {
  await unwrap(api.POST('/api/v1/newsletter/subscriptions', { body: { email, locale } }));
}
