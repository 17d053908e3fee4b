import { describe, expect, it } from 'vitest';
import { bodyOfStorefront, hasMarkup, listIssue, type StorefrontFormValues } from './storefront-rules';

const values = (over: Partial<StorefrontFormValues> = {}): StorefrontFormValues => ({
  yearEstablished: null,
  employeesBand: null,
  responseTimeHours: null,
  description: '',
  mainProducts: [],
  certifications: [],
  languages: [],
  ...over,
});

describe('the storefront body', () => {
  it('sends every field, null for a blank, lists trimmed and without repeats', () => {
    expect(
      bodyOfStorefront(
        values({
          description: '  ',
          mainProducts: [' Cocoa beans ', 'Cocoa beans', ''],
          certifications: ['Fairtrade '],
          languages: ['EN', 'en', 'fr'],
        }),
      ),
    ).toEqual({
      yearEstablished: null,
      employeesBand: null,
      responseTimeHours: null,
      description: null,
      mainProducts: ['Cocoa beans'],
      certifications: ['Fairtrade'],
      languages: ['en', 'fr'],
    });
  });

  it('finds what the catalogue would refuse in a list', () => {
    expect(listIssue(['a', 'b'], 2)).toBeNull();
    expect(listIssue(['a', 'b', 'c'], 2)).toBe('count');
    expect(listIssue(['x'.repeat(81)], 2)).toBe('length');
    expect(listIssue(['<img src=x onerror=alert(1)>'], 2)).toBe('markup');
    expect(hasMarkup('Grade < 7.5% and > 2%')).toBe(false);
    expect(hasMarkup('</p>')).toBe(true);
  });
});
