export {
  OBJECT_STORAGE,
  contentTypeOfKey,
  isStorageKey,
  type ObjectStorage,
  type StoredObject,
} from './storage.port.js';
export { LocalDiskStorage } from './local-disk.storage.js';
export { S3Storage, type S3Credentials, type S3Settings } from './s3.storage.js';
export { createObjectStorage, type StorageSettings } from './storage.factory.js';
// The contract suite (storage.contract.ts) is deliberately not exported: it needs Jest's globals.
