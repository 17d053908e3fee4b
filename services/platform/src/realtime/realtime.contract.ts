import { jest } from '@jest/globals';
import type { RealtimeEvent } from './realtime.port.js';
import type { RealtimeFanoutAdapter } from './realtime.factory.js';

/** Makes a fan-out; calls share the backing store (same Redis, same BroadcastChannel), as replicas do. */
export type RealtimeFactory = () => RealtimeFanoutAdapter | Promise<RealtimeFanoutAdapter>;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(assertion: () => void, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(10);
    }
  }
}

let sequence = 0;
const user = (): string => `u-${process.pid}-${Date.now().toString(36)}-${++sequence}`;
const event = (id: string, data: unknown = { n: id }): RealtimeEvent => ({ id, kind: 'notification', data });

/**
 * The behaviour both RealtimeFanout adapters must show: memory-realtime.spec.ts (in-process) and
 * test/realtime/redis-realtime.int-spec.ts (real Redis).
 */
export function realtimeContract(name: string, factory: RealtimeFactory): void {
  describe(`realtime fan-out contract: ${name}`, () => {
    let fanout: RealtimeFanoutAdapter;
    beforeAll(async () => {
      fanout = await factory();
    });
    afterAll(async () => {
      await fanout?.close();
    });

    it('delivers a user’s events, in order, as JSON copies, to every one of that user’s subscribers', async () => {
      const u = user();
      const a: RealtimeEvent[] = [];
      const b: RealtimeEvent[] = [];
      const offA = await fanout.subscribe(u, (e) => void a.push(e));
      const offB = await fanout.subscribe(u, (e) => void b.push(e));
      const at = new Date('2026-01-02T03:04:05.000Z');
      await fanout.publish(u, { id: '1', kind: 'unread_count', data: { count: 3, at } });
      await fanout.publish(u, event('2'));
      await fanout.publish(u, event('3'));
      const expected = [
        { id: '1', kind: 'unread_count', data: { count: 3, at: at.toISOString() } },
        event('2'),
        event('3'),
      ];
      await eventually(() => {
        expect(a).toEqual(expected);
        expect(b).toEqual(expected);
      });
      await offA();
      await offB();
    });

    it('never delivers one user’s events to another user', async () => {
      const mine = user();
      const got: RealtimeEvent[] = [];
      const off = await fanout.subscribe(mine, (e) => void got.push(e));
      await fanout.publish(user(), event('theirs'));
      await fanout.publish(mine, event('mine'));
      await eventually(() => expect(got.map((e) => e.id)).toEqual(['mine']));
      await sleep(50);
      expect(got.map((e) => e.id)).toEqual(['mine']);
      await off();
    });

    it('stops delivering to a subscriber once it unsubscribes, and only to that one', async () => {
      const u = user();
      const gone: string[] = [];
      const stays: string[] = [];
      const off = await fanout.subscribe(u, (e) => void gone.push(e.id));
      const offStays = await fanout.subscribe(u, (e) => void stays.push(e.id));
      expect(fanout.subscribedUsers).toBeGreaterThanOrEqual(1);
      await off();
      await off();
      await fanout.publish(u, event('after'));
      await eventually(() => expect(stays).toEqual(['after']));
      expect(gone).toEqual([]);
      await offStays();
    });

    it('keeps no per-user state once the last subscriber of a user left, and can subscribe again', async () => {
      const before = fanout.subscribedUsers;
      const u = user();
      const offs = await Promise.all([1, 2, 3].map(() => fanout.subscribe(u, () => undefined)));
      expect(fanout.subscribedUsers).toBe(before + 1);
      await Promise.all(offs.map((off) => off()));
      expect(fanout.subscribedUsers).toBe(before);
      const got: string[] = [];
      const off = await fanout.subscribe(u, (e) => void got.push(e.id));
      await fanout.publish(u, event('back'));
      await eventually(() => expect(got).toEqual(['back']));
      await off();
    });

    it('reaches subscribers of another instance (another replica or thread) exactly once', async () => {
      const other = await factory();
      try {
        const u = user();
        const there: string[] = [];
        const here: string[] = [];
        const offThere = await other.subscribe(u, (e) => void there.push(e.id));
        const offHere = await fanout.subscribe(u, (e) => void here.push(e.id));
        await fanout.publish(u, event('from-here'));
        await other.publish(u, event('from-there'));
        await eventually(() => {
          // Order is kept per publisher; two publishers' events may interleave either way.
          expect([...there].sort()).toEqual(['from-here', 'from-there']);
          expect([...here].sort()).toEqual(['from-here', 'from-there']);
        });
        await sleep(50);
        expect(here).toHaveLength(2);
        await offThere();
        await offHere();
      } finally {
        await other.close();
      }
    });

    it('isolates a failing subscriber from the others and from the publisher', async () => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const u = user();
        const got: string[] = [];
        const offThrow = await fanout.subscribe(u, () => {
          throw new Error('listener bug');
        });
        const offOk = await fanout.subscribe(u, (e) => void got.push(e.id));
        await expect(fanout.publish(u, event('still'))).resolves.toBeUndefined();
        await eventually(() => expect(got).toEqual(['still']));
        await Promise.all([offThrow(), offOk()]);
      } finally {
        errors.mockRestore();
      }
    });

    it('refuses a user id that could address other channels, and an event without id or kind', async () => {
      await expect(fanout.publish('*', event('x'))).rejects.toThrow(TypeError);
      await expect(fanout.subscribe('a:b', () => undefined)).rejects.toThrow(TypeError);
      await expect(fanout.publish(user(), { id: '', kind: 'k', data: null })).rejects.toThrow(TypeError);
      await expect(fanout.publish(user(), { id: '1', kind: '', data: null })).rejects.toThrow(TypeError);
    });

    it('publishes to a user nobody listens to', async () => {
      await expect(fanout.publish(user(), event('nobody'))).resolves.toBeUndefined();
    });

    it('close() stops delivery, refuses further use and may be called twice', async () => {
      const spare = await factory();
      const u = user();
      const got: string[] = [];
      await spare.subscribe(u, (e) => void got.push(e.id));
      await spare.close();
      await spare.close();
      await fanout.publish(u, event('after-close'));
      await sleep(100);
      expect(got).toEqual([]);
      await expect(spare.publish(u, event('x'))).rejects.toThrow(/closed/);
    });
  });
}
