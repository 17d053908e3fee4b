import express from 'express';
import { request } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spaStatic } from './spa-static.js';

describe('spaStatic', () => {
  let root: string;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'spa-'));
    const web = join(root, 'web');
    const admin = join(root, 'admin');
    await mkdir(join(web, 'assets'), { recursive: true });
    await mkdir(admin, { recursive: true });
    await writeFile(join(web, 'index.html'), '<html>web</html>');
    await writeFile(join(web, 'robots.txt'), 'User-agent: *');
    await writeFile(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(web, 'manifest.webmanifest'), '{"name":"Sokoni","start_url":"/"}');
    const js = 'console.log("app");'.repeat(100);
    await writeFile(join(web, 'assets', 'app-abc.js'), js);
    await writeFile(join(web, 'assets', 'app-abc.js.gz'), gzipSync(js));
    await writeFile(join(admin, 'index.html'), '<html>admin</html>');
    const app = express();
    app.use(
      spaStatic([
        { prefix: '/', dir: web },
        { prefix: '/admin/', dir: admin },
      ]),
    );
    app.use((_req, res) => res.status(404).send('api-or-missing'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => {
      server.closeAllConnections();
      server.close();
    };
  });
  afterAll(async () => {
    close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = { accept: 'text/html' }) =>
    fetch(`${base}${path}`, { headers, redirect: 'manual' });

  it('answers client-side routes with the app shell, revalidated on every load', async () => {
    const r = await get('/products/123');
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('<html>web</html>');
    expect(r.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the back office under /admin/ and redirects /admin to it', async () => {
    expect(await (await get('/admin/users/1')).text()).toBe('<html>admin</html>');
    const r = await get('/admin');
    expect(r.status).toBe(301);
    expect(r.headers.get('location')).toBe('/admin/');
  });

  it('serves hashed assets immutable and precompressed when accepted', async () => {
    const r = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip' });
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(r.headers.get('cache-control')).toContain('immutable');
    expect(r.headers.get('content-type')).toContain('text/javascript');
    expect(await r.text()).toContain('console.log("app")');
  });

  it('leaves API paths, missing assets and non-HTML requests alone', async () => {
    expect((await get('/api/v1/products')).status).toBe(404);
    expect((await get('/.well-known/jwks.json')).status).toBe(404);
    expect((await get('/assets/gone-123.js')).status).toBe(404);
    expect((await get('/products/1', { accept: 'application/json' })).status).toBe(404);
  });

  it('never serves files outside its folder', async () => {
    // Sent raw: fetch would resolve the dots before the request leaves.
    const body = await new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const path = '/%2e%2e/admin/index.html';
      request({ hostname, port, path, headers: { accept: 'text/html' } }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve(text));
      })
        .on('error', reject)
        .end();
    });
    expect(body).not.toBe('<html>admin</html>');
    expect(body).toBe('api-or-missing');
  });

  it('serves plain files with their type', async () => {
    const r = await get('/robots.txt');
    expect(r.headers.get('content-type')).toContain('text/plain');
  });

  it('serves the service worker and the manifest revalidated, with their types, the worker for all of /', async () => {
    const sw = await get('/sw.js', { accept: '*/*', 'service-worker': 'script' });
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('service-worker-allowed')).toBe('/');
    expect(await sw.text()).toContain('addEventListener');

    const manifest = await get('/manifest.webmanifest', { accept: '*/*' });
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('service-worker-allowed')).toBeNull();
    expect(await manifest.json()).toMatchObject({ name: 'Sokoni' });

    // A worker that is not there is a 404, never the app shell parsed as JavaScript.
    expect((await get('/admin/sw.js', { accept: '*/*' })).status).toBe(404);
  });
});
