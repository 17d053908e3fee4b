/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { NOT_APP_ROUTES, cacheKeyFor, isBuildAsset, isCatalogueRead, isImage, mayKeep } from './sw-rules';

/**
 * The storefront's service worker (served at /sw.js, scope /). It keeps the app shell (precached at
 * install), the build files and photos of the pages a visitor has seen, and the public catalogue
 * reads behind them, so the shell and the last viewed catalogue pages open without a connection.
 * It never keeps one person's data (cart, account, orders) and never writes: actions taken
 * offline are queued by the page itself (src/shell/offline/), since Background Sync is not in
 * every browser.
 */
declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;

// A new version takes over at once: the page already copes with a chunk gone after a deploy.
void self.skipWaiting();
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes open the precached shell, online or not (index.html is tiny but a round trip
// on a mobile network is not); a deploy reaches it through the new worker's precache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [...NOT_APP_ROUTES],
  }),
);

/** Signed-in catalogue reads are kept only in their public form (sw-rules.mayKeep). */
const publicOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200) return null;
    const signedIn = request.headers.has('authorization');
    const body: unknown = signedIn
      ? await response
          .clone()
          .json()
          .catch(() => null)
      : null;
    return mayKeep(new URL(request.url), signedIn, body) ? response : null;
  },
  cacheKeyWillBeUsed: ({ request }) =>
    Promise.resolve(cacheKeyFor(request.url, request.headers.get('accept-language'))),
};

// The catalogue: fresh when the network answers within a few seconds, else the last copy.
registerRoute(
  ({ url }) => isCatalogueRead(url, self.location.origin),
  new NetworkFirst({
    cacheName: 'sokoni-catalogue',
    networkTimeoutSeconds: 6,
    plugins: [
      publicOnly,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
    ],
  }),
  'GET',
);

registerRoute(
  ({ url, request }) => isImage(url, self.location.origin, request.destination),
  new CacheFirst({
    cacheName: 'sokoni-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
  'GET',
);

// Page chunks and texts not in the precache, kept as they load: the pages seen open offline.
registerRoute(
  ({ url }) => isBuildAsset(url, self.location.origin),
  new CacheFirst({
    cacheName: 'sokoni-assets',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
    ],
  }),
  'GET',
);
