import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../infra/vite/precompress';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import { theme } from './src/app/theme';
import { PWA_ICONS, pwaIcons } from './vite/pwa-icons';
import { shellPrecache } from './vite/pwa-precache';

/**
 * The home page is the entry route: index.html preloads its chunk, its imports, its styles and the
 * English texts (shell and home), so they arrive with the entry instead of one round trip after it has run. Other
 * pages fetch these few KB for nothing, which is cheaper than the home page's extra round trip.
 */
function preloadHomeRoute(): Plugin {
  const HOME = /[\\/]src[\\/](pages[\\/]home[\\/]home\.page\.tsx|locales[\\/]en[\\/](home|common)\.json)$/;
  return {
    name: 'sokoni-preload-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (c): c is Rollup.OutputChunk => c.type === 'chunk',
        );
        const entry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const files = new Set<string>();
        const styles = new Set<string>();
        for (const chunk of chunks.filter((c) => c.facadeModuleId && HOME.test(c.facadeModuleId))) {
          for (const f of [chunk.fileName, ...chunk.imports]) if (!entry.has(f)) files.add(f);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
        }
        const tags: HtmlTagDescriptor[] = [];
        for (const f of files)
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
            injectTo: 'head',
          });
        for (const f of styles)
          tags.push({
            tag: 'link',
            // crossorigin as Vite's own <link rel=stylesheet> has it, or the preload is not reused.
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${f}` },
            injectTo: 'head',
          });
        return tags;
      },
    },
  };
}

/**
 * Two chunks for what every page runs, instead of ~20 small shared ones: over HTTP/1.1 and a
 * 500 ms mobile round trip, each extra file of the first screen costs more than its bytes.
 * Lazily loaded parts (pages, antd, the cart drawer, the phone menu) stay separate.
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|openapi-fetch)[\\/]/;
const CORE =
  /[\\/]web[\\/]src[\\/]((api|auth|app|cart|currency|i18n|shell)[\\/]|locales[\\/]en[\\/]common\.json)/;
const LAZY =
  /antd-provider|cart-drawer|mobile-sheet|notification-drawer|offline-panel|outbox|send-or-queue|register-sw|[\\/]shell[\\/](cart|testing)[\\/]|\.page\.tsx$|\.test\.tsx?$/;
function chunkGroup(id: string): string | null {
  if (VENDOR.test(id)) return 'vendor';
  if (CORE.test(id) && !LAZY.test(id)) return 'core';
  return null;
}

const gateway = process.env.SOKONI_GATEWAY ?? 'http://localhost:8080';
const green = theme.token!.colorPrimary!;
const shell = shellPrecache();

/**
 * The service worker (src/sw/sw.ts, our own code for the offline rules; workbox injects the list of
 * files to keep) and the web app manifest, so the storefront installs on a phone. Registration is
 * ours too (src/shell/offline/register-sw.ts), after the first paint.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Sokoni',
    short_name: 'Sokoni',
    description: 'Source from verified suppliers in 54 African countries, with escrow-protected payments.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // One manifest for every language: the name is the same in all four, and without `dir` the
    // browser takes each text's own direction (auto).
    lang: 'en',
    theme_color: green,
    background_color: '#ffffff',
    categories: ['business', 'shopping'],
    icons: PWA_ICONS.map((i) => ({ ...i })),
  },
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  injectManifest: {
    globPatterns: ['index.html', 'assets/*.{js,css}', 'icons/*.png'],
    manifestTransforms: [shell.transform],
  },
});

export default defineConfig({
  plugins: [react(), precompress(), preloadHomeRoute(), pwaIcons(green), shell.plugin, pwa],
  base: '/',
  server: { port: 5173, proxy: { '/api': gateway, '/.well-known': gateway } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // bench/web reads it to sum what the home route loads.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: chunkGroup }] } } },
  },
  // Behaviour tests, not timing ones: in CI's parallel stage (typecheck, lint, build and both front
  // ends' tests on two cores) a first jsdom render of the UI kit alone can take over 5 s.
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
});
