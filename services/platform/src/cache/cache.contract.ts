import type { CacheAdapters } from './cache.factory.js';
import { cacheStoreContract } from './cache-store.contract.js';
import { type CacheAdaptersFactory, unique } from './cache-contract.helpers.js';
import { pubSubContract } from './pub-sub.contract.js';
import { rateLimiterContract } from './rate-limiter.contract.js';

/**
 * The behaviour every cache/rate-limit/pub-sub adapter pair must show. Run against the memory
 * adapters in memory.spec.ts and against Redis in test/cache/redis.int-spec.ts. The factory must
 * return adapters that share the backing store between calls (same Redis, same memory hub), as two
 * service instances would. Split by port into cache-store/rate-limiter/pub-sub.contract.ts.
 */
export type { CacheAdaptersFactory };

export function cacheContract(name: string, factory: CacheAdaptersFactory): void {
  describe(`cache contract: ${name}`, () => {
    let adapters: CacheAdapters;
    const subject = (): CacheAdapters => adapters;

    beforeAll(async () => {
      adapters = await factory();
    });

    afterAll(async () => {
      await adapters?.close();
    });

    it('reports itself healthy', async () => {
      expect(await adapters.healthy()).toBe(true);
    });

    cacheStoreContract(subject);
    rateLimiterContract(subject);
    pubSubContract(subject, factory);

    it('close() releases everything and may be called twice', async () => {
      const spare = await factory();
      await spare.pubsub.subscribe(unique('closing'), () => undefined);
      await spare.close();
      await spare.close();
      expect(await spare.healthy()).toBe(false);
    });
  });
}
