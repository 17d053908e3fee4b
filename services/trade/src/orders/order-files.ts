import { extensionOf, type FileType } from '@sokoni/platform/files';

/** Shipping documents and dispute evidence: at most five files of 10 MB each per submission. */
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Write-once keys in trade's own (private) storage, one folder per order. */
export const fileStorageKey = (orderId: string, fileId: string, type: FileType): string =>
  `orders/${orderId}/${fileId}.${extensionOf(type)}`;
