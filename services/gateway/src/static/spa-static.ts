import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename, extname, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** One single-page app mounted at a path prefix ('/' for the storefront, '/admin/' for the console). */
export interface SpaMount {
  prefix: string;
  dir: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

// Paths the gateway answers itself or proxies: never an SPA page, even when the browser asks for HTML.
const NOT_SPA = /^\/(api|\.well-known|health|ready|metrics)(\/|$)/;

/**
 * Serves the built SPAs. Hashed files under assets/ are immutable for a year; index.html, the
 * service worker (sw.js) and the web app manifest are always revalidated so a deploy is seen at once
 * (a cached sw.js would hold every visitor on the old version). The build writes .br and .gz next to each text file
 * (slow mobile networks are the storefront's main audience), served when the browser accepts them.
 * A GET for a path with no file that wants HTML is a client-side route: it gets the app's index.html.
 */
export function spaStatic(mounts: readonly SpaMount[]) {
  // Longest prefix first so /admin/ wins over /.
  const ordered = [...mounts]
    .filter((m) => existsSync(join(m.dir, 'index.html')))
    .sort((a, b) => b.prefix.length - a.prefix.length);

  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(req.path)) return next();
    const mount = ordered.find((m) => req.path.startsWith(m.prefix) || `${req.path}/` === m.prefix);
    if (!mount) return next();
    if (`${req.path}/` === mount.prefix) return res.redirect(301, mount.prefix);

    let rel: string;
    try {
      rel = decodeURIComponent(req.path.slice(mount.prefix.length));
    } catch {
      return next();
    }
    const file = normalize(join(mount.dir, rel));
    if (file !== mount.dir && !file.startsWith(mount.dir + sep)) return next();
    if (rel && isFile(file)) return send(req, res, file, rel.startsWith('assets/'));
    // A missing asset is a 404, not the app shell (a stale chunk must fail loudly, not parse HTML as JS).
    if (rel.startsWith('assets/') || extname(rel) !== '' || !req.accepts('html')) return next();
    return send(req, res, join(mount.dir, 'index.html'), false);
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function send(req: Request, res: Response, file: string, immutable: boolean): void {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  let path = file;
  const compressible = type.startsWith('text/') || type.includes('json') || type.includes('svg');
  if (compressible) {
    res.setHeader('Vary', 'Accept-Encoding');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts) && isFile(`${file}.br`)) {
      path = `${file}.br`;
      res.setHeader('Content-Encoding', 'br');
    } else if (/\bgzip\b/.test(accepts) && isFile(`${file}.gz`)) {
      path = `${file}.gz`;
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', statSync(path).size);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  // The storefront's service worker controls its whole app, whatever folder it is served from.
  if (basename(file) === 'sw.js') res.setHeader('Service-Worker-Allowed', '/');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path).pipe(res);
}
