import type { NotificationsConfig } from '../notifications.config.js';
import { AfricasTalkingSmsTransport } from './africastalking-sms.transport.js';
import type { SmsTransport } from './sms-transport.port.js';
import { StoredSmsTransport } from './stored-sms.transport.js';
import { TwilioSmsTransport } from './twilio-sms.transport.js';

/** The transport SMS_TRANSPORT names; notifications.config.ts has checked its credentials. */
export function createSmsTransport(c: NotificationsConfig): SmsTransport {
  switch (c.SMS_TRANSPORT) {
    case 'africastalking':
      return new AfricasTalkingSmsTransport({
        username: c.AFRICASTALKING_USERNAME!,
        apiKey: c.AFRICASTALKING_API_KEY!,
        from: c.AFRICASTALKING_SENDER_ID,
        baseUrl: c.SMS_API_URL,
      });
    case 'twilio':
      return new TwilioSmsTransport({
        accountSid: c.TWILIO_ACCOUNT_SID!,
        authToken: c.TWILIO_AUTH_TOKEN!,
        from: c.TWILIO_FROM!,
        baseUrl: c.SMS_API_URL,
      });
    default:
      return new StoredSmsTransport();
  }
}
