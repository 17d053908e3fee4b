import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (src/sw/sw.ts, built to /sw.js; scope /, the whole storefront).
 * Loaded after the first paint, so workbox-window is never part of the entry route. A browser
 * without service workers, or one that refuses (private mode, storage off), works as before: the
 * failure is only logged (spec §2).
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  try {
    await new Workbox('/sw.js', { scope: '/' }).register();
  } catch (error) {
    console.warn('service worker: registration failed', error);
  }
}
