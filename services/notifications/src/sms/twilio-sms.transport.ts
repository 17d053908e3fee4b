import { SmsRejectedError, type OutgoingSms, type SentSms, type SmsTransport } from './sms-transport.port.js';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sender number (E.164); for WhatsApp the WhatsApp-enabled one, sent as `whatsapp:<number>`. */
  from: string;
  /** Overrides https://api.twilio.com (tests, a proxy). */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json` with basic auth (account
 * sid and auth token) and a form body `To`, `From`, `Body`; WhatsApp by the `whatsapp:` prefix on
 * both numbers. A 4xx answer is Twilio refusing the message (its JSON names the error code): not
 * retried, except 429 (too many requests).
 */
export class TwilioSmsTransport implements SmsTransport {
  readonly kind = 'twilio' as const;
  private readonly url: string;

  constructor(private readonly options: TwilioOptions) {
    this.url = new URL(
      `/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
      options.baseUrl ?? 'https://api.twilio.com',
    ).toString();
  }

  async send(sms: OutgoingSms): Promise<SentSms> {
    const address = (n: string) => (sms.channel === 'whatsapp' ? `whatsapp:${n}` : n);
    const res = await fetch(this.url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.options.accountSid}:${this.options.authToken}`).toString('base64')}`,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: address(sms.to), From: address(this.options.from), Body: sms.body }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let json: { sid?: string; code?: number; message?: string } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      // An HTML error page from a proxy: reported by status below.
    }
    if (res.ok && json.sid) return { providerMessageId: json.sid };
    const why = `Twilio answered ${res.status}${json.code ? ` (error ${json.code})` : ''}: ${(json.message ?? text).slice(0, 300)}`;
    throw res.status >= 400 && res.status < 500 && res.status !== 429 && res.status !== 401
      ? new SmsRejectedError(why)
      : new Error(why);
  }
}
