import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport, OutgoingMail, SentMail } from './mail-transport.port.js';

const toNodemailer = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: {
    'Content-Language': mail.locale,
    ...(mail.listUnsubscribe
      ? {
          'List-Unsubscribe': `<${mail.listUnsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {}),
  },
});

export class SmtpMailTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(url: string) {
    // Bounded waits: a stalled server must not hold a claimed batch past its claim (email-queue.ts).
    this.transporter = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    const info = (await this.transporter.sendMail(toNodemailer(mail))) as { messageId: string };
    return { messageId: info.messageId };
  }

  close(): Promise<void> {
    this.transporter.close();
    return Promise.resolve();
  }
}

/**
 * Builds the real message with nodemailer (same MIME as SMTP would carry) and keeps it instead of
 * sending: in the delivery record, and as an .eml file when a mailbox folder is configured.
 */
export class DevMailTransport implements MailTransport {
  readonly kind = 'dev' as const;
  private readonly transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(private readonly mailboxDir?: string) {}

  async send(mail: OutgoingMail): Promise<SentMail> {
    const info = (await this.transporter.sendMail(toNodemailer(mail))) as {
      messageId: string;
      message: Buffer;
    };
    const raw = info.message.toString('utf8');
    if (this.mailboxDir) {
      await mkdir(this.mailboxDir, { recursive: true });
      const safe = info.messageId.replace(/[^A-Za-z0-9@._-]/g, '');
      await writeFile(
        join(this.mailboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safe}.eml`),
        raw,
      );
    }
    return { messageId: info.messageId, raw };
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
