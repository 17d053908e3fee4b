import { describe, expect, it } from 'vitest';
import { parseSupplierFilters, supplierFiltersQuery } from './supplier-filters';

describe('supplier directory filters in the URL', () => {
  it('reads them by the API’s rules and drops the rest', () => {
    expect(
      parseSupplierFilters(
        new URLSearchParams('q=+ashanti+&country=gh&category=Agriculture&verified=true&page=2'),
      ),
    ).toEqual({ q: 'ashanti', country: 'GH', category: 'agriculture', verified: true, page: 2 });
    expect(
      parseSupplierFilters(new URLSearchParams('country=Ghana&verified=yes&page=0&category=a%20b')),
    ).toEqual({});
  });

  it('writes them back without the defaults', () => {
    expect(supplierFiltersQuery({ country: 'KE', verified: false, page: 1 })).toBe(
      'country=KE&verified=false',
    );
  });
});
