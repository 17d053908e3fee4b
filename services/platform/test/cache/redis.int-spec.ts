import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { cacheContract } from '../../src/cache/cache.contract.js';
import { createCacheAdapters } from '../../src/cache/cache.factory.js';
import { startRedisContainer } from '../../src/testing/index.js';

// Runs the shared contract against a real Redis: REDIS_URL if set, else a local default. A missing
// local Redis skips the suite visibly; a REDIS_URL that cannot be reached fails it, because whoever
// set it expected these tests to run.
const explicitUrl = process.env.REDIS_URL;
let url = explicitUrl ?? 'redis://127.0.0.1:6379';
const where = (() => {
  const u = new URL(url);
  return `${u.protocol}//${u.host}`; // never print credentials
})();

async function unreachableBecause(target: string): Promise<string | undefined> {
  const probe = new Redis(target, {
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 1_500,
  });
  // The socket error (ECONNREFUSED, auth failure) says more than connect()'s "Connection is closed".
  let cause: unknown;
  probe.on('error', (error: unknown) => (cause ??= error));
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch (error) {
    const reported = cause ?? error;
    return reported instanceof Error ? reported.message : String(reported);
  } finally {
    // Disconnecting an already ended client arms a 2 s timer in ioredis that holds Jest open.
    if (probe.status !== 'end') probe.disconnect();
  }
}

let reason = await unreachableBecause(url);
// No local Redis but a Docker engine: a container stands in (testcontainers).
const container = reason && explicitUrl === undefined ? await startRedisContainer() : null;
if (container) {
  url = container.url;
  reason = await unreachableBecause(url);
  afterAll(() => container.stop());
}
// Each run gets its own namespace so concurrent runs and leftovers never collide.
const prefix = `test:${randomUUID()}:`;
const adapters = () => createCacheAdapters({ redisUrl: url, keyPrefix: prefix, channelPrefix: prefix });

if (reason === undefined) {
  cacheContract(`redis (${where})`, adapters);

  describe('Redis adapters', () => {
    const admin = new Redis(url);

    afterAll(async () => {
      const keys: string[] = [];
      for await (const batch of admin.scanStream({ match: `${prefix}*`, count: 500 }))
        keys.push(...(batch as string[]));
      if (keys.length > 0) await admin.del(...keys);
      await admin.quit();
    });

    it('namespaces keys and lets rate-limit keys expire', async () => {
      const a = adapters();
      try {
        await a.cache.set('ns', 1);
        await a.rateLimiter.hit('ns', 5, 60_000);
        expect(await admin.exists(`${prefix}cache:ns`)).toBe(1);
        const ttl = await admin.pttl(`${prefix}ratelimit:ns`);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60_000);
      } finally {
        await a.close();
      }
    });

    it('stays exact when hits come from several instances at once', async () => {
      const instances = [adapters(), adapters(), adapters()];
      try {
        const key = `shared-${randomUUID()}`;
        const decisions = await Promise.all(
          instances.flatMap((a) => Array.from({ length: 20 }, () => a.rateLimiter.hit(key, 10, 60_000))),
        );
        expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
      } finally {
        await Promise.all(instances.map((a) => a.close()));
      }
    });

    it('reports unhealthy but degraded, not failing, when Redis cannot be reached', async () => {
      const switches: unknown[] = [];
      const dead = createCacheAdapters({
        redisUrl: 'redis://127.0.0.1:1',
        redisOptions: { retryStrategy: () => null, connectTimeout: 500 },
        onStateChange: (state, cause) => switches.push([state, cause]),
      });
      try {
        expect(await dead.healthy()).toBe(false);
        expect(await dead.readiness()).toBe('degraded');
        expect(await dead.cache.get('x')).toBeUndefined();
        expect(switches).toHaveLength(1);
      } finally {
        await dead.close();
      }
    });
  });
} else if (explicitUrl !== undefined) {
  describe('Redis adapters', () => {
    it(`connects to REDIS_URL (${where})`, () => {
      throw new Error(`REDIS_URL is set but Redis at ${where} is unreachable: ${reason}`);
    });
  });
} else {
  console.warn(
    `SKIP redis.int-spec: no Redis at ${where} (${reason}). Start one or set REDIS_URL to run these tests.`,
  );
  describe('Redis adapters', () => {
    it.skip(`SKIPPED — no Redis at ${where}: ${reason}`, () => undefined);
  });
}
