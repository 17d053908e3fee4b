import { timestampFromDate } from '@sokoni/contracts';
import type { TestDatabase } from '@sokoni/platform/testing';
import { aUser, catalogue, resetLink, secretToken, verifyLink } from './fixtures.js';
import {
  eventually,
  freshDatabase,
  startNotifications,
  type NotificationsHarness,
} from './notifications-harness.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

const db: TestDatabase | null = await freshDatabase('notifications SMTP delivery');
const suite = db ? describe : describe.skip;

/**
 * With SMTP_URL set, e-mails go over SMTP to a real server (smtp-server on loopback). What the
 * service keeps afterwards is the record, never the body with its one-time link; failures are
 * retried with backoff and given up after MAIL_MAX_ATTEMPTS with the error kept.
 */
suite('notifications: SMTP delivery against a real SMTP server', () => {
  let h: NotificationsHarness;
  let smtp: SmtpSink;
  const inADay = () => timestampFromDate(new Date(Date.now() + 86_400_000));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    h = await startNotifications(db!, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Sokoni <no-reply@sokoni.test>',
      MAIL_MAX_ATTEMPTS: '2',
    });
  });
  afterAll(async () => {
    await h?.stop();
    await smtp?.stop();
    await db?.drop();
  });
  afterEach(() => {
    smtp.refuse = undefined;
  });

  const mailsTo = (to: string) => smtp.received.filter((m) => m.rcptTo.includes(to));
  /** Makes a waiting retry due now instead of sleeping through the backoff. */
  const dueNow = (id: string) =>
    h.sql.query(`update notifications.email_deliveries set next_attempt_at = now() where id = $1`, [id]);

  it('sends over SMTP with the right headers, then keeps the record but not the body', async () => {
    const u = aUser('fr', 'Kwame Mensah');
    const token = secretToken();
    const url = verifyLink(token);
    const eventId = await h.publish('identity.user.email_verification_requested.v1', {
      ...u,
      verifyUrl: url,
      expiresAt: inADay(),
    });
    await h.queue.drain();

    const [mail, ...more] = mailsTo(u.email);
    expect(more).toHaveLength(0);
    const fr = catalogue('fr');
    expect(mail!.mailFrom).toBe('no-reply@sokoni.test');
    expect(mail!.headers.to).toBe(u.email);
    expect(mail!.headers.from).toBe('Sokoni <no-reply@sokoni.test>');
    expect(mail!.headers.subject).toBe(fr['verify-email'].subject);
    expect(mail!.headers['content-language']).toBe('fr');
    expect(mail!.text).toContain(url);
    expect(mail!.html).toContain(`href="${url}"`);

    const [d] = await h.deliveries('event_id = $1', [eventId]);
    expect(d).toMatchObject({
      user_id: u.userId,
      recipient: u.email,
      template: 'verify-email',
      locale: 'fr',
      subject: fr['verify-email'].subject,
      status: 'sent',
      transport: 'smtp',
      attempts: 1,
      error: null,
      text: null,
      html: null,
      raw: null,
      message_id: mail!.headers['message-id'],
    });
    expect(d!.sent_at).toBeInstanceOf(Date);
    expect(d!.created_at).toBeInstanceOf(Date);

    // Nowhere in the service's schema does the secret survive (deliveries, inbox, outbox, contacts).
    const tables = await h.sql.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'notifications'`,
    );
    for (const { table_name } of tables.rows) {
      const dump = await h.sql.query<{ row: string }>(
        `select t::text as row from notifications."${table_name}" t`,
      );
      for (const { row } of dump.rows) {
        expect(row).not.toContain(token);
        expect(row).not.toContain(Buffer.from(token).toString('hex'));
      }
    }

    // The admin view shows the record and says there is no body to show.
    const admin = await h.token('admin');
    const res = await h.api(`/api/v1/admin/emails/${d!.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: d!.id,
      to: u.email,
      status: 'sent',
      transport: 'smtp',
      text: null,
      html: null,
      raw: null,
    });

    const [sent, ...others] = (await h.outbox('notifications.email.sent.v1')).filter((e) => e.key === d!.id);
    expect(others).toHaveLength(0);
    expect(sent!.payload).toMatchObject({
      deliveryId: d!.id,
      userId: u.userId,
      template: 'verify-email',
      locale: 'fr',
      transport: 'smtp',
    });
    await eventually(() =>
      h.emitted.some((r) => r.topic === 'notifications.email.sent.v1' && r.key === d!.id),
    );
  });

  it('a redelivered event still sends one message over SMTP', async () => {
    const u = aUser('sw');
    const payload = { ...u, resetUrl: resetLink(secretToken()), expiresAt: inADay() };
    const id = await h.publish('identity.user.password_reset_requested.v1', payload);
    await h.queue.drain();
    await h.publish('identity.user.password_reset_requested.v1', payload, { id });
    await h.publish('identity.user.password_reset_requested.v1', payload, { id });
    await h.queue.drain();
    expect(mailsTo(u.email)).toHaveLength(1);
    expect(mailsTo(u.email)[0]!.headers.subject).toBe(catalogue('sw')['reset-password'].subject);
    expect(await h.deliveries('event_id = $1', [id])).toHaveLength(1);
  });

  it('a refusing server: queued with the error, retried after backoff, failed after MAIL_MAX_ATTEMPTS', async () => {
    const u = aUser('en');
    smtp.refuse = {
      recipient: new RegExp(`^${u.email.replace(/[.]/g, '\\.')}$`),
      message: 'Mailbox unavailable',
    };
    const token = secretToken();
    const eventId = await h.publish('identity.user.password_reset_requested.v1', {
      ...u,
      resetUrl: resetLink(token),
      expiresAt: inADay(),
    });
    await h.queue.drain();

    const [first] = await h.deliveries('event_id = $1', [eventId]);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, transport: 'smtp', sent_at: null });
    expect(first!.error).toMatch(/Mailbox unavailable/);
    // The body waits in the row for the retry, but staff never get to read a user's reset link.
    expect(first!.text).toContain(token);
    const admin = await h.token('admin');
    const pending: any = await (await h.api(`/api/v1/admin/emails/${first!.id}`, { token: admin })).json();
    expect(pending).toMatchObject({ id: first!.id, status: 'queued', text: null, html: null, raw: null });
    expect(JSON.stringify(pending)).not.toContain(token);
    // Backoff: the next attempt is 2^attempts seconds away, not immediate.
    const { rows } = await h.sql.query<{ wait: number }>(
      `select extract(epoch from next_attempt_at - now())::float as wait from notifications.email_deliveries where id = $1`,
      [first!.id],
    );
    expect(rows[0]!.wait).toBeGreaterThan(1);
    expect(rows[0]!.wait).toBeLessThanOrEqual(2.1);
    await h.queue.drain(); // not due yet: nothing happens
    expect((await h.deliveries('id = $1', [first!.id]))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await h.outbox('notifications.email.failed.v1')).toHaveLength(0);

    await dueNow(first!.id);
    await h.queue.drain();
    const [last] = await h.deliveries('id = $1', [first!.id]);
    expect(last).toMatchObject({ status: 'failed', attempts: 2, sent_at: null });
    expect(last!.error).toMatch(/Mailbox unavailable/);
    expect(mailsTo(u.email)).toHaveLength(0);
    // Given up: nothing will send the body any more, so the secret link is not kept either.
    expect(last).toMatchObject({
      text: null,
      html: null,
      raw: null,
      recipient: u.email,
      template: 'reset-password',
    });
    const shown: any = await (await h.api(`/api/v1/admin/emails/${first!.id}`, { token: admin })).json();
    expect(shown).toMatchObject({ status: 'failed', attempts: 2, text: null, html: null, raw: null });
    expect(shown.error).toMatch(/Mailbox unavailable/);

    // Given up for good: no further attempts even when the row would be due.
    await dueNow(first!.id);
    await h.queue.drain();
    expect((await h.deliveries('id = $1', [first!.id]))[0]).toMatchObject({ status: 'failed', attempts: 2 });

    const failed = (await h.outbox('notifications.email.failed.v1')).filter((e) => e.key === first!.id);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.payload).toMatchObject({
      deliveryId: first!.id,
      userId: u.userId,
      template: 'reset-password',
      locale: 'en',
    });
    expect(failed[0]!.payload.error).toMatch(/Mailbox unavailable/);
    expect((await h.outbox('notifications.email.sent.v1')).some((e) => e.key === first!.id)).toBe(false);
    await eventually(() =>
      h.emitted.some((r) => r.topic === 'notifications.email.failed.v1' && r.key === first!.id),
    );
  });

  it('a server that is down: the e-mail waits, and goes out once the server is back', async () => {
    const u = aUser('ar');
    await smtp.stop();
    let eventId: string;
    try {
      eventId = await h.publish('identity.user.password_changed.v1', { ...u, reason: 'change' });
      await h.queue.drain();
      const [d] = await h.deliveries('event_id = $1', [eventId]);
      expect(d).toMatchObject({ status: 'queued', attempts: 1, transport: 'smtp' });
      expect(d!.error).toMatch(/ECONNREFUSED|connect/i);
      // The body waits with the row until it is sent: nothing was lost.
      expect(d!.text).toContain('/login');
    } finally {
      await smtp.start();
    }
    const [d] = await h.deliveries('event_id = $1', [eventId]);
    await dueNow(d!.id);
    await h.queue.drain();
    expect((await h.deliveries('id = $1', [d!.id]))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
      text: null,
      html: null,
    });
    const [mail] = mailsTo(u.email);
    expect(mail!.headers.subject).toBe(catalogue('ar')['password-changed'].subject);
    expect(mail!.headers['content-language']).toBe('ar');
  });
});
