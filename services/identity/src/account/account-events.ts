import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampFromDate } from '@sokoni/contracts';
import { EventOutbox } from '@sokoni/platform/events';
import { protoRole } from '../identity.events.js';
import type { Role, User } from '../users/user.entity.js';

/** The account page's events, written to the outbox in the caller's transaction. */
@Injectable()
export class AccountEvents {
  constructor(private readonly outbox: EventOutbox) {}

  emailChangeRequested(
    em: EntityManager,
    u: User,
    newEmail: string,
    link: { url: string; expiresAt: Date } | { taken: User },
  ) {
    const taken = 'taken' in link ? link.taken : null;
    return this.outbox.add(
      em,
      'identity.user.email_change_requested.v1',
      u.id,
      {
        userId: u.id,
        email: u.email,
        newEmail,
        fullName: u.fullName,
        locale: u.locale,
        confirmUrl: 'url' in link ? link.url : '',
        expiresAt: 'url' in link ? timestampFromDate(link.expiresAt) : undefined,
        newEmailTaken: taken !== null,
        takenByFullName: taken?.fullName ?? '',
        takenByLocale: taken?.locale ?? '',
      },
      { actorId: u.id },
    );
  }

  emailChanged(em: EntityManager, u: User, oldEmail: string) {
    return this.outbox.add(
      em,
      'identity.user.email_changed.v1',
      u.id,
      { userId: u.id, oldEmail, newEmail: u.email, fullName: u.fullName, locale: u.locale },
      { actorId: u.id },
    );
  }

  /** Carries the code itself (a secret: debug_redact), for notifications to text it. */
  phoneVerificationRequested(em: EntityManager, u: User, phone: string, code: string, expiresAt: Date) {
    return this.outbox.add(
      em,
      'identity.user.phone_verification_requested.v1',
      u.id,
      { userId: u.id, phone, locale: u.locale, code, expiresAt: timestampFromDate(expiresAt) },
      { actorId: u.id },
    );
  }

  phoneVerified(em: EntityManager, u: User, phone: string) {
    return this.outbox.add(
      em,
      'identity.user.phone_verified.v1',
      u.id,
      { userId: u.id, phone },
      { actorId: u.id },
    );
  }

  deleted(em: EntityManager, userId: string, role: Role, deletedAt: Date) {
    return this.outbox.add(
      em,
      'identity.user.deleted.v1',
      userId,
      { userId, role: protoRole(role), deletedAt: timestampFromDate(deletedAt) },
      { actorId: userId },
    );
  }
}
