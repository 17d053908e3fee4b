import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timestampFromDate } from '@sokoni/contracts';
import type { TestDatabase } from '@sokoni/platform/testing';
import { aUser, catalogue, resetLink, secretToken, verifyLink } from './fixtures.js';
import { parseMail } from './mime.js';
import {
  eventually,
  freshDatabase,
  PUBLIC_URL,
  startNotifications,
  type NotificationsHarness,
} from './notifications-harness.js';

const db: TestDatabase | null = await freshDatabase('notifications identity e-mails');
const suite = db ? describe : describe.skip;

/**
 * Identity's events, published on the bus the way identity's relay publishes them, become the right
 * e-mail in the recipient's language, sent through the stored dev transport (no SMTP_URL).
 */
suite('notifications: identity events → e-mails (dev transport)', () => {
  let h: NotificationsHarness;
  let mailbox: string;
  const inAnHour = () => timestampFromDate(new Date(Date.now() + 3600_000));

  beforeAll(async () => {
    mailbox = await mkdtemp(join(tmpdir(), 'sokoni-mailbox-'));
    h = await startNotifications(db!, { DEV_MAILBOX_DIR: mailbox });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
    if (mailbox) await rm(mailbox, { recursive: true, force: true });
  });

  /** Publishes, lets the dispatcher run, and returns the one delivery the event produced. */
  async function deliver(publish: () => Promise<string>) {
    const eventId = await publish();
    await h.queue.drain();
    const rows = await h.deliveries('event_id = $1', [eventId]);
    expect(rows).toHaveLength(1);
    const d = rows[0]!;
    return { eventId, d, mail: parseMail(d.raw ?? '') };
  }

  it('e-mail verification requested → verify-email in French, with the one-time link', async () => {
    const u = aUser('fr', 'Amina Diallo');
    const url = verifyLink(secretToken());
    const { d, mail } = await deliver(() =>
      h.publish('identity.user.email_verification_requested.v1', {
        ...u,
        verifyUrl: url,
        expiresAt: inAnHour(),
      }),
    );
    const fr = catalogue('fr');
    expect(d).toMatchObject({
      user_id: u.userId,
      recipient: u.email,
      template: 'verify-email',
      locale: 'fr',
      subject: fr['verify-email'].subject,
      status: 'sent',
      transport: 'dev',
      attempts: 1,
      error: null,
    });
    expect(d.sent_at).toBeInstanceOf(Date);
    // The dev transport keeps the whole message: it is the developer's mailbox.
    expect(mail.headers.to).toBe(u.email);
    expect(mail.headers.from).toBe('Sokoni <no-reply@sokoni.africa>');
    expect(mail.headers.subject).toBe(fr['verify-email'].subject);
    expect(mail.headers['content-language']).toBe('fr');
    expect(mail.headers['message-id']).toBe(d.message_id);
    expect(mail.text).toContain('Bonjour Amina Diallo,');
    expect(mail.text).toContain(`${fr['verify-email'].action}: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(d.text).toContain(url);
    expect(d.html).toContain(url);
  });

  it('password reset requested → reset-password in Arabic, right-to-left, with the link', async () => {
    const u = aUser('ar', 'أمينة');
    const url = resetLink(secretToken());
    const { d, mail } = await deliver(() =>
      h.publish('identity.user.password_reset_requested.v1', { ...u, resetUrl: url, expiresAt: inAnHour() }),
    );
    const ar = catalogue('ar');
    expect(d).toMatchObject({ template: 'reset-password', locale: 'ar', status: 'sent', recipient: u.email });
    expect(mail.headers.subject).toBe(ar['reset-password'].subject);
    expect(mail.headers['content-language']).toBe('ar');
    expect(mail.text).toContain(ar.greeting.replace('{name}', 'أمينة'));
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('e-mail verified → welcome in Swahili, linking to the marketplace', async () => {
    const u = aUser('sw', 'Baraka Mwangi');
    const { d, mail } = await deliver(() => h.publish('identity.user.email_verified.v1', u));
    const sw = catalogue('sw');
    expect(d).toMatchObject({
      template: 'welcome',
      locale: 'sw',
      status: 'sent',
      subject: sw.welcome.subject,
    });
    expect(mail.headers['content-language']).toBe('sw');
    expect(mail.text).toContain(`${sw.welcome.action}: ${PUBLIC_URL}/`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/"`);
  });

  it('password changed → the notice, in English for a language without translation (ha)', async () => {
    const u = aUser('ha', 'Musa Bello');
    const { d, mail } = await deliver(() =>
      h.publish('identity.user.password_changed.v1', { ...u, reason: 'reset' }),
    );
    const en = catalogue('en');
    expect(d).toMatchObject({
      template: 'password-changed',
      locale: 'en',
      status: 'sent',
      subject: en['password-changed'].subject,
    });
    expect(mail.headers['content-language']).toBe('en');
    expect(mail.text).toContain('Hello Musa Bello,');
    expect(mail.text).toContain(`${PUBLIC_URL}/login`);
  });

  it('an event without a locale is written in English', async () => {
    const u = aUser('');
    const { d } = await deliver(() => h.publish('identity.user.email_verified.v1', u));
    expect(d).toMatchObject({ template: 'welcome', locale: 'en', subject: catalogue('en').welcome.subject });
  });

  it('the dispatcher sends queued e-mails by itself (no drain)', async () => {
    const u = aUser('fr');
    const eventId = await h.publish('identity.user.email_verified.v1', u);
    const [d] = await eventually(async () => {
      const rows = await h.deliveries('event_id = $1 and status = $2', [eventId, 'sent']);
      return rows.length ? rows : undefined;
      // The consumer and the dispatcher's poll both on a loaded CI machine: 5 s was once too short.
    }, 15_000);
    expect(d).toMatchObject({ template: 'welcome', locale: 'fr', attempts: 1 });
  });

  it('identity events that are not e-mails queue nothing', async () => {
    const before = (await h.deliveries()).length;
    const u = aUser('fr');
    await h.publish('identity.user.registered.v1', { ...u, businessName: 'Diallo Trading', country: 'SN' });
    await h.publish('identity.user.signed_in.v1', {
      userId: u.userId,
      ip: '10.0.0.1',
      sessionFamilyId: u.userId,
    });
    await h.publish('identity.user.suspended.v1', { userId: u.userId, email: u.email, reason: 'fraud' });
    await h.queue.drain();
    expect(await h.deliveries()).toHaveLength(before);
  });

  it('a redelivered event (same envelope id) yields one delivery and one message', async () => {
    const u = aUser('fr');
    const url = verifyLink(secretToken());
    const payload = { ...u, verifyUrl: url, expiresAt: inAnHour() };
    const id = await h.publish('identity.user.email_verification_requested.v1', payload);
    // Once while the first delivery may still be queued, once after it was sent.
    await h.publish('identity.user.email_verification_requested.v1', payload, { id });
    await h.queue.drain();
    await h.publish('identity.user.email_verification_requested.v1', payload, { id });
    await h.queue.drain();

    const rows = await h.deliveries('event_id = $1', [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 1 });
    const inbox = await h.sql.query('select * from notifications.inbox where event_id = $1', [id]);
    expect(inbox.rows).toHaveLength(1);

    // One message in the dev mailbox, one e-mail.sent event.
    const files = await readdir(mailbox);
    const mine: string[] = [];
    for (const f of files)
      if ((await readFile(join(mailbox, f), 'utf8')).includes(`To: ${u.email}`)) mine.push(f);
    expect(mine).toHaveLength(1);
    const sent = (await h.outbox('notifications.email.sent.v1')).filter((e) => e.key === rows[0]!.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload).toMatchObject({
      deliveryId: rows[0]!.id,
      userId: u.userId,
      template: 'verify-email',
      locale: 'fr',
      transport: 'dev',
    });
    // The relay put it on the bus for downstream consumers.
    await eventually(() =>
      h.emitted.some((r) => r.topic === 'notifications.email.sent.v1' && r.key === rows[0]!.id),
    );
  });
});
