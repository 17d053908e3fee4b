import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timestampFromDate } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { SmsQueue } from '../src/index.js';
import { RecordingFanout } from './inbox-fixtures.js';
import { freshDatabase, startNotifications, type NotificationsHarness } from './notifications-harness.js';
import { anOrder, tradeBus, type User } from './trade-fixtures.js';

const db: TestDatabase | null = await freshDatabase('notifications phone codes');
const twilioDb: TestDatabase | null = await freshDatabase('notifications phone codes (provider)');
const suite = db && twilioDb ? describe : describe.skip;

const codeRequested = (userId: string, phone: string, locale: string, code: string, expiresAt: Date) => ({
  userId,
  phone,
  locale,
  code,
  expiresAt: timestampFromDate(expiresAt),
});
const inTenMinutes = () => new Date(Date.now() + 10 * 60_000);

/**
 * Identity's phone verification as notifications sees it: the code texted at once to the number in
 * the event (not a notification: no preference, no verified number needed), once per event; then
 * the verified number makes the SMS channel of notifications work.
 */
suite('notifications: phone codes and verified numbers', () => {
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

  const textsTo = async (userId: string) =>
    (
      await h.sql.query('select * from notifications.sms_messages where user_id = $1 order by created_at', [
        userId,
      ])
    ).rows;
  const contact = async (userId: string) =>
    (
      await h.sql.query('select phone, phone_verified from notifications.contacts where user_id = $1', [
        userId,
      ])
    ).rows[0];
  const setPhone = (u: User, phone: string) =>
    h.publish('identity.user.profile_updated.v1', {
      userId: u.userId,
      email: u.email,
      fullName: u.fullName,
      businessName: '',
      phone,
      country: 'KE',
      city: 'Nairobi',
      locale: u.locale,
    });
  const verified = (userId: string, phone: string) =>
    h.publish('identity.user.phone_verified.v1', { userId, phone }, { aggregateId: userId });

  it('texts the code at once to the event’s number, in the reader’s language, once per event', async () => {
    const u = await bus.register('fr');
    await setPhone(u, '+254 712 345 678');
    const payload = codeRequested(u.userId, '+254 712 345 678', 'fr', '042917', inTenMinutes());
    const id = await h.publish('identity.user.phone_verification_requested.v1', payload, {
      aggregateId: u.userId,
    });
    await h.publish('identity.user.phone_verification_requested.v1', payload, { id, aggregateId: u.userId });

    const queued = await textsTo(u.userId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'phone_code',
      event_id: id,
      recipient: '+254712345678',
      channel: 'sms',
      body: 'Votre code Sokoni est 042917. Il expire dans 10 minutes. Ne le partagez jamais.',
    });
    await h.app.get(SmsQueue).drain();
    // The stored transport keeps the text: it is how a developer reads the code.
    expect((await textsTo(u.userId))[0]).toMatchObject({ status: 'sent', transport: 'stored', attempts: 1 });
    expect((await textsTo(u.userId))[0].body).toContain('042917');
    // Neither a notification nor a verification.
    expect(await contact(u.userId)).toEqual({ phone: '+254 712 345 678', phone_verified: false });
  });

  it('texts in each language, also to someone whose contact is not known yet, and never an expired code', async () => {
    const texts: Record<string, RegExp> = {
      en: /^Your Sokoni code is 314159\. It expires in 10 minutes\. Never share it\.$/,
      sw: /^Msimbo wako wa Sokoni ni 314159\./,
      ar: /314159/,
      ha: /^Your Sokoni code is 314159/,
    };
    for (const [locale, text] of Object.entries(texts)) {
      const userId = uuidv7();
      await h.publish(
        'identity.user.phone_verification_requested.v1',
        codeRequested(userId, '+233241234567', locale, '314159', inTenMinutes()),
      );
      const [sms] = await textsTo(userId);
      expect(sms.body).toMatch(text);
    }
    const late = uuidv7();
    await h.publish(
      'identity.user.phone_verification_requested.v1',
      codeRequested(late, '+233241234567', 'en', '271828', new Date(Date.now() - 1000)),
    );
    expect(await textsTo(late)).toEqual([]);
  });

  it('a verified number gets the notifications the user asked by text for; another number stays unverified', async () => {
    const buyer = await bus.register('en');
    const seller = await bus.register('en');
    await setPhone(buyer, '+254 711 000 001');
    await h.api('/api/v1/notification-settings', {
      method: 'PUT',
      token: await h.token('buyer', { sub: buyer.userId }),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topics: [{ topic: 'order_updates', sms: true }] }),
    });
    const shipped = (order: ReturnType<typeof anOrder>) =>
      bus.publish(
        'trade.order.status_changed.v1',
        {
          order,
          action: 'ship',
          fromStatus: 'accepted',
          actorRole: 'seller',
          carrier: 'DHL',
          trackingNumber: 'T-9',
        },
        { key: order.orderId },
      );

    // A proof of another number verifies nothing.
    await verified(buyer.userId, '+254 799 999 999');
    expect(await contact(buyer.userId)).toEqual({ phone: '+254 711 000 001', phone_verified: false });
    await shipped(anOrder(buyer, seller));
    expect(await textsTo(buyer.userId)).toEqual([]);

    await verified(buyer.userId, '+254 711 000 001');
    expect(await contact(buyer.userId)).toEqual({ phone: '+254 711 000 001', phone_verified: true });
    const order = anOrder(buyer, seller);
    await shipped(order);
    const [sms] = await textsTo(buyer.userId);
    expect(sms).toMatchObject({ recipient: '+254 711 000 001', kind: 'order-shipped' });
    expect(sms.body).toContain(`https://sokoni.test/orders/${order.orderId}`);

    // A later change of number loses it.
    await setPhone(buyer, '+254 711 000 002');
    expect(await contact(buyer.userId)).toEqual({ phone: '+254 711 000 002', phone_verified: false });
  });

  it('a verification that comes before the contact is applied when the contact arrives, for that number only', async () => {
    const early = await (async () => {
      const u = {
        userId: uuidv7(),
        email: `early.${Date.now()}@buyers.example`,
        fullName: 'Early Bird',
        locale: 'sw',
      };
      await verified(u.userId, '+255 700 000 001');
      expect(await contact(u.userId)).toBeUndefined();
      await h.publish('identity.user.registered.v1', {
        ...u,
        businessName: 'Early Trading',
        country: 'TZ',
        phone: '+255 700 000 001',
        source: 'self',
      });
      return u;
    })();
    expect(await contact(early.userId)).toEqual({ phone: '+255 700 000 001', phone_verified: true });

    const other = {
      userId: uuidv7(),
      email: `other.${Date.now()}@buyers.example`,
      fullName: 'Other',
      locale: 'en',
    };
    await verified(other.userId, '+255 700 000 002');
    await h.publish('identity.user.registered.v1', {
      ...other,
      businessName: 'Other Trading',
      country: 'TZ',
      phone: '+255 700 000 003',
      source: 'self',
    });
    expect(await contact(other.userId)).toEqual({ phone: '+255 700 000 003', phone_verified: false });
    const pending = await h.sql.query(
      'select 1 from notifications.pending_phone_verifications where user_id = any($1)',
      [[early.userId, other.userId]],
    );
    expect(pending.rowCount).toBe(0);
  });
});

