import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/translate';
import { plural } from './plural';

const dict = {
  'n.one': '{count} product',
  'n.other': '{count} products',
  'ar.zero': 'لا منتجات',
  'ar.two': 'منتجان',
  'ar.few': '{count} منتجات',
  'ar.other': '{count} منتج',
};
const t = (key: string, vars?: Record<string, string | number>) => translate(key, [dict], vars);

describe('plural', () => {
  it('picks the form by the language’s rules and formats the count', () => {
    expect(plural(t, 'n', 1, 'en-GB')).toBe('1 product');
    expect(plural(t, 'n', 1234, 'en-GB')).toBe('1,234 products');
    expect(plural(t, 'ar', 0, 'ar-EG')).toBe('لا منتجات');
    expect(plural(t, 'ar', 2, 'ar-EG')).toBe('منتجان');
    expect(plural(t, 'ar', 5, 'ar-EG')).toBe('٥ منتجات');
  });

  it('falls back to the other form when a language has no text for its form', () => {
    expect(plural(t, 'ar', 11, 'ar-EG')).toBe('١١ منتج');
  });
});
