import { jest } from '@jest/globals';
import { type CacheAdaptersFactory, eventually, type Subject, unique } from './cache-contract.helpers.js';

/** Part of cacheContract: fan-out to every current subscriber, never to the publisher's detriment. */
export function pubSubContract(adapters: Subject, factory: CacheAdaptersFactory): void {
  describe('PubSub', () => {
    it('delivers every message, in order, to every subscriber with its channel name', async () => {
      const channel = unique('fanout');
      const a: string[] = [];
      const b: [string, string][] = [];
      const offA = await adapters().pubsub.subscribe(channel, (m) => void a.push(m));
      const offB = await adapters().pubsub.subscribe(channel, (m, c) => void b.push([m, c]));
      for (const m of ['one', 'two', 'three']) await adapters().pubsub.publish(channel, m);
      await eventually(() => {
        expect(a).toEqual(['one', 'two', 'three']);
        expect(b).toEqual([
          ['one', channel],
          ['two', channel],
          ['three', channel],
        ]);
      });
      await offA();
      await offB();
    });

    it('keeps channels apart', async () => {
      const mine = unique('mine');
      const got: string[] = [];
      const off = await adapters().pubsub.subscribe(mine, (m) => void got.push(m));
      await adapters().pubsub.publish(unique('theirs'), 'not for me');
      await adapters().pubsub.publish(mine, 'for me');
      await eventually(() => expect(got).toEqual(['for me']));
      await off();
    });

    it('stops delivering to a listener once it unsubscribes, and only to that one', async () => {
      const channel = unique('unsubscribe');
      const gone: string[] = [];
      const stays: string[] = [];
      const off = await adapters().pubsub.subscribe(channel, (m) => void gone.push(m));
      const offStays = await adapters().pubsub.subscribe(channel, (m) => void stays.push(m));
      await off();
      await off();
      await adapters().pubsub.publish(channel, 'after');
      await eventually(() => expect(stays).toEqual(['after']));
      expect(gone).toEqual([]);
      await offStays();
    });

    it('subscribes again after every listener left', async () => {
      const channel = unique('resubscribe');
      await (
        await adapters().pubsub.subscribe(channel, () => undefined)
      )();
      const got: string[] = [];
      const off = await adapters().pubsub.subscribe(channel, (m) => void got.push(m));
      await adapters().pubsub.publish(channel, 'back');
      await eventually(() => expect(got).toEqual(['back']));
      await off();
    });

    it('reaches subscribers of another instance on the same backing store', async () => {
      const other = await factory();
      try {
        const channel = unique('cross-instance');
        const got: string[] = [];
        const off = await other.pubsub.subscribe(channel, (m) => void got.push(m));
        await adapters().pubsub.publish(channel, 'to everyone');
        await eventually(() => expect(got).toEqual(['to everyone']));
        await off();
      } finally {
        await other.close();
      }
    });

    it('isolates a failing listener from the others and from the publisher', async () => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const channel = unique('failing');
        const got: string[] = [];
        const offThrow = await adapters().pubsub.subscribe(channel, () => {
          throw new Error('listener bug');
        });
        const offReject = await adapters().pubsub.subscribe(channel, () =>
          Promise.reject(new Error('async listener bug')),
        );
        const offOk = await adapters().pubsub.subscribe(channel, (m) => void got.push(m));
        await adapters().pubsub.publish(channel, 'still delivered');
        await eventually(() => expect(got).toEqual(['still delivered']));
        await Promise.all([offThrow(), offReject(), offOk()]);
      } finally {
        errors.mockRestore();
      }
    });

    it('publishes to a channel nobody listens to', async () => {
      await expect(adapters().pubsub.publish(unique('nobody'), 'hello?')).resolves.toBeUndefined();
    });
  });
}
