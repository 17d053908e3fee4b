/** The spec's seven top categories (slugs of the catalogue's tree): the hero's choices before the API answers. */
export const TOP_CATEGORIES = [
  { slug: 'agriculture', icon: '🌾' },
  { slug: 'textiles', icon: '🧵' },
  { slug: 'electronics', icon: '📱' },
  { slug: 'machinery', icon: '⚙️' },
  { slug: 'food-beverage', icon: '🍲' },
  { slug: 'beauty-personal-care', icon: '🧴' },
  { slug: 'construction', icon: '🏗️' },
] as const;

export const categoryIcon = (slug: string): string =>
  TOP_CATEGORIES.find((c) => c.slug === slug)?.icon ?? '📦';

/** The quick-action tiles (spec §2), in the spec's order. */
export const QUICK_ACTIONS = [
  { id: 'products', to: '/products', icon: '🛒' },
  { id: 'suppliers', to: '/suppliers/directory', icon: '🏭' },
  { id: 'rfq', to: '/rfq/new', icon: '📝' },
  { id: 'categories', to: '/categories', icon: '🗂️' },
  { id: 'readyToShip', to: '/ready-to-ship', icon: '🚚' },
  { id: 'tradeServices', to: '/trade-services', icon: '🤝' },
  { id: 'marketIntelligence', to: '/market-intelligence', icon: '📈' },
  { id: 'sellerPortal', to: '/seller/portal', icon: '🏪' },
] as const;

/** The search URL of the hero: /search?q=…&category=… (no category for "All Categories"). */
export function searchUrl(query: string, category: string): string | null {
  const q = query.trim();
  if (!q) return null;
  const params = new URLSearchParams({ q });
  if (category) params.set('category', category);
  return `/search?${params.toString()}`;
}
