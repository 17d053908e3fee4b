import type { Translator } from '@sokoni/platform/errors';
import type { ErrorRow, JobRow, JobStatus } from './bulk-import-jobs.js';

export interface BulkImportJobView {
  id: string;
  categoryId: string;
  fileName: string;
  fileType: 'csv' | 'xlsx';
  status: JobStatus;
  /** Product rows in the file (blank rows not counted). */
  total: number;
  processed: number;
  created: number;
  failed: number;
  /** Why a failed job stopped, in the reader's language; null otherwise. */
  failure: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface BulkImportErrorView {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  /** The column of the file the error concerns. */
  field: string;
  /** Stable code of the failed rule, e.g. `products.tiers_first_moq`. */
  code: string;
  message: string;
}

export interface BulkImportErrorPage {
  items: BulkImportErrorView[];
  total: number;
  page: number;
  pageSize: number;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toJobView(j: JobRow, t: Translator): BulkImportJobView {
  return {
    id: j.id,
    categoryId: j.category_id,
    fileName: j.file_name,
    fileType: j.file_type,
    status: j.status,
    total: j.total,
    processed: j.processed,
    created: j.created,
    failed: j.failed,
    failure: j.failure_key ? t.translate(j.failure_key) : null,
    createdAt: new Date(j.created_at).toISOString(),
    startedAt: iso(j.started_at),
    finishedAt: iso(j.finished_at),
  };
}

/** Errors are stored as translation keys, so each reader gets them in their own language. */
export function toErrorView(e: ErrorRow, t: Translator): BulkImportErrorView {
  return {
    row: e.row_number,
    field: e.field,
    code: e.i18n_key,
    message: t.translate(e.i18n_key, undefined, { ...(e.args ?? {}), field: e.field }),
  };
}
