import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { REALTIME_FANOUT, RedisRealtimeFanout, type RealtimeFanoutAdapter } from '@sokoni/platform/realtime';
import { startTestIssuer, type TestIssuer } from '@sokoni/platform/testing';
import { FakeNotifications, nextId, openSse, startGatewayFor } from './sse.harness.js';

// Redis real, as in the cache suites: REDIS_URL, else the local default.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two gateway replicas on one Redis: a publish from anywhere reaches the streams on both. */
describe('notification stream across gateway replicas (Redis fan-out)', () => {
  let issuer: TestIssuer;
  const notifications = new FakeNotifications();
  const gateways: { app: INestApplication; base: string }[] = [];
  let publisher: RedisRealtimeFanout;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const upstream = await notifications.start();
    for (let i = 0; i < 2; i += 1)
      gateways.push(
        await startGatewayFor({
          JWKS_URL: issuer.jwksUrl,
          IDENTITY_URL: upstream,
          NOTIFICATIONS_URL: upstream,
          REDIS_URL: redisUrl,
          STREAM_HEARTBEAT_MS: '200',
        }),
      );
    publisher = new RedisRealtimeFanout({ redisUrl });
  });

  afterAll(async () => {
    for (const g of gateways) await g.app.close();
    await publisher?.close();
    await notifications.close();
    await issuer?.close();
  });

  it('uses the Redis adapter when REDIS_URL is set', () => {
    expect(gateways[0]!.app.get(REALTIME_FANOUT)).toBeInstanceOf(RedisRealtimeFanout);
  });

  it('delivers an event to the user’s streams on both replicas, once each, with heartbeats', async () => {
    const userId = randomUUID();
    const token = await issuer.sign({ sub: userId, role: 'seller' });
    const clients = await Promise.all(
      gateways.map((g) =>
        openSse(`${g.base}/api/v1/notifications/stream`, { authorization: `Bearer ${token}` }),
      ),
    );
    try {
      const id = nextId();
      await publisher.publish(userId, { id, kind: 'notification', data: { title: 'Quote accepted' } });
      for (const client of clients) {
        expect(await client.waitFor(1)).toEqual([
          { id, event: 'notification', data: { title: 'Quote accepted' } },
        ]);
      }
      await new Promise((r) => setTimeout(r, 450));
      for (const client of clients) {
        expect(client.events).toHaveLength(1);
        expect(client.raw()).toContain('\n: hb\n\n');
      }
    } finally {
      for (const client of clients) client.close();
    }
    await new Promise((r) => setTimeout(r, 100));
    for (const g of gateways)
      expect(g.app.get<RealtimeFanoutAdapter>(REALTIME_FANOUT).subscribedUsers).toBe(0);
  });

  it('tells open streams to resync when the replica’s Redis subscriber connection came back', async () => {
    const token = await issuer.sign({ sub: randomUUID(), role: 'buyer' });
    const client = await openSse(`${gateways[0]!.base}/api/v1/notifications/stream`, {
      authorization: `Bearer ${token}`,
    });
    const admin = new Redis(redisUrl);
    try {
      // This process's realtime subscriber connections: both replicas' (the test's publisher has none).
      const list = (await admin.client('LIST')) as string;
      const ids = list
        .split('\n')
        .filter((line) => line.includes(`name=sokoni-realtime-subscriber-${process.pid} `))
        .map((line) => /id=(\d+)/.exec(line)![1]!);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) await admin.client('KILL', 'ID', id);
      expect(await client.waitFor(1, 5_000)).toEqual([{ event: 'resync', data: {} }]);
    } finally {
      admin.disconnect();
      client.close();
    }
  });

  it('redeems a ticket issued by one replica on the other, once', async () => {
    const token = await issuer.sign({ sub: randomUUID(), role: 'buyer' });
    const issued = await fetch(`${gateways[0]!.base}/api/v1/notifications/stream/tickets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const { ticket } = (await issued.json()) as { ticket: string };
    const client = await openSse(`${gateways[1]!.base}/api/v1/notifications/stream?ticket=${ticket}`);
    try {
      expect(client.status).toBe(200);
      const again = await fetch(`${gateways[0]!.base}/api/v1/notifications/stream?ticket=${ticket}`);
      expect(again.status).toBe(401);
    } finally {
      client.close();
    }
  });
});
