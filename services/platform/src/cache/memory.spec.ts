import { cacheContract } from './cache.contract.js';
import { createCacheAdapters } from './cache.factory.js';
import { MemoryCacheStore } from './memory-cache.adapter.js';
import { MemoryPubSub, MemoryPubSubHub } from './memory-pub-sub.adapter.js';
import { MemoryRateLimiter } from './memory-rate-limiter.adapter.js';

cacheContract('memory', () => createCacheAdapters({ keyPrefix: 'test:' }));

class Clock {
  ms = 1_000;
  readonly now = (): number => this.ms;
}

describe('MemoryCacheStore', () => {
  it('evicts the least recently used entry past maxEntries', async () => {
    const cache = new MemoryCacheStore({ maxEntries: 3 });
    await cache.set('a', 1);
    await cache.set('b', 2);
    await cache.set('c', 3);
    await cache.get('a');
    await cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('d')).toBe(4);
    cache.close();
  });

  it('sweeps expired entries nobody reads', async () => {
    const clock = new Clock();
    const cache = new MemoryCacheStore({ now: clock.now });
    await cache.set('short', 1, 100);
    await cache.set('long', 2, 10_000);
    await cache.set('forever', 3);
    clock.ms += 101;
    cache.sweep();
    expect(cache.size).toBe(2);
    expect(await cache.get('long')).toBe(2);
    cache.close();
  });

  it('expires exactly at the TTL', async () => {
    const clock = new Clock();
    const cache = new MemoryCacheStore({ now: clock.now });
    await cache.set('k', 'v', 50);
    clock.ms += 49;
    expect(await cache.get('k')).toBe('v');
    clock.ms += 1;
    expect(await cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.close();
  });

  it('runs the periodic sweep on an unref’d timer', async () => {
    const clock = new Clock();
    const cache = new MemoryCacheStore({ now: clock.now, sweepIntervalMs: 10 });
    await cache.set('k', 'v', 5);
    clock.ms += 10;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.size).toBe(0);
    cache.close();
  });
});

describe('MemoryRateLimiter', () => {
  it('computes retryAfterMs from the oldest hit still in the window', async () => {
    const clock = new Clock();
    const limiter = new MemoryRateLimiter({ now: clock.now });
    await limiter.hit('k', 2, 1_000);
    clock.ms += 400;
    await limiter.hit('k', 2, 1_000);
    clock.ms += 100;
    expect(await limiter.hit('k', 2, 1_000)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 500 });
    clock.ms += 500;
    expect(await limiter.hit('k', 2, 1_000)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    expect(await limiter.check('k', 2, 1_000)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 400 });
    limiter.close();
  });

  it('forgets idle keys on sweep', async () => {
    const clock = new Clock();
    const limiter = new MemoryRateLimiter({ now: clock.now });
    await limiter.hit('idle', 5, 1_000);
    await limiter.hit('busy', 5, 10_000);
    clock.ms += 1_000;
    limiter.sweep();
    expect(limiter.size).toBe(1);
    limiter.close();
  });
});

describe('MemoryPubSub', () => {
  it('shares the process-wide hub by default, as services share one Redis', async () => {
    const notifications = new MemoryPubSub({ channelPrefix: 'sokoni:' });
    const gateway = new MemoryPubSub({ channelPrefix: 'sokoni:' });
    const got: string[] = [];
    await gateway.subscribe('user:42', (m) => void got.push(m));
    await notifications.publish('user:42', 'order shipped');
    await new Promise((resolve) => setImmediate(resolve));
    expect(got).toEqual(['order shipped']);
    await gateway.close();
    await notifications.publish('user:42', 'after close');
    await new Promise((resolve) => setImmediate(resolve));
    expect(got).toEqual(['order shipped']);
  });

  it('keeps separate hubs and channel prefixes apart', async () => {
    const hub = new MemoryPubSubHub();
    const got: string[] = [];
    await new MemoryPubSub({ hub }).subscribe('c', (m) => void got.push(m));
    await new MemoryPubSub().publish('c', 'other hub');
    await new MemoryPubSub({ hub, channelPrefix: 'x:' }).publish('c', 'other prefix');
    await new MemoryPubSub({ hub }).publish('c', 'same');
    await new Promise((resolve) => setImmediate(resolve));
    expect(got).toEqual(['same']);
  });

  it('reports listener failures to onError', async () => {
    const errors: string[] = [];
    const pubsub = new MemoryPubSub({
      hub: new MemoryPubSubHub(),
      onError: (_e, context) => errors.push(context),
    });
    await pubsub.subscribe('boom', () => {
      throw new Error('bug');
    });
    await pubsub.publish('boom', 'x');
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toEqual(['pub/sub listener on "boom" failed']);
  });
});
