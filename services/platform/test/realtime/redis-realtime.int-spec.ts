import { Redis } from 'ioredis';
import { RedisRealtimeFanout } from '../../src/realtime/redis-realtime.adapter.js';
import { realtimeContract } from '../../src/realtime/realtime.contract.js';
import type { RealtimeEvent } from '../../src/realtime/realtime.port.js';

// A real Redis: REDIS_URL, else the local default (the CI services provide one).
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const channelPrefix = `sokoni:rt:test:${process.pid}:`;

realtimeContract('redis', () => new RedisRealtimeFanout({ redisUrl, channelPrefix }));

describe('RedisRealtimeFanout on the wire', () => {
  it('publishes on the agreed channel sokoni:rt:user:<userId> by default', async () => {
    const fanout = new RedisRealtimeFanout({ redisUrl });
    const spy = new Redis(redisUrl);
    try {
      const userId = `wire-${process.pid}-${Date.now()}`;
      const got: [string, string][] = [];
      spy.on('message', (channel: string, message: string) => got.push([channel, message]));
      await spy.subscribe(`sokoni:rt:user:${userId}`);
      await fanout.publish(userId, { id: '1', kind: 'notification', data: { a: 1 } });
      const deadline = Date.now() + 2_000;
      while (got.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(got).toEqual([
        [`sokoni:rt:user:${userId}`, JSON.stringify({ id: '1', kind: 'notification', data: { a: 1 } })],
      ]);
    } finally {
      spy.disconnect();
      await fanout.close();
    }
  });

  it('shares one subscriber connection for all users, subscribes again after a reconnect and reports it', async () => {
    let reconnects = 0;
    const fanout = new RedisRealtimeFanout({ redisUrl, channelPrefix, onReconnect: () => (reconnects += 1) });
    const admin = new Redis(redisUrl);
    try {
      const users = ['r1', 'r2', 'r3'].map((u) => `${u}-${Date.now()}`);
      const got: RealtimeEvent[] = [];
      for (const u of users) await fanout.subscribe(u, (e) => void got.push(e));
      const clients = (await admin.client('LIST')) as string;
      const subscribers = clients
        .split('\n')
        .filter((line) => line.includes(`name=sokoni-realtime-subscriber-${process.pid} `));
      const mine = subscribers.filter((line) => /sub=3\b/.test(line));
      expect(mine).toHaveLength(1);
      const id = /id=(\d+)/.exec(mine[0]!)![1]!;
      await admin.client('KILL', 'ID', id);
      // ioredis reconnects; the channels must be live again without anyone subscribing anew.
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline && got.length === 0) {
        await fanout.publish(users[1]!, { id: 'after-reconnect', kind: 'notification', data: null });
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(got[0]).toEqual({ id: 'after-reconnect', kind: 'notification', data: null });
      // Told once, so stream holders can have their clients catch up on what the gap lost.
      expect(reconnects).toBe(1);
    } finally {
      admin.disconnect();
      await fanout.close();
    }
  });
});
