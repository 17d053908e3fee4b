/**
 * Dispute evidence and shipping documents: what the browser checks before uploading, mirroring
 * trade's rules (services/trade/src/orders/order-files.ts: at most 5 files of 10 MB, PDF, JPEG, PNG
 * or WebP). Trade still decides by each file's content (@sokoni/platform/files: first bytes and
 * structure), so a renamed or broken file, or a PDF with scripts, is refused there.
 */
export const MAX_FILES = 5;
export const MAX_FILE_MB = 10;
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;
export const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

const TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);
const EXTENSIONS = /\.(pdf|jpe?g|png|webp)$/i;

export interface FileLike {
  name: string;
  type: string;
  size: number;
  lastModified?: number;
}

export type FileIssue =
  | { code: 'tooMany'; max: number }
  | { code: 'type'; fileName: string }
  | { code: 'tooLarge'; fileName: string; maxMb: number }
  | { code: 'empty'; fileName: string };

export function isAcceptedFile(file: FileLike): boolean {
  if (TYPES.has(file.type)) return true;
  // Some systems report no type (or a legacy one) for good files: the extension decides then.
  const vague = file.type === '' || file.type === 'application/octet-stream' || file.type === 'image/jpg';
  return vague && EXTENSIONS.test(file.name);
}

export function fileIssue(file: FileLike): FileIssue | null {
  if (!isAcceptedFile(file)) return { code: 'type', fileName: file.name };
  if (file.size === 0) return { code: 'empty', fileName: file.name };
  if (file.size > MAX_FILE_BYTES) return { code: 'tooLarge', fileName: file.name, maxMb: MAX_FILE_MB };
  return null;
}

/** Every problem of the chosen files (none is required: evidence is optional). */
export function checkFiles(files: readonly FileLike[]): FileIssue[] {
  const issues: FileIssue[] = [];
  if (files.length > MAX_FILES) issues.push({ code: 'tooMany', max: MAX_FILES });
  for (const f of files) {
    const issue = fileIssue(f);
    if (issue) issues.push(issue);
  }
  return issues;
}

/** What identifies a set of files for an Idempotency-Key fingerprint (the bytes are not read). */
export const filesFingerprint = (files: readonly FileLike[]) =>
  files.map((f) => ({ name: f.name, size: f.size, lastModified: f.lastModified ?? 0 }));
