import { createHash } from 'node:crypto';

/**
 * Fixed namespace of the category tree's name-based ids. Never change it: seeds, tests and other
 * services' fixtures find the reference categories by `categoryIdForPath('agriculture/cocoa-coffee')`.
 */
export const CATEGORY_ID_NAMESPACE = '5b0c1a8e-3f6d-4e2a-9c71-0d4e8b6a2f13';

/**
 * RFC 9562 UUIDv5 (SHA-1, name-based) of a category path. Reference data needs ids that are the same
 * in every database; categories created by admins later get ordinary UUIDv7 ids.
 */
export function categoryIdForPath(path: string): string {
  const ns = Buffer.from(CATEGORY_ID_NAMESPACE.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(path, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50; // version 5
  hash[8] = (hash[8]! & 0x3f) | 0x80; // RFC variant
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
