import { describe, expect, it } from 'vitest';
import { bellBadge } from './bell-badge';

describe('bell badge', () => {
  it('is empty at zero (and for nonsense), the count up to 9, then 9+', () => {
    expect(bellBadge(0)).toBe('');
    expect(bellBadge(-3)).toBe('');
    expect(bellBadge(Number.NaN)).toBe('');
    expect(bellBadge(1)).toBe('1');
    expect(bellBadge(9)).toBe('9');
    expect(bellBadge(10)).toBe('9+');
    expect(bellBadge(250)).toBe('9+');
  });
});
