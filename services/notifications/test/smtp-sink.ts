import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime.js';

export interface ReceivedMail extends ParsedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** While set, RCPT TO for matching recipients is refused with this 5xx reply. */
  refuse?: { recipient: RegExp; message: string };
  /** Stops listening (the "server down" case); `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real SMTP server on loopback (smtp-server, by nodemailer's authors): the notifications app talks
 * SMTP to it over TCP exactly as it would to a relay, and the test reads what arrived.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port: 0,
    url: '',
    received: [],
    stop: async () => {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start: async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(address, _session, callback) {
          const r = sink.refuse;
          if (r && r.recipient.test(address.address)) {
            const err = Object.assign(new Error(r.message), { responseCode: 550 });
            callback(err);
            return;
          }
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            sink.received.push({
              ...parseMail(raw),
              raw,
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              rcptTo: session.envelope.rcptTo.map((r) => r.address),
            });
            callback();
          });
        },
      });
      const s = server;
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(sink.port, '127.0.0.1', () => resolve());
      });
      sink.port = (s.server.address() as AddressInfo).port;
      sink.url = `smtp://127.0.0.1:${sink.port}`;
    },
  };
  await sink.start();
  return sink;
}
