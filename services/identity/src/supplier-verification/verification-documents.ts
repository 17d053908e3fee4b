import { extensionOf, type FileType } from '@sokoni/platform/files';

export const MAX_DOCUMENTS = 5;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** The multipart field the files come in. */
export const DOCUMENTS_FIELD = 'documents';

/** Company papers are scans and exports: PDF, JPEG or PNG (the message sellers see names these three). */
export type DocumentType = Extract<FileType, 'application/pdf' | 'image/jpeg' | 'image/png'>;
export const DOCUMENT_TYPES: readonly DocumentType[] = ['application/pdf', 'image/jpeg', 'image/png'];

/** Write-once keys in identity's own storage, one folder per submission. */
export const documentStorageKey = (verificationId: string, documentId: string, type: DocumentType): string =>
  `verifications/${verificationId}/${documentId}.${extensionOf(type)}`;
