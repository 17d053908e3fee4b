import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext: only same-site paths after sign-in', () => {
  it('keeps a path of this site, query and hash included', () => {
    expect(safeNext('/orders')).toBe('/orders');
    expect(safeNext('/products/42?tab=reviews#top')).toBe('/products/42?tab=reviews#top');
  });

  it('refuses other origins and oddities', () => {
    for (const bad of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'orders',
      '/x\n',
    ])
      expect(safeNext(bad)).toBe('/');
    expect(safeNext(null)).toBe('/');
    expect(safeNext(undefined, '/account')).toBe('/account');
  });

  it('does not send a signed-in user back to the sign-in screens', () => {
    expect(safeNext('/login')).toBe('/');
    expect(safeNext('/register?next=/x')).toBe('/');
    expect(safeNext('/login-help')).toBe('/login-help');
  });
});
