/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { precompress } from '../infra/vite/precompress';
import { defineConfig } from 'vite';

// The dev server proxies the API to a running gateway (`npm start` listens on 8080).
const gateway = process.env.SOKONI_GATEWAY ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  // Served by the gateway at /admin/ (admin/dist), beside the storefront at /.
  base: '/admin/',
  server: { port: 5174, proxy: { '/api': gateway } },
  preview: { port: 4174, proxy: { '/api': gateway } },
  build: { outDir: 'dist', target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 900 },
  // Behaviour tests, not timing ones: in CI's parallel stage (typecheck, lint, build and both front
  // ends' tests on two cores) a first jsdom render of the UI kit alone can take over 5 s.
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
});
