import { LocalDiskStorage } from './local-disk.storage.js';
import { S3Storage } from './s3.storage.js';
import type { ObjectStorage } from './storage.port.js';

/**
 * The storage settings a service declares in its own config schema (each service has its own
 * directory or bucket: catalogue's public images and identity's private documents never mix).
 */
export interface StorageSettings {
  /** `local` (files under STORAGE_DIR) or `s3` (S3-compatible, the S3_* settings). */
  STORAGE_DRIVER: 'local' | 's3';
  STORAGE_DIR: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

/** Picks the adapter from STORAGE_DRIVER; a half-configured S3 fails the start, not the first upload. */
export function createObjectStorage(c: StorageSettings): ObjectStorage {
  if (c.STORAGE_DRIVER === 'local') return new LocalDiskStorage(c.STORAGE_DIR);
  const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (k) => !c[k],
  );
  if (missing.length) throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(', ')}`);
  return new S3Storage({
    endpoint: c.S3_ENDPOINT!,
    bucket: c.S3_BUCKET!,
    region: c.S3_REGION,
    accessKeyId: c.S3_ACCESS_KEY_ID!,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
  });
}
