import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { ApiError } from '../../../api/problem';

/** A 4xx will not turn into a product on a retry; other failures get the client's one retry. */
const retryUnlessMissing = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;

/** GET /api/v1/products/:id (the page of a published product). */
export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: ['browse', 'product', id],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/products/{id}', { params: { path: { id: id! } }, signal })),
    enabled: !!id,
    retry: retryUnlessMissing,
  });
}

/** GET /api/v1/products/compare?ids=a,b: 2–4 products in the order asked for. */
export function useCompareProducts(ids: readonly string[]) {
  return useQuery({
    queryKey: ['browse', 'compare', ids.join(',')],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/products/compare', { params: { query: { ids: ids.join(',') } }, signal })).then(
        (r) => r.items,
      ),
    enabled: ids.length >= 2,
    retry: retryUnlessMissing,
  });
}
