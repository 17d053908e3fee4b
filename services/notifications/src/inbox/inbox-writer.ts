import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { SCHEMA } from '../notifications.schema.js';
import { NotificationPreferences } from '../preferences/notification-preferences.js';
import { SmsQueue } from '../sms/sms-queue.js';
import { deliveryChannels } from './delivery-channels.js';
import type { InAppNotice } from './in-app-notice.js';
import { renderInboxText } from './inbox-texts.js';
import { RealtimePusher } from './realtime-pusher.js';

interface ContactRow {
  locale: string;
  phone: string;
  phone_verified: boolean;
}

/**
 * Stores an event's notifications in the consumer's inbox transaction: one per event, recipient and
 * kind (the unique key makes even a redelivery that slipped past the inbox harmless), in the
 * recipient's language, unless they switched the topic off in the app. The text message, when the
 * recipient asked for them and proved their number, is queued in the same transaction. The realtime
 * push happens after the commit (RealtimePusher), so nobody is told of a notification that is not
 * there.
 */
@Injectable()
export class InboxWriter {
  private readonly log = new Logger(InboxWriter.name);

  constructor(
    private readonly preferences: NotificationPreferences,
    private readonly sms: SmsQueue,
    private readonly pusher: RealtimePusher,
  ) {}

  /** `createdAt` is the event's time: what the bell and the digest's hour count from. */
  async deliver(
    em: EntityManager,
    event: { id: string; occurredAt: Date },
    notices: readonly InAppNotice[],
  ): Promise<void> {
    const eventId = event.id;
    let stored = 0;
    for (const n of notices) {
      const [contact] = await em.execute<(ContactRow & { deleted: boolean })[]>(
        `select locale, phone, phone_verified, deleted_at is not null as deleted from ${SCHEMA}.contacts
         where user_id = ?`,
        [n.userId],
      );
      // A deleted account reads nothing any more.
      if (contact?.deleted) continue;
      const { inApp, sms } = deliveryChannels(
        n.topic,
        await this.preferences.choicesOf(em, n.userId),
        contact && { phone: contact.phone, verified: contact.phone_verified },
      );
      // A message switched off in the bell may still be due in the e-mail digest (its own choice):
      // kept out of sight for it.
      const forDigest = !inApp && n.conversationId !== undefined;
      if (!inApp) this.pusher.signal(n.userId, n.kind, n.link);
      if (!inApp && !sms && !forDigest) continue;
      const rendered = renderInboxText(n.text, contact?.locale || n.locale);
      if (inApp || forDigest) {
        const rows = await em.execute<{ id: string }[]>(
          `insert into ${SCHEMA}.in_app_notifications
             (id, user_id, event_id, kind, topic, title, body, link, conversation_id, hidden, pushed_at, created_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (event_id, user_id, kind) do nothing
           returning id`,
          [
            uuidv7(),
            n.userId,
            eventId,
            n.kind,
            n.topic,
            rendered.title,
            rendered.body,
            n.link,
            n.conversationId ?? null,
            !inApp,
            inApp ? null : new Date(), // never pushed
            event.occurredAt,
          ],
        );
        if (inApp) stored += rows.length;
      }
      if (sms && contact)
        await this.sms.enqueue(em, {
          eventId,
          userId: n.userId,
          kind: n.kind,
          to: contact.phone,
          title: rendered.title,
          link: n.link,
        });
    }
    if (stored > 0) {
      this.log.debug({ event: eventId, stored }, 'in-app notifications stored');
      this.pusher.nudge();
    }
  }
}
