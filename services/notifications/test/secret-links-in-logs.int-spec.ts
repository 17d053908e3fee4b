import fs from 'node:fs';
import { timestampFromDate } from '@sokoni/contracts';
import type { TestDatabase } from '@sokoni/platform/testing';
import { aUser, resetLink, secretToken, verifyLink } from './fixtures.js';
import { freshDatabase, startNotifications, type NotificationsHarness } from './notifications-harness.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

const db: TestDatabase | null = await freshDatabase('notifications secret links in logs');
const suite = db ? describe : describe.skip;

/**
 * Everything the process writes while it handles e-mails with one-time links — pino lines (which go
 * straight to file descriptor 1 through sonic-boom, not through process.stdout), the HTTP access
 * log, console output — is captured at the lowest level and searched for the secrets.
 */
class OutputCapture {
  readonly chunks: string[] = [];
  private readonly restore: (() => void)[] = [];

  start(): void {
    const text = (b: unknown) => (typeof b === 'string' ? b : Buffer.from(b as Uint8Array).toString('utf8'));
    const size = (b: unknown) =>
      typeof b === 'string' ? Buffer.byteLength(b) : (b as Uint8Array).byteLength;
    const f = fs as unknown as Record<string, (...args: any[]) => any>;
    const writeSync = f.writeSync!;
    const write = f.write!;
    f.writeSync = (fd: number, buf: unknown, ...rest: unknown[]) => {
      if (fd !== 1 && fd !== 2) return writeSync.call(fs, fd, buf, ...rest);
      this.chunks.push(text(buf));
      return size(buf);
    };
    f.write = (fd: number, buf: unknown, ...rest: unknown[]) => {
      if (fd !== 1 && fd !== 2) return write.call(fs, fd, buf, ...rest);
      this.chunks.push(text(buf));
      const cb = rest.find((r) => typeof r === 'function') as ((e: null, n: number) => void) | undefined;
      process.nextTick(() => cb?.(null, size(buf)));
    };
    this.restore.push(() => {
      f.writeSync = writeSync;
      f.write = write;
    });
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write;
      stream.write = (chunk: unknown) => {
        this.chunks.push(text(chunk));
        return true;
      };
      this.restore.push(() => (stream.write = original));
    }
    for (const level of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
      const original = console[level];
      console[level] = (...args: unknown[]) => void this.chunks.push(args.map(String).join(' '));
      this.restore.push(() => (console[level] = original));
    }
  }

  stop(): void {
    for (const r of this.restore.splice(0).reverse()) r();
  }

  get all(): string {
    return this.chunks.join('');
  }

  /** The JSON log lines, for checking that the lines we expect were really captured. */
  get lines(): Record<string, unknown>[] {
    return this.all
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  }
}

suite('notifications: secret links never reach the logs', () => {
  let h: NotificationsHarness;
  let smtp: SmtpSink;
  const out = new OutputCapture();
  const verifyToken = secretToken();
  const resetToken = secretToken();
  const poisonToken = secretToken();
  const secrets = [verifyToken, resetToken, poisonToken];
  const inADay = () => timestampFromDate(new Date(Date.now() + 86_400_000));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    out.start();
    try {
      // The most talkative level: whatever any level would print is in the capture.
      h = await startNotifications(db!, { SMTP_URL: smtp.url, LOG_LEVEL: 'trace', MAIL_MAX_ATTEMPTS: '3' });
    } catch (err) {
      out.stop();
      throw err;
    }
  });
  afterAll(async () => {
    try {
      await h?.stop();
    } finally {
      out.stop();
      await smtp?.stop();
      await db?.drop();
    }
  });

  it('handles, retries, redelivers, dead-letters and serves e-mails without logging a link', async () => {
    const u = aUser('fr');
    // Verification: refused once by the server (the retry path logs), then sent.
    smtp.refuse = { recipient: /.*/, message: 'Try again later' };
    const verification = { ...u, verifyUrl: verifyLink(verifyToken), expiresAt: inADay() };
    const verifyId = await h.publish('identity.user.email_verification_requested.v1', verification);
    await h.queue.drain();
    smtp.refuse = undefined;
    const [v] = await h.deliveries('event_id = $1', [verifyId]);
    expect(v).toMatchObject({ status: 'queued', attempts: 1 });
    await h.sql.query('update notifications.email_deliveries set next_attempt_at = now() where id = $1', [
      v!.id,
    ]);
    await h.queue.drain();
    // Redelivered: skipped by the inbox (logged at debug).
    await h.publish('identity.user.email_verification_requested.v1', verification, { id: verifyId });

    // Password reset, sent at once.
    const resetId = await h.publish('identity.user.password_reset_requested.v1', {
      ...u,
      resetUrl: resetLink(resetToken),
      expiresAt: inADay(),
    });
    await h.queue.drain();
    const [r] = await h.deliveries('event_id = $1', [resetId]);

    // A malformed event (user id not a UUID): the database refuses its data, so it is poison and
    // dead-lettered at once (its payload redacted); the failure is logged with its cause, and the
    // cause must not quote the link.
    await h.publish(
      'identity.user.email_verification_requested.v1',
      { ...u, userId: 'not-a-uuid', verifyUrl: verifyLink(poisonToken), expiresAt: inADay() },
      { aggregateId: u.userId },
    );
    const letters = await h.sql.query<{ error_kind: string; payload: Buffer }>(
      'select error_kind, payload from notifications.dead_letter',
    );
    expect(letters.rows.map((l) => l.error_kind)).toEqual(['poison']);
    expect(letters.rows[0]!.payload.toString('latin1')).not.toContain(poisonToken);

    // Staff look at the delivery through the admin API (the access log records the request).
    const admin = await h.token('admin');
    expect((await h.api(`/api/v1/admin/emails/${v!.id}`, { token: admin })).status).toBe(200);
    expect(
      (
        await h.api(
          `/api/v1/admin/emails?filter=${encodeURIComponent(JSON.stringify({ userId: u.userId }))}`,
          { token: admin },
        )
      ).status,
    ).toBe(200);

    expect((await h.deliveries('id = $1', [v!.id]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(r).toMatchObject({ status: 'sent' });
    expect(smtp.received.filter((m) => m.text.includes(verifyToken))).toHaveLength(1);
    expect(smtp.received.filter((m) => m.text.includes(resetToken))).toHaveLength(1);

    // The capture really holds the app's lines for all of the above…
    const lines = out.lines;
    const msgs = (m: string) => lines.filter((l) => l.msg === m);
    expect(msgs('e-mail send failed, will retry').some((l) => l.delivery === v!.id)).toBe(true);
    expect(msgs('e-mail sent').map((l) => l.delivery)).toEqual(expect.arrayContaining([v!.id, r!.id]));
    expect(msgs('event handler failed').length).toBeGreaterThan(0);
    expect(
      lines.some((l) => String((l.req as any)?.url ?? '').startsWith(`/api/v1/admin/emails/${v!.id}`)),
    ).toBe(true);

    // …and none of them carries a link or its token, whole or in part.
    const all = out.all;
    expect(all).not.toMatch(/verify-email\?token=|reset-password\?token=/);
    for (const secret of secrets) {
      expect(all).not.toContain(secret);
      expect(all).not.toContain(secret.slice(4, 20));
    }
  });
});
