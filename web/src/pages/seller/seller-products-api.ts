import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { ApiError, toApiError } from '../../api/problem';
import { session } from '../../auth/session';
import type { components, operations } from '../../api/schema';
import type { Product, ProductBody, ProductStatus } from './lib/product-form';

export type ProductPage = { items: Product[]; total: number; page: number; pageSize: number };
export type ProductSummary = components['schemas']['SellerProductSummary'];
export type ListQuery = NonNullable<operations['SellerProductsController_list']['parameters']['query']>;

/** Keyed by the seller, so another account signing in on this browser never sees these. */
export const sellerKeys = {
  all: (sellerId: string) => ['seller', sellerId, 'products'] as const,
  list: (sellerId: string, q: ListQuery) => ['seller', sellerId, 'products', 'list', q] as const,
  one: (sellerId: string, id: string) => ['seller', sellerId, 'products', 'one', id] as const,
  summary: (sellerId: string) => ['seller', sellerId, 'products', 'summary'] as const,
};

const path = (id: string) => ({ params: { path: { id } } });

export const sellerProducts = {
  list: (q: ListQuery, signal?: AbortSignal): Promise<ProductPage> =>
    unwrap(api.GET('/api/v1/seller/products', { params: { query: q }, signal })),
  get: (id: string, signal?: AbortSignal): Promise<Product> =>
    unwrap(api.GET('/api/v1/products/{id}', { ...path(id), signal })),
  create: (body: ProductBody): Promise<Product> => unwrap(api.POST('/api/v1/products', { body })),
  update: (id: string, body: ProductBody): Promise<Product> =>
    unwrap(api.PATCH('/api/v1/products/{id}', { ...path(id), body })),
  submit: (id: string): Promise<Product> => unwrap(api.POST('/api/v1/products/{id}/submit', path(id))),
  archive: (id: string): Promise<Product> => unwrap(api.POST('/api/v1/products/{id}/archive', path(id))),
  reorderImages: (id: string, keys: string[]): Promise<Product> =>
    unwrap(api.PATCH('/api/v1/products/{id}/images', { ...path(id), body: { keys } })),
  removeImage: (id: string, key: string): Promise<Product> =>
    unwrap(api.DELETE('/api/v1/products/{id}/images/{key}', { params: { path: { id, key } } })),
  /** A new draft with the fields and photos of `id`, under `title`. */
  duplicate: (id: string, title: string): Promise<Product> =>
    unwrap(api.POST('/api/v1/seller/products/{id}/duplicate', { ...path(id), body: { title } })),
  summary: (signal?: AbortSignal): Promise<ProductSummary> =>
    unwrap(api.GET('/api/v1/seller/products/summary', { signal })),
};

export function useSellerProducts(sellerId: string, q: ListQuery) {
  return useQuery({
    queryKey: sellerKeys.list(sellerId, q),
    queryFn: ({ signal }) => sellerProducts.list(q, signal),
    placeholderData: (prev) => prev,
  });
}

export function useSellerProduct(sellerId: string, id: string | undefined) {
  return useQuery({
    queryKey: sellerKeys.one(sellerId, id ?? ''),
    queryFn: ({ signal }) => sellerProducts.get(id!, signal),
    enabled: !!id,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

export interface UploadOptions {
  file: Blob;
  fileName: string;
  language: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function sendOnce(
  path: string,
  o: UploadOptions,
  token: string | null,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports how much of the body has gone, for the progress bar.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept-Language', o.language);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) o.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // not JSON (a proxy's page): kept as text
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    o.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('image', o.file, o.fileName);
    xhr.send(form);
  });
}

/**
 * A multipart upload (field `image`) with its progress. The typed client's middleware does not
 * see this request, so it does what that does: the language, the token, and one refresh and
 * retry on a 401.
 */
export async function uploadPicture<T>(path: string, o: UploadOptions): Promise<T> {
  let res = await sendOnce(path, o, await session.accessToken());
  if (res.status === 401 && session.isSignedIn() && (await session.refresh()))
    res = await sendOnce(path, o, await session.accessToken());
  if (res.status < 200 || res.status >= 300) throw toApiError(res.status, res.body);
  return res.body as T;
}

/** POST /api/v1/products/:id/images. */
export const uploadImage = (id: string, o: UploadOptions): Promise<Product> =>
  uploadPicture<Product>(`/api/v1/products/${encodeURIComponent(id)}/images`, o);

export type { Product, ProductStatus };
