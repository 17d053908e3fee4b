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
    await this.upsert(em, p.userId, p.email, p.fullName, p.locale, event.occurredAt);
  }

  @OnEvent('identity.user.profile_updated.v1', { purpose: 'contacts' })
  async profileUpdated(
    event: DomainEvent<'identity.user.profile_updated.v1'>,
    em: EntityManager,
  ): Promise<void> {
    const p = event.payload;
    await this.upsert(em, p.userId, p.email, p.fullName, p.locale, event.occurredAt);
  }

  private async upsert(
    em: EntityManager,
    userId: string,
    email: string,
    fullName: string,
    locale: string,
    at: Date,
  ) {
    await lockContact(em, userId);
    await em.execute(
      `insert into ${SCHEMA}.contacts (user_id, email, full_name, locale, updated_at) values (?, ?, ?, ?, ?)
       on conflict (user_id) do update set email = excluded.email, full_name = excluded.full_name,
         locale = excluded.locale, updated_at = excluded.updated_at
       where contacts.updated_at <= excluded.updated_at`,
      [userId, email, fullName, locale || 'en', at],
    );
    await this.mailer.release(em, userId);
  }
}
