import { describe, expect, it } from 'vitest';
import { QUICK_ACTIONS, searchUrl, TOP_CATEGORIES } from './home-data';

describe('hero search URL', () => {
  it('a blank or whitespace-only query goes nowhere', () => {
    expect(searchUrl('', '')).toBeNull();
    expect(searchUrl('   \t ', 'agriculture')).toBeNull();
  });

  it('trims the query and adds the category when one is chosen', () => {
    expect(searchUrl('  cocoa beans ', 'agriculture')).toBe('/search?q=cocoa+beans&category=agriculture');
    expect(searchUrl('shea & butter', '')).toBe('/search?q=shea+%26+butter');
  });
});

describe('home data', () => {
  it('has the spec’s seven top categories and eight quick actions in order', () => {
    expect(TOP_CATEGORIES.map((c) => c.slug)).toEqual([
      'agriculture',
      'textiles',
      'electronics',
      'machinery',
      'food-beverage',
      'beauty-personal-care',
      'construction',
    ]);
    expect(QUICK_ACTIONS.map((a) => a.to)).toEqual([
      '/products',
      '/suppliers/directory',
      '/rfq/new',
      '/categories',
      '/ready-to-ship',
      '/trade-services',
      '/market-intelligence',
      '/seller/portal',
    ]);
  });
});
