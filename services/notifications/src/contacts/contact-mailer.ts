import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CONFIG } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { EmailQueue } from '../email/email-queue.js';
import { templateLanguage, templateTerms } from '../email/email-renderer.js';
import { resolveValue } from '../email/mail-text.js';
import type { NotificationsConfig } from '../notifications.config.js';
import { SCHEMA } from '../notifications.schema.js';
import { HeldEmail } from './held-email.entity.js';
import type { PersonalEmail } from './personal-email.js';

interface ContactRow {
  user_id: string;
  email: string;
  full_name: string;
  locale: string;
  deleted_at: Date | null;
}

/**
 * Sends e-mails to users known by id, from the contact read model. An event may come before
 * identity's event about its user (different producers, no order between them): its e-mail is then
 * held, not retried — retrying would stall every later event of that partition for as long as the
 * contact is missing — and queued when the contact arrives, under the same event id.
 *
 * The two sides meet under one advisory lock per user, taken before reading: a held e-mail is
 * either seen by the contact's arrival or finds the contact itself, never neither.
 */
@Injectable()
export class ContactMailer {
  private readonly log = new Logger(ContactMailer.name);

  constructor(
    private readonly queue: EmailQueue,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  /** Queues the e-mail in the caller's (inbox) transaction, or holds it until the contact is known. */
  async send(em: EntityManager, eventId: string, mail: PersonalEmail): Promise<void> {
    let contact = await this.contact(em, mail.userId);
    if (!contact) {
      await lockContact(em, mail.userId);
      contact = await this.contact(em, mail.userId);
    }
    if (contact?.deleted_at) {
      this.log.log(
        { event: eventId, template: mail.template, user: mail.userId },
        'no e-mail: account deleted',
      );
      return;
    }
    if (contact) return this.enqueue(em, eventId, mail, contact);
    em.create(HeldEmail, {
      id: uuidv7(),
      eventId,
      userId: mail.userId,
      template: mail.template,
      mail,
      createdAt: new Date(),
    });
    await em.flush();
    this.log.warn(
      { event: eventId, template: mail.template, user: mail.userId },
      'e-mail held until the contact is known',
    );
  }

  /**
   * Called with the contacts consumer's transaction once it has stored a user's contact: queues
   * whatever was held for that user.
   */
  async release(em: EntityManager, userId: string): Promise<void> {
    const held = await em.find(HeldEmail, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    if (held.length === 0) return;
    const contact = await this.contact(em, userId);
    if (!contact || contact.deleted_at) return;
    for (const h of held) {
      await this.enqueue(em, h.eventId, h.mail, contact);
      em.remove(h);
    }
    await em.flush();
  }

  private async enqueue(
    em: EntityManager,
    eventId: string,
    mail: PersonalEmail,
    contact: ContactRow,
  ): Promise<void> {
    const lang = templateLanguage(mail.locale || contact.locale);
    const terms = templateTerms(mail.template, lang);
    await this.queue.enqueue(em, eventId, mail.template, {
      userId: mail.userId,
      to: contact.email,
      name: contact.full_name,
      locale: lang,
      url: new URL(mail.path, this.config.PUBLIC_URL).toString(),
      vars: Object.fromEntries(Object.entries(mail.vars).map(([k, v]) => [k, resolveValue(v, lang, terms)])),
      details: mail.details.map(([label, v]) => [label, resolveValue(v, lang, terms)] as const),
    });
  }

  private async contact(em: EntityManager, userId: string): Promise<ContactRow | undefined> {
    const [row] = await em.execute<ContactRow[]>(
      `select user_id, email, full_name, locale, deleted_at from ${SCHEMA}.contacts where user_id = ?`,
      [userId],
    );
    return row;
  }
}

/** Serializes a user's held e-mails with the arrival of their contact (see ContactMailer). */
export async function lockContact(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`${SCHEMA}.contact:${userId}`]);
}
