/** Shared by the parts of the cache contract suite (cache.contract.ts). */
import type { CacheAdapters } from './cache.factory.js';

/** Makes the adapters under test; calls share the backing store (same Redis, same memory hub). */
export type CacheAdaptersFactory = () => CacheAdapters | Promise<CacheAdapters>;

/** The adapters under test, created by the suite's beforeAll. */
export type Subject = () => CacheAdapters;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries an assertion until it holds, for deliveries that arrive asynchronously. */
export async function eventually(assertion: () => void, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(10);
    }
  }
}

let sequence = 0;
/** A key or channel name no other test (or concurrent run) uses. */
export const unique = (label: string): string =>
  `${label}-${process.pid}-${Date.now().toString(36)}-${++sequence}`;
