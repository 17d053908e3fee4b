import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { MessageDigests } from '../src/index.js';
import { bell, RecordingFanout } from './inbox-fixtures.js';
import { freshDatabase, startNotifications, type NotificationsHarness } from './notifications-harness.js';
import { parseMail } from './mime.js';
import { tradeBus, type User } from './trade-fixtures.js';

const db: TestDatabase | null = await freshDatabase('notifications message digests');
const suite = db ? describe : describe.skip;

const HOUR = 3_600_000;

/** Messages unread for an hour are mailed once, in one digest per user per hour, as the user chose. */
suite('notifications: message digests', () => {
  let h: NotificationsHarness;
  let bus: ReturnType<typeof tradeBus>;
  let digests: MessageDigests;

  beforeAll(async () => {
    h = await startNotifications(db!, {}, { realtime: new RecordingFanout() });
    bus = tradeBus(h);
    digests = h.app.get(MessageDigests);
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  const message = (to: User, preview: string, sentAt: Date, conversationId = uuidv7()) =>
    h.publish(
      'messaging.message.sent.v1',
      {
        messageId: uuidv7(),
        conversationId,
        senderId: uuidv7(),
        senderName: 'Kofi',
        recipientId: to.userId,
        preview,
        subjectKind: 'product',
        subjectId: uuidv7(),
        subjectTitle: 'Shea',
      },
      { occurredAt: sentAt },
    );
  const digestsOf = (u: User) => h.deliveries(`template = 'messages-digest' and user_id = $1`, [u.userId]);
  const ago = (ms: number) => new Date(Date.now() - ms);

  it('mails one digest listing the messages unread for an hour, none for newer or read ones, and none twice', async () => {
    const u = await bus.register('en');
    const other = await bus.register('en');
    await message(u, 'First unread', ago(2 * HOUR));
    await message(u, 'Second unread', ago(HOUR + 60_000));
    await message(u, 'Too recent', ago(10 * 60_000));
    const readInApp = await message(u, 'Read in the bell', ago(2 * HOUR));
    const conversation = uuidv7();
    await message(u, 'Read in its conversation', ago(2 * HOUR), conversation);
    await message(other, 'Read by the other user', ago(2 * HOUR));

    const [n] = (
      await h.sql.query('select id from notifications.in_app_notifications where event_id = $1', [readInApp])
    ).rows;
    expect((await bell(h, await h.token('both', { sub: u.userId })).read(n.id)).status).toBe(200);
    await h.publish('messaging.conversation.read.v1', { conversationId: conversation, readerId: u.userId });
    await bell(h, await h.token('both', { sub: other.userId })).readAll();

    expect(await digests.runDue()).toBe(1);
    const [digest, ...more] = await digestsOf(u);
    expect(more).toEqual([]);
    expect(await digestsOf(other)).toEqual([]);
    expect(digest).toMatchObject({
      recipient: u.email,
      status: 'queued',
      subject: 'Unread messages on Sokoni: 2',
    });
    await h.queue.drain();
    const [sent] = await digestsOf(u);
    const text = parseMail(sent!.raw ?? '').text;
    expect(text).toContain('First unread');
    expect(text).toContain('Second unread');
    expect(text).not.toContain('Too recent');
    expect(text).not.toContain('Read in');
    expect(text).toContain('https://sokoni.test/notification-settings/unsubscribe?token=');

    // Within the hour nothing more, even for a message that has become due since.
    await message(u, 'Third unread', ago(2 * HOUR));
    expect(await digests.runDue()).toBe(0);
    // An hour later, that one alone (the listed ones are never repeated).
    await h.sql.query(
      `update notifications.email_deliveries set created_at = created_at - interval '61 minutes' where user_id = $1`,
      [u.userId],
    );
    expect(await digests.runDue()).toBe(1);
    const latest = (await digestsOf(u)).at(-1)!;
    expect(latest.subject).toBe('Unread messages on Sokoni: 1');
  });

  it('still digests the messages of a user who switched them off in the bell only', async () => {
    const u = await bus.register('en');
    const token = await h.token('both', { sub: u.userId });
    const put = await h.api('/api/v1/notification-settings', {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topics: [{ topic: 'messages', inApp: false }] }),
    });
    expect(put.status).toBe(200);
    await message(u, 'Out of sight', ago(2 * HOUR));
    const b = bell(h, token);
    expect(await b.page()).toMatchObject({ items: [], unreadCount: 0 });
    expect(await (await b.readAll()).json()).toEqual({ marked: 0, unreadCount: 0 });
    expect(await digests.runDue()).toBe(1);
    await h.queue.drain();
    expect(parseMail((await digestsOf(u))[0]!.raw ?? '').text).toContain('Out of sight');
  });

  it('records the digest as skipped for a user who switched message e-mails off', async () => {
    const u = await bus.register('fr');
    const put = await h.api('/api/v1/notification-settings', {
      method: 'PUT',
      token: await h.token('both', { sub: u.userId }),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topics: [{ topic: 'messages', email: false }] }),
    });
    expect(put.status).toBe(200);
    await message(u, 'Bonjour', ago(2 * HOUR));
    await digests.runDue();
    const rows = await digestsOf(u);
    expect(rows.map((d) => [d.status, d.text])).toEqual([['skipped', null]]);
    // …and the message is not mailed later either.
    expect(await digests.runDue()).toBe(0);
  });
});
