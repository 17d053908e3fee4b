import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { RealtimePusher } from '../src/index.js';
import { bell, RecordingFanout } from './inbox-fixtures.js';
import {
  eventually,
  freshDatabase,
  startNotifications,
  type NotificationsHarness,
} from './notifications-harness.js';
import { anOrder, plain, tradeBus, type User } from './trade-fixtures.js';

const db: TestDatabase | null = await freshDatabase('notifications in-app inbox');
const suite = db ? describe : describe.skip;

/**
 * The bell: trade's events become one notification per recipient, in the recipient's language,
 * pushed after the commit; each user reads and marks only their own.
 */
suite('notifications: in-app inbox', () => {
  let h: NotificationsHarness;
  let bus: ReturnType<typeof tradeBus>;
  const fanout = new RecordingFanout();

  beforeAll(async () => {
    h = await startNotifications(db!, {}, { realtime: fanout });
    bus = tradeBus(h);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const bellOf = async (u: User) => bell(h, await h.token('both', { sub: u.userId }));
  const shipped = (order: ReturnType<typeof anOrder>, id?: string) =>
    bus.publish(
      'trade.order.status_changed.v1',
      {
        order,
        action: 'ship',
        fromStatus: 'accepted',
        actorRole: 'seller',
        carrier: 'DHL',
        trackingNumber: 'T-1',
      },
      { key: order.orderId, id },
    );
  const rows = async (userId: string) =>
    (await h.sql.query('select * from notifications.in_app_notifications where user_id = $1', [userId])).rows;

  it('stores one notification per event and recipient, in the contact’s language, and pushes it once', async () => {
    const buyer = await bus.register('fr');
    const seller = await bus.register('en');
    const order = anOrder(buyer, seller, { buyerLocale: 'en' });
    const eventId = await shipped(order);
    await shipped(order, eventId); // redelivery

    const stored = await rows(buyer.userId);
    expect(stored).toHaveLength(1);
    // The contact says French; the event's hint (en) only counts for someone without a contact.
    expect(stored[0]).toMatchObject({
      kind: 'order-shipped',
      topic: 'order_updates',
      title: `La commande ${order.reference} a été expédiée`,
      link: `/orders/${order.orderId}`,
      read_at: null,
    });
    expect(await rows(seller.userId)).toHaveLength(0);

    const b = await bellOf(buyer);
    const page = await b.page();
    expect(page.unreadCount).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: stored[0].id,
        kind: 'order-shipped',
        link: `/orders/${order.orderId}`,
        readAt: null,
      }),
    ]);

    await h.app.get(RealtimePusher).drain();
    await eventually(() => fanout.of(buyer.userId, 'notification').length === 1);
    const [pushed] = fanout.of(buyer.userId, 'notification');
    expect(pushed).toMatchObject({ id: stored[0].id, data: { id: stored[0].id, unreadCount: 1 } });
  });

  it('lets nobody else read or mark a notification (404), and reads and counts the owner’s', async () => {
    const buyer = await bus.register('en');
    const seller = await bus.register('sw');
    const other = await bus.register('en');
    const order = anOrder(buyer, seller);
    await bus.publish(
      'trade.order.status_changed.v1',
      { order, action: 'pay', fromStatus: 'pending_payment', actorRole: 'system' },
      { key: order.orderId },
    );
    const [n] = await rows(seller.userId);
    expect(plain(n.title)).toContain(order.reference);
    expect(n.link).toBe(`/seller/orders/${order.orderId}`);

    const intruder = await bellOf(other);
    expect((await intruder.page()).items).toEqual([]);
    const refused = await intruder.read(n.id);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect((await intruder.read('not-a-uuid')).status).toBe(404);
    expect((await intruder.readAll()).status).toBe(200);
    expect((await rows(seller.userId))[0].read_at).toBeNull();
    expect((await h.api('/api/v1/notifications')).status).toBe(401);

    const owner = await bellOf(seller);
    expect(await owner.unread()).toBe(1);
    const read = await owner.read(n.id);
    expect(read.status).toBe(200);
    const body = (await read.json()) as { readAt: string; unreadCount: number };
    expect(body.unreadCount).toBe(0);
    expect(body.readAt).not.toBeNull();
    expect(await owner.unread()).toBe(0);
    // The push follows the commit, after the answer: waited for, not assumed.
    await eventually(() => fanout.of(seller.userId, 'notification.read').length === 1);
    expect(fanout.of(seller.userId, 'notification.read')[0]!.data).toEqual({ ids: [n.id], unreadCount: 0 });
    // Again: nothing changes, and nothing more is pushed (a push would have come by now).
    expect((await owner.read(n.id)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(fanout.of(seller.userId, 'notification.read')).toHaveLength(1);
  });

  it('pages newest first, resumes after an id oldest first, and marks all read', async () => {
    const buyer = await bus.register('en');
    const seller = await bus.register('en');
    const orders = [0, 1, 2, 3, 4].map(() => anOrder(buyer, seller));
    for (const o of orders) await shipped(o);
    const b = await bellOf(buyer);

    const first = await b.page('?limit=2');
    expect(first.unreadCount).toBe(5);
    expect(first.items.map((i) => i.link)).toEqual([
      `/orders/${orders[4]!.orderId}`,
      `/orders/${orders[3]!.orderId}`,
    ]);
    const second = await b.page(`?limit=2&before=${first.nextBefore}`);
    expect(second.items.map((i) => i.link)).toEqual([
      `/orders/${orders[2]!.orderId}`,
      `/orders/${orders[1]!.orderId}`,
    ]);
    const last = await b.page(`?limit=2&before=${second.nextBefore}`);
    expect(last.items).toHaveLength(1);
    expect(last.nextBefore).toBeNull();

    const resumed = await b.page(`?after=${second.items[1]!.id}`);
    expect(resumed.items.map((i) => i.link)).toEqual(orders.slice(2).map((o) => `/orders/${o.orderId}`));
    expect(resumed.nextBefore).toBeUndefined();

    const bad = await h.api(`/api/v1/notifications?after=x&before=${uuidv7()}`, {
      token: await h.token('buyer', { sub: buyer.userId }),
      headers: { 'accept-language': 'fr' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('identifiant d’une notification');

    const all = await b.readAll();
    expect(await all.json()).toEqual({ marked: 5, unreadCount: 0 });
    expect(await b.unread()).toBe(0);
    const pushed = await eventually(() =>
      fanout.of(buyer.userId, 'notification.read').find((e) => (e.data as { ids: unknown }).ids === 'all'),
    );
    expect(pushed.data).toEqual({ ids: 'all', unreadCount: 0 });
    expect(await (await b.readAll()).json()).toEqual({ marked: 0, unreadCount: 0 });
  });

  it('honours the in-app switch per topic; payment notices cannot be switched off', async () => {
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
    const order = anOrder(buyer, seller);
    await shipped(order);
    await bus.publish(
      'trade.order.status_changed.v1',
      { order, action: 'decline', fromStatus: 'paid', actorRole: 'seller', note: 'Out of stock' },
      { key: order.orderId },
    );
    expect((await rows(buyer.userId)).map((r) => r.kind)).toEqual(['order-refunded']);
  });
});
