import type { TestDatabase } from '@sokoni/platform/testing';
import { SmsQueue } from '../src/index.js';
import { RecordingFanout } from './inbox-fixtures.js';
import { freshDatabase, startNotifications, type NotificationsHarness } from './notifications-harness.js';
import { anOrder, tradeBus, type User } from './trade-fixtures.js';

const db: TestDatabase | null = await freshDatabase('notifications text messages');
const suite = db ? describe : describe.skip;

/** Text messages: opt-in per topic, to a verified number only, once per event, seen by staff. */
suite('notifications: text messages', () => {
  let h: NotificationsHarness;
  let bus: ReturnType<typeof tradeBus>;

  beforeAll(async () => {
    h = await startNotifications(db!, {}, { realtime: new RecordingFanout() });
    bus = tradeBus(h);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

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
  const phone = (u: User, number: string) =>
    h.publish('identity.user.profile_updated.v1', {
      userId: u.userId,
      email: u.email,
      fullName: u.fullName,
      businessName: '',
      phone: number,
      country: 'KE',
      city: 'Nairobi',
      locale: 'en',
    });

  it('sends a text message only to a verified number of a user who switched SMS on for the topic', async () => {
    const buyer = await bus.register('en');
    const seller = await bus.register('en');
    await phone(buyer, '+254712345678');
    const sms = async () =>
      (await h.sql.query('select * from notifications.sms_messages where user_id = $1', [buyer.userId])).rows;
    // Verified, but SMS is off by default.
    await h.sql.query('update notifications.contacts set phone_verified = true where user_id = $1', [
      buyer.userId,
    ]);
    await shipped(anOrder(buyer, seller));
    expect(await sms()).toEqual([]);

    const settings = await h.api('/api/v1/notification-settings', {
      method: 'PUT',
      token: await h.token('buyer', { sub: buyer.userId }),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topics: [{ topic: 'order_updates', sms: true }] }),
    });
    const saved = (await settings.json()) as { topics: { topic: string; sms: boolean }[] };
    expect(saved.topics.find((t) => t.topic === 'order_updates')?.sms).toBe(true);

    const order = anOrder(buyer, seller);
    const id = await shipped(order);
    await shipped(order, id); // redelivery
    const queued = await sms();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ recipient: '+254712345678', channel: 'sms' });
    // The queue was nudged when the SMS was stored: on a busy machine it may be out already.
    expect(['queued', 'sent']).toContain(queued[0].status);
    expect(queued[0].body).toContain(`https://sokoni.test/orders/${order.orderId}`);
    expect(queued[0].body.length).toBeLessThanOrEqual(140);
    await h.app.get(SmsQueue).drain();
    expect((await sms())[0]).toMatchObject({ status: 'sent', transport: 'stored', attempts: 1 });

    // Staff read it in the back office; nobody else does.
    const list = await h.api(
      `/api/v1/admin/sms-messages?filter=${encodeURIComponent(JSON.stringify({ userId: buyer.userId }))}`,
      { token: await h.token('admin') },
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('sms-messages 0-0/1');
    const one = await h.api(`/api/v1/admin/sms-messages/${queued[0].id}`, { token: await h.token('admin') });
    expect(await one.json()).toMatchObject({ id: queued[0].id, to: '+254712345678', status: 'sent' });
    expect(
      (await h.api(`/api/v1/admin/sms-messages/${queued[0].id}`, { token: await h.token('buyer') })).status,
    ).toBe(403);

    // A changed number is not verified any more.
    await phone(buyer, '+254700000000');
    await shipped(anOrder(buyer, seller));
    expect(await sms()).toHaveLength(1);
  });

  it('sends nothing to a number identity never verified, whatever the choice', async () => {
    const buyer = await bus.register('en');
    const seller = await bus.register('en');
    await phone(buyer, '+254711111111');
    await h.api('/api/v1/notification-settings', {
      method: 'PUT',
      token: await h.token('buyer', { sub: buyer.userId }),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topics: [{ topic: 'order_updates', sms: true }] }),
    });
    await shipped(anOrder(buyer, seller));
    const rows = await h.sql.query('select 1 from notifications.sms_messages where user_id = $1', [
      buyer.userId,
    ]);
    expect(rows.rowCount).toBe(0);
  });
});
