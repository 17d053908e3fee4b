import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes .br and .gz beside every text asset at build time, so the gateway sends compressed bytes
 * without compressing per request (the storefront's audience is on slow mobile networks). Used by
 * both front ends' Vite configs.
 */
export function precompress(): Plugin {
  return {
    name: 'sokoni-precompress',
    apply: 'build',
    // After the files are written: in generateBundle, Vite has not yet filled in its dynamic-import
    // preload lists (`__VITE_PRELOAD__`), so compressed copies made there are broken.
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(name)) continue;
        const file = join(dir, name);
        const buf = readFileSync(file);
        if (buf.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
