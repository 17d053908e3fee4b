import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent, PoisonMessageError, type DomainEvent } from '@sokoni/platform/events';
import { SCHEMA } from '../notifications.schema.js';
import { ContactMailer, lockContact } from './contact-mailer.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
   * Identity proved the number with a code texted to it: the SMS channel works from now on, if it
   * is still the contact's number (a change already here wins; one still to come clears it in
   * upsert). A contact not stored yet gets it when it arrives.
   */
  @OnEvent('identity.user.phone_verified.v1', { purpose: 'contacts' })
  async phoneVerified(
    event: DomainEvent<'identity.user.phone_verified.v1'>,
    em: EntityManager,
  ): Promise<void> {
    const userId = event.payload.userId.toLowerCase();
    const phone = event.payload.phone.trim();
    if (!UUID.test(userId) || !phone)
      throw new PoisonMessageError(`contacts: phone verified without user or number (event ${event.id})`);
    await lockContact(em, userId);
    const [contact] = await em.execute<{ user_id: string }[]>(
      `select user_id from ${SCHEMA}.contacts where user_id = ?`,
      [userId],
    );
    if (!contact) {
      await em.execute(
        `insert into ${SCHEMA}.pending_phone_verifications as v (user_id, phone, verified_at) values (?, ?, ?)
         on conflict (user_id) do update set phone = excluded.phone, verified_at = excluded.verified_at
         where v.verified_at <= excluded.verified_at`,
        [userId, phone, event.occurredAt],
      );
      return;
    }
    await em.execute(
      `update ${SCHEMA}.contacts set phone_verified = true
       where user_id = ? and phone = ? and deleted_at is null`,
      [userId, phone],
    );
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
    await em.execute(`delete from ${SCHEMA}.pending_phone_verifications where user_id = ?`, [userId]);
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
      // A number is verified only by identity.user.phone_verified.v1 (a code texted to it and typed
      // back); a changed number loses it, as identity forgets the proof of the old one.
      `insert into ${SCHEMA}.contacts (user_id, email, full_name, locale, phone, updated_at)
       values (?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set email = excluded.email, full_name = excluded.full_name,
         locale = excluded.locale, phone = excluded.phone, updated_at = excluded.updated_at,
         phone_verified = contacts.phone_verified and contacts.phone = excluded.phone
       where contacts.updated_at <= excluded.updated_at and contacts.deleted_at is null`,
      [userId, email, fullName, locale || 'en', phone.trim(), at],
    );
    // A verification that came before the contact itself.
    await em.execute(
      `update ${SCHEMA}.contacts c set phone_verified = true from ${SCHEMA}.pending_phone_verifications v
       where c.user_id = ? and v.user_id = c.user_id and v.phone = c.phone and c.deleted_at is null`,
      [userId],
    );
    await em.execute(`delete from ${SCHEMA}.pending_phone_verifications where user_id = ?`, [userId]);
    await this.mailer.release(em, userId);
  }
}
