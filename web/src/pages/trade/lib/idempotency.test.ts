import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/problem';
import {
  ActionKeys,
  AttemptKeys,
  fingerprint,
  keepsKey,
  newIdempotencyKey,
  sendIdempotent,
  type KeyStore,
} from './idempotency';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const problem = (status: number, code?: string) => new ApiError(status, { status, code });
const memoryStore = (): KeyStore & { value: string | null } => {
  const s = {
    value: null as string | null,
    get: () => s.value,
    set: (v: string) => {
      s.value = v;
    },
    clear: () => {
      s.value = null;
    },
  };
  return s;
};

describe('Idempotency-Key per attempt', () => {
  it('keeps the key across retries of the same submission until the server answers', () => {
    const a = new AttemptKeys(counter());
    const body = { currency: 'KES', items: [{ productId: 'p', quantity: 2 }] };
    expect(a.keyFor(body)).toBe('key-1');
    a.settle(new TypeError('Failed to fetch')); // no answer: the order may exist
    expect(a.keyFor({ items: [{ quantity: 2, productId: 'p' }], currency: 'KES' })).toBe('key-1');
    a.settle(problem(409, 'idempotency.in_flight'));
    expect(a.keyFor(body)).toBe('key-1');
    a.settle(problem(503));
    expect(a.keyFor(body)).toBe('key-1');
    a.settle(); // answered
    expect(a.keyFor(body)).toBe('key-2');
  });

  it('a refusal ends the attempt: fixing the cart and resubmitting is a new one', () => {
    const a = new AttemptKeys(counter());
    expect(a.keyFor({ x: 1 })).toBe('key-1');
    a.settle(problem(409, 'checkout.prices_changed'));
    expect(a.keyFor({ x: 1 })).toBe('key-2');
    a.settle(problem(422, 'checkout.items_unavailable'));
    expect(a.keyFor({ x: 1 })).toBe('key-3');
  });

  it('another body is another attempt (the same key would be refused with 422)', () => {
    const a = new AttemptKeys(counter());
    expect(a.keyFor({ currency: 'KES' })).toBe('key-1');
    a.settle(new TypeError('offline'));
    expect(a.keyFor({ currency: 'UGX' })).toBe('key-2');
  });

  it('survives a reload through its store, and forgets it once answered', () => {
    const store = memoryStore();
    const first = new AttemptKeys(counter(), store);
    expect(first.keyFor({ a: 1 })).toBe('key-1');
    const afterReload = new AttemptKeys(() => 'fresh', store);
    expect(afterReload.keyFor({ a: 1 })).toBe('key-1');
    afterReload.settle();
    expect(store.value).toBeNull();
    expect(afterReload.keyFor({ a: 1 })).toBe('fresh');
  });

  it('only an unknown outcome keeps the key', () => {
    expect(keepsKey(new TypeError('Failed to fetch'))).toBe(true);
    expect(keepsKey(problem(409, 'idempotency.in_flight'))).toBe(true);
    expect(keepsKey(problem(502))).toBe(true);
    expect(keepsKey(problem(504))).toBe(true);
    expect(keepsKey(problem(409, 'checkout.fx_lock_expired'))).toBe(false);
    expect(keepsKey(problem(500))).toBe(false);
    expect(keepsKey(problem(400))).toBe(false);
  });

  it('sendIdempotent retries an in-flight key with the same key, then starts afresh after the answer', async () => {
    const a = new AttemptKeys(counter());
    const seen: string[] = [];
    const send = vi.fn((key: string) => {
      seen.push(key);
      if (seen.length < 3) return Promise.reject(problem(409, 'idempotency.in_flight'));
      return Promise.resolve({ id: 'order' });
    });
    await expect(sendIdempotent(a, { b: 1 }, send, { waitMs: 0 })).resolves.toEqual({ id: 'order' });
    expect(seen).toEqual(['key-1', 'key-1', 'key-1']);
    await sendIdempotent(a, { b: 1 }, (key) => Promise.resolve(seen.push(key)), { waitMs: 0 });
    expect(seen.at(-1)).toBe('key-2');
  });

  it('sendIdempotent keeps the key after a network failure so the retry replays the first answer', async () => {
    const a = new AttemptKeys(counter());
    await expect(
      sendIdempotent(a, { b: 1 }, () => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow('Failed to fetch');
    let used = '';
    await sendIdempotent(a, { b: 1 }, (key) => {
      used = key;
      return Promise.resolve();
    });
    expect(used).toBe('key-1');
  });

  it('gives each user action its own attempts', async () => {
    const keys = new ActionKeys(counter());
    const used: string[] = [];
    await keys.send('accept:o1', {}, (k) => Promise.resolve(used.push(k)));
    await keys.send('accept:o2', {}, (k) => Promise.resolve(used.push(k)));
    await keys.send('accept:o1', {}, (k) => Promise.resolve(used.push(k)));
    expect(used).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('fingerprints ignore key order but not values; keys are UUIDs', () => {
    expect(fingerprint({ a: 1, b: { c: 2, d: 3 } })).toBe(fingerprint({ b: { d: 3, c: 2 }, a: 1 }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
