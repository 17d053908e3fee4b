import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ViteChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * The modules whose chunks every first screen needs: the home page, the English shell texts, and the
 * shell's offline panel and queue (loaded after the first paint, and needed most when offline).
 */
const SHELL = [
  /src\/pages\/home\/home\.page\.tsx$/,
  /src\/locales\/en\/(common|home)\.json$/,
  /src\/shell\/offline\/(offline-panel\.tsx|outbox-send\.ts)$/,
];

/**
 * What the service worker stores at install: index.html, the entry chunk and what it imports
 * statically, the home page and the English shell texts, their styles, and the small files of public/
 * (icons, manifest). Not the ~200 lazy chunks: a first visit on a metered phone plan must not pay
 * for every page and antd. A page's chunks are kept as they are loaded instead (sw.ts), so the pages
 * a visitor has seen open offline.
 */
export function shellPrecache() {
  let outDir = 'dist';
  const plugin: Plugin = {
    name: 'sokoni-pwa-shell',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // The worker is built after the app (vite-plugin-pwa's closeBundle), outside precompress():
    // compressed here, after it, as the gateway serves every text file (a third of the bytes).
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const sw = join(outDir, 'sw.js');
        if (!existsSync(sw)) return;
        const buf = readFileSync(sw);
        writeFileSync(`${sw}.gz`, gzipSync(buf, { level: 9 }));
        writeFileSync(
          `${sw}.br`,
          brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      },
    },
  };
  const transform = (entries: ManifestEntry[]) => {
    const vite = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ViteChunk
    >;
    const keep = new Set<string>();
    const visit = (key: string) => {
      const chunk = vite[key];
      if (!chunk || keep.has(chunk.file)) return;
      keep.add(chunk.file);
      chunk.css?.forEach((c) => keep.add(c));
      chunk.imports?.forEach(visit);
    };
    for (const [key, chunk] of Object.entries(vite))
      if (chunk.isEntry || SHELL.some((re) => re.test(key))) visit(key);
    const manifest = entries.filter((e) => !e.url.startsWith('assets/') || keep.has(e.url));
    return Promise.resolve({ manifest, warnings: [] as string[] });
  };
  return { plugin, transform };
}
