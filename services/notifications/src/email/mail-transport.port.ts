/** The mail port: SMTP in production, the stored dev mailbox otherwise. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Language of the message, for the Content-Language header and right-to-left rendering. */
  locale: string;
  /** RFC 8058 one-click unsubscribe URL (List-Unsubscribe and List-Unsubscribe-Post headers). */
  listUnsubscribe?: string;
}

export interface SentMail {
  messageId: string;
  /** The whole RFC 5322 message, kept by the dev transport only. */
  raw?: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'dev';
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): Promise<void>;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
