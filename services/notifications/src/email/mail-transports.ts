import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';
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

/**
 * nodemailer (~650 KB of modules) is imported with the first message rather than at start: a
 * notifications process that has sent nothing yet, as most test and standalone runs, never loads it.
 */
async function createTransport(
  options: SMTPTransport.Options | StreamTransport.Options,
): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(options);
}

export class SmtpMailTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private transporter?: Promise<Transporter>;

  constructor(private readonly url: string) {}

  async send(mail: OutgoingMail): Promise<SentMail> {
    // Bounded waits: a stalled server must not hold a claimed batch past its claim (email-queue.ts).
    this.transporter ??= createTransport({
      url: this.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const transporter = await this.transporter;
    const info = (await transporter.sendMail(toNodemailer(mail))) as { messageId: string };
    return { messageId: info.messageId };
  }

  async close(): Promise<void> {
    // A transporter that never came to be (nodemailer failed to load) has nothing to close.
    (await this.transporter?.catch(() => undefined))?.close();
  }
}

/**
 * Builds the real message with nodemailer (same MIME as SMTP would carry) and keeps it instead of
 * sending: in the delivery record, and as an .eml file when a mailbox folder is configured.
 */
export class DevMailTransport implements MailTransport {
  readonly kind = 'dev' as const;
  private transporter?: Promise<Transporter>;

  constructor(private readonly mailboxDir?: string) {}

  async send(mail: OutgoingMail): Promise<SentMail> {
    this.transporter ??= createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const transporter = await this.transporter;
    const info = (await transporter.sendMail(toNodemailer(mail))) as {
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
