import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { SCHEMA } from '../notifications.schema.js';
import { ContactMailer, lockContact } from './contact-mailer.js';

/**
 * Keeps the contact read model in step with identity. Older events never overwrite newer data.
 * E-mails held for a user whose contact was unknown go out once it is stored.
 */
@Injectable()
export class ContactsConsumer {
  constructor(private readonly mailer: ContactMailer) {}

  @OnEvent('identity.user.registered.v1', { purpose: 'contacts' })
  async registered(event: DomainEvent<'identity.user.registered.v1'>, em: EntityManager): Promise<void> {
    const p = event.payload;
    await this.upsert(em, p.userId, p.email, p.fullName, p.locale, p.phone, event.occurredAt);
  }

  @OnEvent('identity.user.profile_updated.v1', { purpose: 'contacts' })
  async profileUpdated(
    event: DomainEvent<'identity.user.profile_updated.v1'>,
    em: EntityManager,
  ): Promise<void> {
    const p = event.payload;
    await this.upsert(em, p.userId, p.email, p.fullName, p.locale, p.phone, event.occurredAt);
  }

  /**
   * A deleted account: its contact is emptied and marked (so e-mails for it are dropped, not held
   * for a contact that will never come), what waited for it is dropped, and its in-app
   * notifications, personal data with no reader any more, are deleted.
   */
  @OnEvent('identity.user.deleted.v1', { purpose: 'contacts' })
  async deleted(event: DomainEvent<'identity.user.deleted.v1'>, em: EntityManager): Promise<void> {
    const userId = event.payload.userId.toLowerCase();
    await lockContact(em, userId);
    await em.execute(
      `insert into ${SCHEMA}.contacts as c (user_id, email, full_name, locale, phone, updated_at, deleted_at)
       values (?, '', '', 'en', '', ?, ?)
       on conflict (user_id) do update set email = '', full_name = '', phone = '', phone_verified = false,
         deleted_at = excluded.deleted_at, updated_at = greatest(c.updated_at, excluded.updated_at)`,
      [userId, event.occurredAt, event.occurredAt],
    );
    await em.execute(`delete from ${SCHEMA}.held_emails where user_id = ?`, [userId]);
    await em.execute(`delete from ${SCHEMA}.in_app_notifications where user_id = ?`, [userId]);
  }

  private async upsert(
    em: EntityManager,
    userId: string,
    email: string,
    fullName: string,
    locale: string,
    phone: string,
    at: Date,
  ) {
    await lockContact(em, userId);
    await em.execute(
      // Identity does not verify phone numbers (yet): a number it sends is kept unverified, and a
      // changed number loses any verification, so no SMS goes to a number its owner never proved.
      `insert into ${SCHEMA}.contacts (user_id, email, full_name, locale, phone, updated_at)
       values (?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set email = excluded.email, full_name = excluded.full_name,
         locale = excluded.locale, phone = excluded.phone, updated_at = excluded.updated_at,
         phone_verified = contacts.phone_verified and contacts.phone = excluded.phone
       where contacts.updated_at <= excluded.updated_at and contacts.deleted_at is null`,
      [userId, email, fullName, locale || 'en', phone.trim(), at],
    );
    await this.mailer.release(em, userId);
  }
}
