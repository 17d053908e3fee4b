import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { optimisticWrite } from './server-cart';

const key = ['cart', 'cart', 'u1'] as const;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A cache holding `value`, as the cart screens' query leaves it. */
function cacheWith(value: number[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(key, value);
  return { client };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('optimistic writes to the cached cart', () => {
  it('shows the change at once, then the server’s answer, which needs no second read', async () => {
    const { client } = cacheWith([1, 2]);
    const answer = deferred<number[]>();
    const write = optimisticWrite<number[]>(
      client,
      key,
      () => answer.promise,
      (c) => [...c, 3],
    );
    await settle();
    expect(client.getQueryData(key)).toEqual([1, 2, 3]);
    answer.resolve([1, 2, 3, 4]);
    await expect(write).resolves.toEqual([1, 2, 3, 4]);
    expect(client.getQueryData(key)).toEqual([1, 2, 3, 4]);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('a refusal puts back what was shown before, rethrows, and reads the cart again', async () => {
    const { client } = cacheWith([1, 2]);
    const answer = deferred<number[]>();
    const write = optimisticWrite<number[]>(
      client,
      key,
      () => answer.promise,
      () => [],
    );
    await settle();
    expect(client.getQueryData(key)).toEqual([]);
    answer.reject(new Error('422 below MOQ'));
    await expect(write).rejects.toThrow('422 below MOQ');
    // Rolled back at once…
    expect(client.getQueryData(key)).toEqual([1, 2]);
    // …and marked stale, so the screens showing it read the server's truth.
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('overlapping writes: an earlier answer does not overwrite a later change; the cart is read again', async () => {
    const { client } = cacheWith([0]);
    const first = deferred<number[]>();
    const second = deferred<number[]>();
    const a = optimisticWrite<number[]>(
      client,
      key,
      () => first.promise,
      (c) => [...c, 1],
    );
    await settle();
    const b = optimisticWrite<number[]>(
      client,
      key,
      () => second.promise,
      (c) => [...c, 2],
    );
    await settle();
    expect(client.getQueryData(key)).toEqual([0, 1, 2]);
    first.resolve([0, 1]);
    await a;
    // B's change is still shown: A's answer (which did not see it) is not applied.
    expect(client.getQueryData(key)).toEqual([0, 1, 2]);
    second.resolve([0, 1, 2]);
    await b;
    expect(client.getQueryData(key)).toEqual([0, 1, 2]);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
