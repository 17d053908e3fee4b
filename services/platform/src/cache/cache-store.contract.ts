import { sleep, type Subject, unique } from './cache-contract.helpers.js';

/** Part of cacheContract: JSON values with TTLs. */
export function cacheStoreContract(adapters: Subject): void {
  describe('CacheStore', () => {
    it('misses on a key never set', async () => {
      expect(await adapters().cache.get(unique('missing'))).toBeUndefined();
    });

    it('round-trips JSON values, returning copies', async () => {
      const key = unique('json');
      const value = {
        name: 'Kente cloth',
        price: { amount: 125_000, currency: 'GHS' },
        tags: ['ñ', '漢', '🧵'],
        ok: true,
        none: null,
      };
      await adapters().cache.set(key, value);
      const read = await adapters().cache.get<typeof value>(key);
      expect(read).toEqual(value);
      expect(read).not.toBe(value);
      for (const scalar of [0, false, null, '', 'text', [1, 'two']]) {
        await adapters().cache.set(key, scalar);
        expect(await adapters().cache.get(key)).toEqual(scalar);
      }
      await adapters().cache.set(key, { at: new Date('2026-01-02T03:04:05.000Z'), gone: undefined });
      expect(await adapters().cache.get(key)).toEqual({ at: '2026-01-02T03:04:05.000Z' });
    });

    it('expires a value after its TTL', async () => {
      const key = unique('ttl');
      await adapters().cache.set(key, 'soon gone', 100);
      expect(await adapters().cache.get(key)).toBe('soon gone');
      await sleep(200);
      expect(await adapters().cache.get(key)).toBeUndefined();
    });

    it('replaces value and TTL on a second set', async () => {
      const key = unique('overwrite');
      await adapters().cache.set(key, 1, 100);
      await adapters().cache.set(key, 2);
      await sleep(200);
      expect(await adapters().cache.get(key)).toBe(2);
    });

    it('deletes, and deleting a missing key is a no-op', async () => {
      const key = unique('delete');
      const other = unique('keep');
      await adapters().cache.set(key, 'x');
      await adapters().cache.set(other, 'y');
      await adapters().cache.delete(key);
      await adapters().cache.delete(unique('never-set'));
      expect(await adapters().cache.get(key)).toBeUndefined();
      expect(await adapters().cache.get(other)).toBe('y');
    });

    it('refuses values without a JSON form and non-positive TTLs', async () => {
      await expect(adapters().cache.set(unique('undef'), undefined)).rejects.toThrow(TypeError);
      await expect(adapters().cache.set(unique('ttl0'), 1, 0)).rejects.toThrow(RangeError);
      await expect(adapters().cache.set(unique('ttlNaN'), 1, Number.NaN)).rejects.toThrow(RangeError);
    });
  });
}
