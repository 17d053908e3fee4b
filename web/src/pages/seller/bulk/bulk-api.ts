import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { toApiError } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type BulkJob = components['schemas']['BulkImportJobResponse'];
export type BulkErrorPage = components['schemas']['BulkImportErrorPageResponse'];
export type TemplateFormat = 'csv' | 'xlsx';

/** Keyed by the seller, so another account signing in on this browser never sees these. */
export const bulkKeys = {
  recent: (sellerId: string) => ['seller', sellerId, 'bulk', 'recent'] as const,
  job: (sellerId: string, id: string) => ['seller', sellerId, 'bulk', id] as const,
  errors: (sellerId: string, id: string, page: number) =>
    ['seller', sellerId, 'bulk', id, 'errors', page] as const,
};

/** How often a job under way is asked for its progress. */
export const POLL_MS = 1000;
export const ERRORS_PAGE_SIZE = 20;
export const isOpen = (job: BulkJob | undefined) => job?.status === 'queued' || job?.status === 'running';

/** A file the API answers as an attachment: fetched with the token (a bare link would not carry it). */
async function blobOf(call: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<Blob> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok || !(data instanceof Blob))
    throw toApiError(response.status, error);
  return data;
}

export const bulkApi = {
  template: (categoryId: string, format: TemplateFormat): Promise<Blob> =>
    blobOf(
      api.GET('/api/v1/seller/bulk-imports/template', {
        params: { query: { categoryId, format } },
        parseAs: 'blob',
      }),
    ),
  upload: (categoryId: string, file: File): Promise<BulkJob> => {
    const form = new FormData();
    form.append('categoryId', categoryId);
    form.append('file', file, file.name);
    return unwrap(
      api.POST('/api/v1/seller/bulk-imports', {
        // The generated body types the file as a string (OpenAPI's `format: binary`); what is sent
        // is the FormData (the browser sets its boundary), through the client's middleware.
        body: { categoryId, file: '' },
        bodySerializer: () => form,
      }),
    );
  },
  recent: (signal?: AbortSignal): Promise<{ items: BulkJob[] }> =>
    unwrap(api.GET('/api/v1/seller/bulk-imports', { signal })),
  job: (id: string, signal?: AbortSignal): Promise<BulkJob> =>
    unwrap(api.GET('/api/v1/seller/bulk-imports/{id}', { params: { path: { id } }, signal })),
  errors: (id: string, page: number, signal?: AbortSignal): Promise<BulkErrorPage> =>
    unwrap(
      api.GET('/api/v1/seller/bulk-imports/{id}/errors', {
        params: { path: { id }, query: { page, pageSize: ERRORS_PAGE_SIZE } },
        signal,
      }),
    ),
  report: (id: string): Promise<Blob> =>
    blobOf(
      api.GET('/api/v1/seller/bulk-imports/{id}/error-report', { params: { path: { id } }, parseAs: 'blob' }),
    ),
};

/** The job, asked again every POLL_MS while it is queued or running. */
export function useBulkJob(sellerId: string, id: string | null) {
  return useQuery({
    queryKey: bulkKeys.job(sellerId, id ?? ''),
    queryFn: ({ signal }) => bulkApi.job(id!, signal),
    enabled: !!id,
    refetchInterval: (q) => (isOpen(q.state.data) ? POLL_MS : false),
  });
}

/** The seller's last uploads, newest first. */
export function useRecentBulkJobs(sellerId: string) {
  return useQuery({
    queryKey: bulkKeys.recent(sellerId),
    queryFn: ({ signal }) => bulkApi.recent(signal),
  });
}

export function useBulkErrors(sellerId: string, id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: bulkKeys.errors(sellerId, id, page),
    queryFn: ({ signal }) => bulkApi.errors(id, page, signal),
    enabled,
    placeholderData: (prev) => prev,
  });
}

/** Saves a blob under its name, as a download (never opened as a page). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
