import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampDate } from '@sokoni/contracts';
import { OnEvent, PoisonMessageError, type DomainEvent } from '@sokoni/platform/events';
import { phoneCodeText } from './phone-code-text.js';
import { SmsQueue } from './sms-queue.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Texts the code identity issued to prove a phone number. Not a notification: it goes to the number
 * in the event whatever the preferences, and precisely to a number not verified yet (that is what it
 * is for). Queued in the inbox transaction, one per event, so a replayed event texts nobody twice.
 */
@Injectable()
export class PhoneCodesConsumer {
  private readonly log = new Logger(PhoneCodesConsumer.name);

  constructor(private readonly sms: SmsQueue) {}

  @OnEvent('identity.user.phone_verification_requested.v1', { purpose: 'phone-codes' })
  async send(
    event: DomainEvent<'identity.user.phone_verification_requested.v1'>,
    em: EntityManager,
  ): Promise<void> {
    const p = event.payload;
    if (!UUID.test(p.userId) || !p.phone.trim() || !/^[0-9]{6}$/.test(p.code) || !p.expiresAt)
      throw new PoisonMessageError(`phone code: no user, number, code or expiry (event ${event.id})`);
    const expiresAt = timestampDate(p.expiresAt);
    // Identity refuses it by now (this consumer was down): a text would only mislead.
    if (expiresAt.getTime() <= Date.now()) {
      this.log.warn({ event: event.id }, 'phone code expired before it could be sent');
      return;
    }
    const minutes = Math.max(1, Math.round((expiresAt.getTime() - event.occurredAt.getTime()) / 60_000));
    await this.sms.enqueueText(em, {
      eventId: event.id,
      userId: p.userId.toLowerCase(),
      kind: 'phone_code',
      // Providers want E.164: the number as typed loses its spacing and punctuation.
      to: p.phone.replace(/[\s().-]/g, ''),
      body: phoneCodeText(p.locale, p.code, minutes),
    });
  }
}
