/**
 * Which requests the service worker may answer from its caches. Free of workbox and of the worker's
 * globals, so the rules are tested like any other code (sw-rules.test.ts).
 */

/**
 * Paths the gateway answers itself: never the app shell, even for a navigation (the back office,
 * the API and its docs, keys, health). Kept in step with services/gateway/src/static/spa-static.ts.
 */
const NOT_SPA = /^\/(api|admin|docs|\.well-known|health|ready|metrics)(\/|$)/;
/** A path naming a file (robots.txt, sw.js, /sitemap.xml) is a file, not a client-side route. */
const FILE = /\/[^/]+\.[a-z0-9]+$/i;

/** What workbox's navigation route must never answer with the shell. */
export const NOT_APP_ROUTES: readonly RegExp[] = [NOT_SPA, FILE];

export function isAppRoute(pathname: string): boolean {
  return !NOT_APP_ROUTES.some((re) => re.test(pathname));
}

const ID = '[0-9a-fA-F-]{36}';
/**
 * The public catalogue reads kept for offline browsing: products (list and search), a product,
 * categories, suppliers (list and storefront), rates and countries. Not `/suppliers/me`, compare or
 * featured (signed-in reads), and never the cart, account or orders: those are one person's.
 */
const CATALOGUE = [
  /^\/api\/v1\/products$/,
  new RegExp(`^/api/v1/products/${ID}$`),
  /^\/api\/v1\/categories(\/[^/]+){0,3}$/,
  /^\/api\/v1\/suppliers$/,
  new RegExp(`^/api/v1/suppliers/${ID}$`),
  /^\/api\/v1\/(fx-rates|countries)$/,
  /^\/api\/v1\/search\/(suggest|trending)$/,
];
const PRODUCT = new RegExp(`^/api/v1/products/${ID}$`);

export function isCatalogueRead(url: URL, origin: string): boolean {
  return url.origin === origin && CATALOGUE.some((re) => re.test(url.pathname));
}

/** Photos: the catalogue's media and any same-origin image (icons, illustrations). */
export function isImage(url: URL, origin: string, destination: string): boolean {
  return url.origin === origin && (destination === 'image' || url.pathname.startsWith('/api/v1/media/'));
}

/** Hashed build files: they never change, so a copy kept as a page loads them is good forever. */
export function isBuildAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/**
 * Whether a catalogue answer may be kept where the next visitor of this browser can read it. A
 * product read while signed in may be its owner's or staff's view (a draft, the moderator's reason):
 * only the public view of a published product is kept then. Other catalogue reads are the same for
 * everyone.
 */
export function mayKeep(url: URL, signedIn: boolean, body: unknown): boolean {
  if (!signedIn || !PRODUCT.test(url.pathname)) return true;
  if (typeof body !== 'object' || body === null) return false;
  const view = body as Record<string, unknown>;
  return view.status === 'published' && !('rejectionReason' in view);
}

/**
 * The cache key of a catalogue read: its URL and the language asked for, since category names and
 * messages come back translated and the API does not say `Vary: Accept-Language`.
 */
export function cacheKeyFor(url: string, language: string | null): string {
  const u = new URL(url);
  u.searchParams.set('__lang', (language ?? '').slice(0, 35));
  return u.href;
}
