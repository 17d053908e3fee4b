import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE,
  activeFilterCount,
  pageCount,
  parseSearchState,
  toApiQuery,
  toSearchParams,
  withFilters,
} from './search-state';

const parse = (qs: string) => parseSearchState(new URLSearchParams(qs));

describe('search state in the URL', () => {
  it('reads every filter the API knows', () => {
    expect(
      parse(
        'q=+cocoa+beans+&category=Agriculture/Cocoa-Coffee&country=gh&verified=true&readyToShip=1' +
          '&minPrice=10&maxPrice=99.5&currency=kes&moq=500&sort=price_asc&page=3',
      ),
    ).toEqual({
      q: 'cocoa beans',
      category: 'agriculture/cocoa-coffee',
      country: 'GH',
      verified: true,
      readyToShip: true,
      minPrice: 10,
      maxPrice: 99.5,
      priceCurrency: 'KES',
      moq: 500,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(
      parse('category=../etc&country=Ghana&verified=yes&minPrice=-5&maxPrice=abc&moq=0&sort=rating&page=-2'),
    ).toEqual({ q: '', page: 1 });
    expect(parse(`page=${MAX_PAGE + 1}`).page).toBe(1);
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
  });

  it('swaps a reversed price range and defaults its currency to USD', () => {
    expect(parse('minPrice=50&maxPrice=20')).toMatchObject({
      minPrice: 20,
      maxPrice: 50,
      priceCurrency: 'USD',
    });
    // A currency without a price filter means nothing and is not kept.
    expect(parse('currency=KES')).not.toHaveProperty('priceCurrency');
  });

  it('writes a canonical query that reads back to the same state', () => {
    const qs = 'q=shea+butter&country=BF&minPrice=5&currency=USD&sort=newest&page=2';
    const state = parse(qs);
    expect(toSearchParams(state).toString()).toBe(qs);
    expect(parse(toSearchParams(state).toString())).toEqual(state);
    expect(toSearchParams({ q: '', page: 1 }).toString()).toBe('');
  });

  it('goes back to page 1 when a filter changes and forgets the price currency with the price', () => {
    const s = parse('q=kente&minPrice=1&currency=GHS&page=4');
    const next = withFilters(s, { country: 'GH' });
    expect(next.page).toBe(1);
    expect(next.country).toBe('GH');
    const cleared = withFilters(s, { minPrice: undefined, maxPrice: undefined });
    expect(cleared).toEqual({ q: 'kente', page: 1 });
  });

  it('counts active filters (not the words, sort or page)', () => {
    expect(activeFilterCount(parse('q=x&sort=newest&page=2'))).toBe(0);
    expect(activeFilterCount(parse('country=KE&verified=false&minPrice=1&maxPrice=2&moq=10'))).toBe(4);
  });

  it('asks the API in the buyer currency unless a price filter fixes its own', () => {
    expect(toApiQuery(parse('q=solar'), 'KES')).toMatchObject({
      q: 'solar',
      currency: 'KES',
      page: 1,
      pageSize: 24,
    });
    expect(toApiQuery(parse('minPrice=10&currency=USD'), 'KES')).toMatchObject({
      minPrice: 10,
      currency: 'USD',
    });
    expect(toApiQuery(parse(''), 'USD').q).toBeUndefined();
  });

  it('never offers a page past the 2,000 results the API serves', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(1_000_000)).toBe(MAX_PAGE);
    expect(MAX_PAGE * 24).toBeLessThanOrEqual(2000);
  });
});
