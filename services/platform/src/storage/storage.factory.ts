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
  /** Unset on AWS itself, where S3_REGION gives the address. */
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  /** Static keys, both or neither: without them the AWS SDK's default credential chain is used. */
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  /** With temporary static keys (STS): their session token. */
  S3_SESSION_TOKEN?: string;
}

/** Picks the adapter from STORAGE_DRIVER; a half-configured S3 fails the start, not the first upload. */
export function createObjectStorage(c: StorageSettings): ObjectStorage {
  if (c.STORAGE_DRIVER === 'local') return new LocalDiskStorage(c.STORAGE_DIR);
  const problems: string[] = [];
  if (!c.S3_BUCKET) problems.push('needs S3_BUCKET');
  if (!c.S3_ENDPOINT && c.S3_REGION === 'auto')
    problems.push('needs S3_ENDPOINT, or on AWS an S3_REGION (such as eu-west-1) instead of "auto"');
  const keys = [c.S3_ACCESS_KEY_ID, c.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (keys === 1)
    problems.push(
      'needs both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (then the AWS default credential chain)',
    );
  if (c.S3_SESSION_TOKEN && keys !== 2)
    problems.push('takes S3_SESSION_TOKEN only with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  if (problems.length) throw new Error(`STORAGE_DRIVER=s3 ${problems.join('; ')}`);
  return new S3Storage({
    endpoint: c.S3_ENDPOINT,
    bucket: c.S3_BUCKET!,
    region: c.S3_REGION,
    credentials:
      keys === 2
        ? {
            accessKeyId: c.S3_ACCESS_KEY_ID!,
            secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
            ...(c.S3_SESSION_TOKEN ? { sessionToken: c.S3_SESSION_TOKEN } : {}),
          }
        : undefined,
  });
}
