/**
 * What the browser can check before uploading, mirroring identity's rules
 * (services/identity/src/supplier-verification: verification-documents.ts and verification.dto.ts).
 * The server still decides: it reads each file's first bytes, so a renamed file is refused there.
 */
export const MAX_DOCUMENTS = 5;
export const MAX_DOCUMENT_MB = 10;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MB * 1024 * 1024;

const TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);
// Some systems report no type (or a legacy one) for perfectly good files: the extension decides then.
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;
/** For the file picker's filter. */
export const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** Registration numbers and tax ids: letters, digits and the separators registries print. */
export const REFERENCE = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;
export const REFERENCE_MIN = 2;
export const REFERENCE_MAX = 64;

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export type DocumentIssue =
  | { code: 'required'; max: number }
  | { code: 'tooMany'; max: number }
  | { code: 'type'; fileName: string }
  | { code: 'tooLarge'; fileName: string; maxMb: number }
  | { code: 'empty'; fileName: string };

export function isAcceptedType(file: FileLike): boolean {
  if (TYPES.has(file.type)) return true;
  const vague = file.type === '' || file.type === 'application/octet-stream' || file.type === 'image/jpg';
  return vague && EXTENSIONS.test(file.name);
}

/** The problems of one file, if any (type first: a wrong file's size does not matter). */
export function fileIssue(file: FileLike): DocumentIssue | null {
  if (!isAcceptedType(file)) return { code: 'type', fileName: file.name };
  if (file.size === 0) return { code: 'empty', fileName: file.name };
  if (file.size > MAX_DOCUMENT_BYTES)
    return { code: 'tooLarge', fileName: file.name, maxMb: MAX_DOCUMENT_MB };
  return null;
}

/** Every problem of the chosen files: their number, then each file's own. */
export function checkDocuments(files: readonly FileLike[]): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  if (files.length === 0) issues.push({ code: 'required', max: MAX_DOCUMENTS });
  if (files.length > MAX_DOCUMENTS) issues.push({ code: 'tooMany', max: MAX_DOCUMENTS });
  for (const f of files) {
    const issue = fileIssue(f);
    if (issue) issues.push(issue);
  }
  return issues;
}

/** The translation key of an issue; its other fields are the placeholders. */
export const issueKey = (issue: DocumentIssue): string => `documents.error.${issue.code}`;