/** Under a real provider the code is not kept once it is sent, and staff never see it. */
suite('notifications: phone codes through a provider', () => {
  let h: NotificationsHarness;
  let server: Server;
  const received: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        received.push(new URLSearchParams(raw).get('Body') ?? '');
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: `SM${'0'.repeat(32)}` }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    h = await startNotifications(
      twilioDb!,
      {
        SMS_TRANSPORT: 'twilio',
        SMS_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
        TWILIO_AUTH_TOKEN: 'twilio-test-auth-token',
        TWILIO_FROM: '+14155238886',
      },
      { realtime: new RecordingFanout() },
    );
  });
  afterAll(async () => {
    await h?.stop();
    await twilioDb?.drop();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('sends the code, then keeps no copy of it', async () => {
    const userId = uuidv7();
    await h.publish(
      'identity.user.phone_verification_requested.v1',
      codeRequested(userId, '+254712345678', 'en', '161803', inTenMinutes()),
    );
    const queued = await h.sql.query('select id from notifications.sms_messages where user_id = $1', [
      userId,
    ]);
    const id = queued.rows[0].id as string;
    const staffView = async () =>
      (await (
        await h.api(`/api/v1/admin/sms-messages/${id}`, { token: await h.token('admin') })
      ).json()) as any;
    expect((await staffView()).body).not.toContain('161803');

    await h.app.get(SmsQueue).drain();
    expect(received.some((b) => b.includes('161803'))).toBe(true);
    const [row] = (await h.sql.query('select * from notifications.sms_messages where id = $1', [id])).rows;
    expect(row).toMatchObject({ status: 'sent', transport: 'twilio' });
    expect(row.body).not.toContain('161803');
    expect((await staffView()).body).not.toContain('161803');
  });
});
