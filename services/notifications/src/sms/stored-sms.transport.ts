import { uuidv7 } from '@sokoni/platform/db';
import type { OutgoingSms, SentSms, SmsTransport } from './sms-transport.port.js';

/**
 * The dev and standalone transport: nothing leaves the machine. The message stays in its
 * `sms_messages` record (status `sent`, transport `stored`), which staff read in the back office
 * as they read the dev mailbox.
 */
export class StoredSmsTransport implements SmsTransport {
  readonly kind = 'stored' as const;

  send(_sms: OutgoingSms): Promise<SentSms> {
    return Promise.resolve({ providerMessageId: `stored-${uuidv7()}` });
  }
}
