import { contentDisposition } from '@sokoni/platform/files';

/** RFC 4180 CSV, written by hand: a few numbers and codes per cell do not need a library. */
export type CsvCell = string | number | null | undefined;

/** A cell a spreadsheet must not run: leading =, +, - or @ on text is neutralised (CSV injection). */
function cell(v: CsvCell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((r) => r.map(cell).join(',')).join('\r\n');
}

/** Header + rows of objects, in `columns` order. */
export function csvTable<T>(columns: readonly (keyof T & string)[], rows: readonly T[]): string {
  return csvLines([columns, ...rows.map((r) => columns.map((c) => r[c] as CsvCell))]);
}

/** Whether the caller asked for CSV (`?format=csv` or `Accept: text/csv`). */
export function wantsCsv(format: unknown, accept: string | undefined): boolean {
  return format === 'csv' || (accept ?? '').toLowerCase().includes('text/csv');
}

/**
 * Marks the response as a CSV attachment (UTF-8; never cached: figures change as events arrive)
 * and returns the body for the handler to return (the handler keeps Nest's passthrough reply).
 */
export function csvAttachment(
  res: { setHeader(name: string, value: string): unknown },
  fileName: string,
  body: string,
): string {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', contentDisposition(fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  return body;
}
