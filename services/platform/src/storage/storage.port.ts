/** A stored file as read back: its bytes and the media type it was stored with. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Where a service keeps files (catalogue's product images, identity's verification documents). Two
 * adapters pass the same contract suite (storage.contract.ts): local disk for the standalone run and
 * single hosts, S3-compatible (AWS, MinIO, R2, …) when several replicas must see the same files.
 * Keys are relative, slash-separated and already checked by `isStorageKey`; writing an existing key
 * replaces it. Nothing here decides who may read a file: each service serves (or never serves) its
 * own keys through its own routes.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Idempotent: deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
}

export const OBJECT_STORAGE = Symbol('ObjectStorage');

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

/**
 * The only keys storage accepts: 1–8 segments of letters, digits, `_ . -`, none starting with a dot
 * (so no `..`), no backslashes or empty segments. Anything a URL could smuggle (`%2e%2e`, `\`, NUL)
 * fails here, before a path or an S3 request is ever built from it.
 */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((s) => SEGMENT.test(s));
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

/** The media type a key's extension stands for (the local adapter keeps no metadata beside files). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}
