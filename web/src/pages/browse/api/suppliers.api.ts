import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { ApiError } from '../../../api/problem';
import { useLocale } from '../../../i18n/i18n';
import type { CountryOption, SupplierQuery } from './types';

export interface SupplierFilters {
  q?: string;
  country?: string;
  category?: string;
  verified?: boolean;
  page?: number;
}

export const SUPPLIER_PAGE_SIZE = 20;

/** GET /api/v1/suppliers: the directory, verified suppliers first. */
export function useSuppliers(f: SupplierFilters) {
  const query: SupplierQuery = { ...f, pageSize: SUPPLIER_PAGE_SIZE };
  return useQuery({
    queryKey: ['browse', 'suppliers', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/suppliers', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/suppliers/:id: the public storefront with its newest products. */
export function useSupplier(id: string | undefined) {
  return useQuery({
    queryKey: ['browse', 'supplier', id],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/suppliers/{id}', { params: { path: { id: id! } }, signal })),
    enabled: !!id,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

/** GET /api/v1/countries: names in the reader's language, the 54 African countries flagged. */
export function useCountries() {
  const { lang } = useLocale();
  return useQuery({
    queryKey: ['browse', 'countries', lang],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/countries', { params: { query: { lang } }, signal })).then(
        (r): CountryOption[] => r,
      ),
    staleTime: 60 * 60_000,
  });
}
