import {
  MemoryRealtimeFanout,
  RedisRealtimeFanout,
  type RealtimeEvent,
  type RealtimeFanout,
} from '@sokoni/platform/realtime';
import type { TestDatabase } from '@sokoni/platform/testing';
import { RealtimePusher } from '../src/inbox/realtime-pusher.js';
import { bell } from './inbox-fixtures.js';
import {
  eventually,
  freshDatabase,
  startNotifications,
  type NotificationsHarness,
} from './notifications-harness.js';
import { anOrder, tradeBus } from './trade-fixtures.js';

const db: TestDatabase | null = await freshDatabase('notifications realtime push');
const redisUrl = process.env.REDIS_URL;
if (db && !redisUrl) console.warn('SKIP notifications realtime push over Redis: REDIS_URL is not set');

/**
 * The fan-out notifications makes for itself from its settings reaches a gateway's subscriber: in
 * process (the standalone run, another instance on the same channel) and across replicas (Redis).
 */
describe.each([
  ['in process', {}, () => new MemoryRealtimeFanout(), true],
  [
    'over Redis',
    { REDIS_URL: redisUrl ?? '' },
    () => new RedisRealtimeFanout({ redisUrl: redisUrl! }),
    !!redisUrl,
  ],
] as const)('notifications: realtime push %s', (_how, env, gateway: () => RealtimeFanout, enabled) => {
  const suite = db && enabled ? it : it.skip;
  let h: NotificationsHarness;
  let subscriber: RealtimeFanout;

  beforeAll(async () => {
    if (!db || !enabled) return;
    h = await startNotifications(db, env);
    subscriber = gateway();
  });
  afterAll(async () => {
    await subscriber?.close();
    await h?.stop();
  });

  suite('pushes a new notification with the unread count, then the read receipt', async () => {
    const bus = tradeBus(h);
    const buyer = await bus.register('en');
    const seller = await bus.register('en');
    const seen: RealtimeEvent[] = [];
    const unsubscribe = await subscriber.subscribe(buyer.userId, (e) => seen.push(e));
    const order = anOrder(buyer, seller);
    await bus.publish(
      'trade.order.status_changed.v1',
      { order, action: 'deliver', fromStatus: 'shipped', actorRole: 'seller' },
      { key: order.orderId },
    );
    const [pushed] = await eventually(() => (seen.length ? seen : null), 5000);
    expect(pushed).toMatchObject({
      kind: 'notification',
      data: { kind: 'order-delivered', link: `/orders/${order.orderId}`, unreadCount: 1 },
    });
    expect((pushed!.data as { id: string }).id).toBe(pushed!.id);

    const b = bell(h, await h.token('buyer', { sub: buyer.userId }));
    expect((await b.read(pushed!.id)).status).toBe(200);
    const receipt = await eventually(() => seen.find((e) => e.kind === 'notification.read'), 5000);
    expect(receipt.data).toEqual({ ids: [pushed!.id], unreadCount: 0 });
    expect(receipt.id).toBe(pushed!.id);
    await unsubscribe();
  });

  suite('a kind kept out of the bell still tells open pages, as an uncounted update', async () => {
    const bus = tradeBus(h);
    const buyer = await bus.register('en');
    const seller = await bus.register('en');
    const token = await h.token('buyer', { sub: buyer.userId });
    const put = await h.api('/api/v1/notification-settings', {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topics: [{ topic: 'order_updates', inApp: false }] }),
    });
    expect(put.status).toBe(200);
    const seen: RealtimeEvent[] = [];
    const unsubscribe = await subscriber.subscribe(buyer.userId, (e) => seen.push(e));
    const order = anOrder(buyer, seller);
    await bus.publish(
      'trade.order.status_changed.v1',
      { order, action: 'deliver', fromStatus: 'shipped', actorRole: 'seller' },
      { key: order.orderId },
    );
    const update = await eventually(() => seen.find((e) => e.kind === 'update'), 5000);
    expect(update.data).toEqual({ kind: 'order-delivered', link: `/orders/${order.orderId}` });
    // Nothing for the bell: no notification pushed, none listed, nothing unread.
    await h.app.get(RealtimePusher).drain();
    expect(seen.filter((e) => e.kind === 'notification')).toEqual([]);
    const b = bell(h, token);
    expect(await b.unread()).toBe(0);
    await unsubscribe();
  });
});

afterAll(async () => {
  await db?.drop();
});
