import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { bell, RecordingFanout } from './inbox-fixtures.js';
import { freshDatabase, startNotifications, type NotificationsHarness } from './notifications-harness.js';
import { tradeBus } from './trade-fixtures.js';

const db: TestDatabase | null = await freshDatabase('notifications inbox of RFQs and messages');
const suite = db ? describe : describe.skip;

/** RFQs, quotes (trade) and messages (messaging) in the bell, each in its recipient's language. */
suite('notifications: in-app inbox of RFQs, quotes and messages', () => {
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

  it('tells the suppliers of an RFQ, the buyer of a quote (in the buyer’s language), and the supplier of the decision', async () => {
    const buyer = await bus.register('sw');
    const s1 = await bus.register('fr');
    const s2 = await bus.register('ar');
    const rfqId = uuidv7();
    await bus.publish('trade.rfq.posted.v1', {
      rfqId,
      buyerId: buyer.userId,
      buyerName: 'Amina Diallo',
      title: 'Cashew nuts W320',
      categoryId: '',
      quantity: 500n,
      unit: 'kg',
      visibility: 'invited',
      notifySupplierIds: [s1.userId, s2.userId, s1.userId],
      buyerLocale: 'sw',
    });
    expect((await rows(s1.userId)).map((r) => [r.kind, r.title, r.link])).toEqual([
      ['rfq_posted', 'Nouvelle demande de devis : Cashew nuts W320', `/rfq/${rfqId}`],
    ]);
    expect((await rows(s2.userId))[0].title).toBe('طلب عرض أسعار جديد: Cashew nuts W320');
    expect(await rows(buyer.userId)).toEqual([]);

    await bus.publish('trade.quote.submitted.v1', {
      quoteId: uuidv7(),
      rfqId,
      rfqTitle: 'Cashew nuts W320',
      buyerId: buyer.userId,
      supplierId: s1.userId,
      supplierName: 'Korogwe Nuts',
      revised: false,
      buyerLocale: 'sw',
    });
    expect((await rows(buyer.userId)).map((r) => [r.kind, r.title, r.body])).toEqual([
      [
        'quote_submitted',
        'Bei mpya kwa Cashew nuts W320',
        'Korogwe Nuts amekutumia bei. Linganisha na nyingine na ukubali iliyo bora.',
      ],
    ]);
    const orderId = uuidv7();
    await bus.publish('trade.quote.accepted.v1', {
      quoteId: uuidv7(),
      rfqId,
      rfqTitle: 'Cashew nuts W320',
      orderId,
      buyerId: buyer.userId,
      supplierId: s1.userId,
    });
    expect((await rows(s1.userId)).find((r) => r.kind === 'quote_accepted')?.link).toBe(
      `/seller/orders/${orderId}`,
    );
    await bus.publish('trade.quote.declined.v1', {
      quoteId: uuidv7(),
      rfqId,
      rfqTitle: 'Cashew nuts W320',
      supplierId: s2.userId,
      reason: 'another_accepted',
    });
    expect((await rows(s2.userId)).find((r) => r.kind === 'quote_declined')?.body).toBe(
      'قبل المشتري عرضًا آخر.',
    );
    // A reason nobody can word is dead-lettered, not shown.
    const bad = await bus.publish('trade.quote.declined.v1', {
      quoteId: uuidv7(),
      rfqId,
      rfqTitle: 'Cashew nuts W320',
      supplierId: s2.userId,
      reason: 'bored',
    });
    const letters = await h.sql.query(
      `select 1 from notifications.dead_letter where event_id = $1 and consumer_group = 'notifications.inbox'`,
      [bad],
    );
    expect(letters.rowCount).toBe(1);
  });

  it('tells the recipient of a message, and the conversation’s read receipt marks it read', async () => {
    const buyer = await bus.register('en');
    const seller = await bus.register('en');
    const conversationId = uuidv7();
    const send = (sentAt: Date) =>
      h.publish(
        'messaging.message.sent.v1',
        {
          messageId: uuidv7(),
          conversationId,
          senderId: buyer.userId,
          senderName: 'Amina',
          recipientId: seller.userId,
          preview: 'Can you do {reference} 200 kg?',
          subjectKind: 'product',
          subjectId: uuidv7(),
          subjectTitle: 'Shea',
        },
        { occurredAt: sentAt },
      );
    const t0 = new Date(Date.now() - 60_000);
    await send(t0);
    await send(new Date());
    const stored = await rows(seller.userId);
    expect(stored.map((r) => [r.title, r.body, r.link])).toEqual([
      ['New message from Amina', 'Can you do {reference} 200 kg?', `/messages/${conversationId}`],
      ['New message from Amina', 'Can you do {reference} 200 kg?', `/messages/${conversationId}`],
    ]);
    // Read up to the first message only: the second stays unread.
    await h.publish('messaging.conversation.read.v1', {
      conversationId,
      readerId: seller.userId,
      readUpTo: { seconds: BigInt(Math.floor(t0.getTime() / 1000) + 1), nanos: 0 },
    });
    const b = bell(h, await h.token('both', { sub: seller.userId }));
    expect(await b.unread()).toBe(1);
    // The buyer's read of the same conversation marks nothing of the seller's.
    await h.publish('messaging.conversation.read.v1', { conversationId, readerId: buyer.userId });
    expect(await b.unread()).toBe(1);
  });
});
