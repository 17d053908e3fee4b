import { describe, expect, it } from 'vitest';
import { cacheKeyFor, isAppRoute, isBuildAsset, isCatalogueRead, isImage, mayKeep } from './sw-rules';

const ORIGIN = 'https://sokoni.example';
const url = (path: string) => new URL(path, ORIGIN);
const ID = '0193a000-0000-7000-8000-000000000001';

describe('what the service worker answers from its caches', () => {
  it('gives the app shell to client-side routes only, never to the gateway’s own paths', () => {
    for (const p of ['/', '/products/123', '/search', '/rfq/new', '/seller/products'])
      expect(isAppRoute(p)).toBe(true);
    for (const p of [
      '/api/v1/products',
      '/api/docs',
      '/admin',
      '/admin/users/1',
      '/docs',
      '/.well-known/jwks.json',
      '/health',
      '/ready',
      '/metrics',
      '/robots.txt',
      '/sw.js',
      '/manifest.webmanifest',
    ])
      expect(isAppRoute(p)).toBe(false);
  });

  it('keeps the public catalogue reads, and nothing of one person', () => {
    for (const p of [
      '/api/v1/products?q=shea&page=2',
      `/api/v1/products/${ID}`,
      '/api/v1/categories',
      '/api/v1/categories/agriculture/grains',
      '/api/v1/suppliers?country=GH',
      `/api/v1/suppliers/${ID}`,
      '/api/v1/fx-rates',
    ])
      expect(isCatalogueRead(url(p), ORIGIN)).toBe(true);
    for (const p of [
      '/api/v1/cart',
      '/api/v1/wishlist',
      '/api/v1/me',
      '/api/v1/orders',
      `/api/v1/orders/${ID}`,
      '/api/v1/suppliers/me',
      '/api/v1/seller/products',
      '/api/v1/products/compare',
      '/api/v1/products/featured',
      '/api/v1/notifications',
    ])
      expect(isCatalogueRead(url(p), ORIGIN)).toBe(false);
    expect(isCatalogueRead(new URL('/api/v1/products', 'https://elsewhere.example'), ORIGIN)).toBe(false);
  });

  it('keeps a product read while signed in only in its public, published form', () => {
    const product = url(`/api/v1/products/${ID}`);
    expect(mayKeep(product, false, null)).toBe(true);
    expect(mayKeep(product, true, { id: ID, status: 'published' })).toBe(true);
    // The owner's view (with the moderator's reason) or a draft: someone else may use this browser next.
    expect(mayKeep(product, true, { id: ID, status: 'published', rejectionReason: null })).toBe(false);
    expect(mayKeep(product, true, { id: ID, status: 'draft' })).toBe(false);
    expect(mayKeep(product, true, null)).toBe(false);
    expect(mayKeep(url('/api/v1/categories'), true, null)).toBe(true);
  });

  it('keeps one copy per language', () => {
    const u = `${ORIGIN}/api/v1/categories?depth=2`;
    expect(cacheKeyFor(u, 'fr')).not.toBe(cacheKeyFor(u, 'ar'));
    expect(cacheKeyFor(u, 'fr')).toBe(cacheKeyFor(u, 'fr'));
    expect(new URL(cacheKeyFor(u, 'fr')).searchParams.get('depth')).toBe('2');
  });

  it('knows photos and build files', () => {
    expect(isImage(url('/api/v1/media/products/a.webp'), ORIGIN, '')).toBe(true);
    expect(isImage(url('/icons/icon-192.png'), ORIGIN, 'image')).toBe(true);
    expect(isImage(new URL('https://cdn.example/a.png'), ORIGIN, 'image')).toBe(false);
    expect(isBuildAsset(url('/assets/index-abc.js'), ORIGIN)).toBe(true);
    expect(isBuildAsset(url('/api/v1/products'), ORIGIN)).toBe(false);
  });
});
