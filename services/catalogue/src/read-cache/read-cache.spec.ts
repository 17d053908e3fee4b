import { ReadCache } from './read-cache.js';

describe('ReadCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 0));

  it('serves one load to every caller within the TTL, and loads again after it', async () => {
    const cache = new ReadCache<number>(1000, 10, now);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('k', load)).toBe(1);
    clock = 999;
    expect(await cache.get('k', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('counts the TTL from when the load began, not when it ended', async () => {
    const cache = new ReadCache<string>(1000, 10, now);
    let finish!: (v: string) => void;
    const first = cache.get('k', () => new Promise((r) => (finish = r)));
    clock = 900;
    finish('old');
    expect(await first).toBe('old');
    clock = 1000;
    expect(await cache.get('k', () => Promise.resolve('new'))).toBe('new');
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new ReadCache<number>(1000, 10, now);
    let loads = 0;
    const load = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    const all = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(all).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache<number>(1000, 10, now);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', () => Promise.resolve(7))).toBe(7);
  });

  it('after invalidate(), loads anew, and a load begun before it is not served afterwards', async () => {
    const cache = new ReadCache<string>(1000, 10, now);
    expect(await cache.get('k', () => Promise.resolve('a'))).toBe('a');
    let finish!: (v: string) => void;
    const during = cache.get('j', () => new Promise((r) => (finish = r)));
    cache.invalidate();
    finish('read before the change');
    expect(await during).toBe('read before the change'); // its own caller still gets it
    expect(await cache.get('k', () => Promise.resolve('b'))).toBe('b');
    expect(await cache.get('j', () => Promise.resolve('after'))).toBe('after');
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const cache = new ReadCache<string>(1000, 2, now);
    await cache.get('a', () => Promise.resolve('a1'));
    await cache.get('b', () => Promise.resolve('b1'));
    await cache.get('a', () => Promise.resolve('a2')); // a is now the most recent
    await cache.get('c', () => Promise.resolve('c1')); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => Promise.resolve('a3'))).toBe('a1');
    expect(await cache.get('b', () => Promise.resolve('b2'))).toBe('b2');
  });

  it('with a TTL of 0, never keeps anything', async () => {
    const cache = new ReadCache<number>(0, 10, now);
    let loads = 0;
    await cache.get('k', () => Promise.resolve(++loads));
    await cache.get('k', () => Promise.resolve(++loads));
    expect([loads, cache.size]).toEqual([2, 0]);
  });
});
