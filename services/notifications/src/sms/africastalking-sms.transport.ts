import { SmsRejectedError, type OutgoingSms, type SentSms, type SmsTransport } from './sms-transport.port.js';

export interface AfricasTalkingOptions {
  username: string;
  apiKey: string;
  /** A registered sender id or short code; absent → the account's default. */
  from?: string;
  /** Overrides the API's origin (tests, a proxy); otherwise the sandbox's for username `sandbox`. */
  baseUrl?: string;
  timeoutMs?: number;
}

interface Recipient {
  statusCode: number;
  number: string;
  status: string;
  messageId: string;
}

/** Recipient status codes that a retry cannot change (Africa's Talking's SMS documentation). */
const REJECTED = new Set([401, 402, 403, 404, 405, 406, 407]);

/**
 * Africa's Talking bulk SMS: `POST /version1/messaging`, the `apiKey` header, a form body, a JSON
 * answer listing each recipient's status (100 processed, 101 sent, 102 queued; 4xx refused).
 * It sends SMS only: WhatsApp goes through Twilio.
 */
export class AfricasTalkingSmsTransport implements SmsTransport {
  readonly kind = 'africastalking' as const;
  private readonly url: string;

  constructor(private readonly options: AfricasTalkingOptions) {
    const origin =
      options.baseUrl ??
      (options.username === 'sandbox'
        ? 'https://api.sandbox.africastalking.com'
        : 'https://api.africastalking.com');
    this.url = new URL('/version1/messaging', origin).toString();
  }

  async send(sms: OutgoingSms): Promise<SentSms> {
    if (sms.channel !== 'sms')
      throw new SmsRejectedError(`Africa's Talking does not send ${sms.channel} messages`);
    const form = new URLSearchParams({ username: this.options.username, to: sms.to, message: sms.body });
    if (this.options.from) form.set('from', this.options.from);
    const res = await fetch(this.url, {
      method: 'POST',
      headers: {
        apiKey: this.options.apiKey,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`Africa's Talking answered ${res.status}: ${text.slice(0, 300)}`);
    let recipient: Recipient | undefined;
    try {
      recipient = (JSON.parse(text) as { SMSMessageData?: { Recipients?: Recipient[] } }).SMSMessageData
        ?.Recipients?.[0];
    } catch {
      throw new Error(`Africa's Talking answered ${res.status} with a body that is not JSON`);
    }
    if (!recipient) throw new SmsRejectedError(`Africa's Talking sent to nobody: ${text.slice(0, 300)}`);
    if (recipient.statusCode >= 100 && recipient.statusCode <= 102)
      return { providerMessageId: recipient.messageId };
    const why = `Africa's Talking: ${recipient.status} (${recipient.statusCode})`;
    throw REJECTED.has(recipient.statusCode) ? new SmsRejectedError(why) : new Error(why);
  }
}
