import { ProblemException } from '../errors/index.js';
import { readIdempotencyKey, routeScope } from './idempotency-request.js';

const code = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (err) {
    return err instanceof ProblemException ? `${err.getStatus()} ${err.code}` : String(err);
  }
};

describe('readIdempotencyKey', () => {
  it('accepts 1 to 255 visible ASCII characters', () => {
    expect(readIdempotencyKey('a', false)).toBe('a');
    expect(readIdempotencyKey('0192f1c2-7c1e-7cc4-9d51-9f0d3c0a3b11', true)).toBe(
      '0192f1c2-7c1e-7cc4-9d51-9f0d3c0a3b11',
    );
    const punctuation = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
    expect(readIdempotencyKey(punctuation, false)).toBe(punctuation);
    expect(readIdempotencyKey('k'.repeat(255), false)).toHaveLength(255);
  });

  it('refuses an empty, too long, spaced, non-ASCII or repeated key with 400', () => {
    for (const bad of ['', 'k'.repeat(256), 'has space', 'tab\there', 'clé', 'a\u007f', 'nul\u0000']) {
      expect(code(() => readIdempotencyKey(bad, false))).toBe('400 idempotency.key_invalid');
    }
    expect(code(() => readIdempotencyKey(['a', 'b'], false))).toBe('400 idempotency.key_invalid');
  });

  it('lets a request without a key through unless the route requires one', () => {
    expect(readIdempotencyKey(undefined, false)).toBeUndefined();
    expect(code(() => readIdempotencyKey(undefined, true))).toBe('400 idempotency.key_missing');
  });
});

describe('routeScope', () => {
  const req = (path: string, params: Record<string, string | string[]>, method = 'POST') =>
    ({ method, route: { path }, params, baseUrl: '', path: '/ignored' }) as never;

  it('is the method and the matched pattern with its decoded parameters put back', () => {
    expect(routeScope(req('/api/v1/orders/:id/accept', { id: 'o-1' }))).toBe(
      'POST /api/v1/orders/o-1/accept',
    );
    expect(routeScope(req('/api/v1/checkout', {}))).toBe('POST /api/v1/checkout');
    expect(routeScope(req('/files/*rest', { rest: ['a', 'b c'] }))).toBe('POST /files/a/b%20c');
  });

  it('separates two ids on one pattern, and one path under two methods', () => {
    const a = routeScope(req('/api/v1/orders/:id/accept', { id: 'o-1' }));
    const b = routeScope(req('/api/v1/orders/:id/accept', { id: 'o-2' }));
    expect(a).not.toBe(b);
    expect(routeScope(req('/api/v1/cart/items/:id', { id: 'x' }, 'PATCH'))).not.toBe(
      routeScope(req('/api/v1/cart/items/:id', { id: 'x' }, 'DELETE')),
    );
  });

  it('is one route for the spellings of one path', () => {
    // Express decodes %61 to "a" in params; a parameter holding a slash stays one segment.
    expect(routeScope(req('/orders/:id', { id: 'a/b' }))).toBe('POST /orders/a%2Fb');
    expect(
      routeScope({ method: 'POST', route: undefined, params: {}, baseUrl: '/api', path: '/x/' } as never),
    ).toBe('POST /api/x');
  });
});
