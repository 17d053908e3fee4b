import { timestampFromDate } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { RecordingFanout } from './inbox-fixtures.js';
import { freshDatabase, startNotifications, type NotificationsHarness } from './notifications-harness.js';
import { tradeBus } from './trade-fixtures.js';

const db: TestDatabase | null = await freshDatabase('notifications inbox of late RFQ matches');
const suite = db ? describe : describe.skip;

/**
 * trade.rfq.matched.v1: open RFQs sent to a supplier who matched them after they were posted. One
 * notification per event in the supplier's language — the RFQ itself, or how many and the newest —
 * a text message when they asked for RFQ texts, and nothing more when the event comes again.
 */
suite('notifications: RFQs matched to a supplier after they were posted', () => {
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

  const rows = async (userId: string) =>
    (
      await h.sql.query('select * from notifications.in_app_notifications where user_id = $1 order by id', [
        userId,
      ])
    ).rows;
  const texts = async (userId: string) =>
    (await h.sql.query('select * from notifications.sms_messages where user_id = $1', [userId])).rows;
  const deadline = timestampFromDate(new Date('2027-03-01T12:00:00Z'));
  const anRfq = (title: string, buyerName = 'Amina Diallo') => ({
    rfqId: uuidv7(),
    title,
    buyerName,
    quoteDeadline: deadline,
  });

  it('tells the supplier of one RFQ in its language, linking to it, once however often the event comes', async () => {
    const supplier = await bus.register('fr');
    const rfq = anRfq('Cashew nuts W320');
    const payload = { supplierId: supplier.userId, supplierLocale: 'en', rfqs: [rfq] };
    const id = await bus.publish('trade.rfq.matched.v1', payload, { key: supplier.userId });
    await bus.publish('trade.rfq.matched.v1', payload, { key: supplier.userId, id });

    const stored = await rows(supplier.userId);
    expect(stored.map((r) => [r.kind, r.topic, r.title, r.link, r.event_id])).toEqual([
      [
        'rfq_matched',
        'rfq',
        'Une demande de devis correspond désormais à vos produits : Cashew nuts W320',
        `/rfq/${rfq.rfqId}`,
        id,
      ],
    ]);
    // The contact's language wins over the one trade knows; the deadline in it too.
    expect(stored[0].body).toMatch(/^Amina Diallo accepte encore des devis jusqu’au 1 mars 2027 .*\.$/);
  });

  it('sums up several RFQs in one notification opening the inquiries, and names no buyer it does not know', async () => {
    const supplier = await bus.register('sw');
    const rfqs = [anRfq('Shea butter, grade A'), anRfq('Cocoa beans'), anRfq('Sesame')];
    await bus.publish(
      'trade.rfq.matched.v1',
      { supplierId: supplier.userId, rfqs },
      { key: supplier.userId },
    );
    expect((await rows(supplier.userId)).map((r) => [r.kind, r.title, r.body, r.link])).toEqual([
      [
        'rfq_matched',
        'Maombi 3 ya bei sasa yanalingana na bidhaa zako',
        'La karibuni zaidi: Shea butter, grade A. Tuma bei zako kabla ya muda wake kuisha.',
        '/seller/inquiries',
      ],
    ]);

    const other = await bus.register('en');
    await bus.publish(
      'trade.rfq.matched.v1',
      { supplierId: other.userId, rfqs: [anRfq('Sesame', '')] },
      { key: other.userId },
    );
    expect((await rows(other.userId))[0].body).toMatch(/^A buyer is still taking quotes until /);
  });

  it('sends one text message per event to a verified number whose owner switched RFQ texts on', async () => {
    const supplier = await bus.register('en');
    await h.sql.query(
      `update notifications.contacts set phone = '+254712345678', phone_verified = true where user_id = $1`,
      [supplier.userId],
    );
    const matched = (rfqs: ReturnType<typeof anRfq>[]) =>
      bus.publish('trade.rfq.matched.v1', { supplierId: supplier.userId, rfqs }, { key: supplier.userId });
    // Off by default.
    await matched([anRfq('Cashew nuts W320')]);
    expect(await texts(supplier.userId)).toEqual([]);
    const settings = await h.api('/api/v1/notification-settings', {
      method: 'PUT',
      token: await h.token('seller', { sub: supplier.userId }),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topics: [{ topic: 'rfq', sms: true }] }),
    });
    expect(settings.status).toBe(200);
    await matched([anRfq('Sesame'), anRfq('Cocoa beans')]);
    const queued = await texts(supplier.userId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ recipient: '+254712345678', channel: 'sms' });
  });

  it('dead-letters an event naming no valid supplier or RFQ instead of guessing', async () => {
    const bad = await bus.publish('trade.rfq.matched.v1', {
      supplierId: 'nobody',
      rfqs: [anRfq('Sesame')],
    });
    const badRfq = await bus.publish('trade.rfq.matched.v1', {
      supplierId: uuidv7(),
      rfqs: [{ ...anRfq('Sesame'), rfqId: 'x' }],
    });
    const letters = await h.sql.query(
      `select event_id from notifications.dead_letter where event_id = any($1) and consumer_group = 'notifications.inbox'`,
      [[bad, badRfq]],
    );
    expect(letters.rowCount).toBe(2);
  });
});
