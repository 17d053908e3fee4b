import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampFromDate } from '@sokoni/contracts';
import { EventOutbox } from '@sokoni/platform/events';
import type { User } from './user.entity.js';
import { protoRole } from '../identity.events.js';
import type { Role } from './user.entity.js';

/**
 * Identity's events, built from the user so every one carries what consumers need (locale, names,
 * e-mail) and nobody has to call back. Written to the outbox in the caller's transaction.
 */
@Injectable()
export class UserEvents {
  constructor(private readonly outbox: EventOutbox) {}

  registered(em: EntityManager, u: User, source: 'self' | 'admin_cli') {
    return this.outbox.add(em, 'identity.user.registered.v1', u.id, {
      userId: u.id,
      email: u.email,
      fullName: u.fullName,
      businessName: u.businessName,
      role: protoRole(u.role),
      country: u.country,
      phone: u.phone ?? '',
      city: u.city ?? '',
      locale: u.locale,
      source,
    });
  }

  verificationRequested(em: EntityManager, u: User, verifyUrl: string, expiresAt: Date) {
    return this.outbox.add(em, 'identity.user.email_verification_requested.v1', u.id, {
      userId: u.id,
      email: u.email,
      fullName: u.fullName,
      locale: u.locale,
      verifyUrl,
      expiresAt: timestampFromDate(expiresAt),
    });
  }

  emailVerified(em: EntityManager, u: User) {
    return this.outbox.add(em, 'identity.user.email_verified.v1', u.id, {
      userId: u.id,
      email: u.email,
      fullName: u.fullName,
      locale: u.locale,
    });
  }

  passwordResetRequested(em: EntityManager, u: User, resetUrl: string, expiresAt: Date) {
    return this.outbox.add(em, 'identity.user.password_reset_requested.v1', u.id, {
      userId: u.id,
      email: u.email,
      fullName: u.fullName,
      locale: u.locale,
      resetUrl,
      expiresAt: timestampFromDate(expiresAt),
    });
  }

  passwordChanged(em: EntityManager, u: User, reason: 'reset' | 'change') {
    return this.outbox.add(em, 'identity.user.password_changed.v1', u.id, {
      userId: u.id,
      email: u.email,
      fullName: u.fullName,
      locale: u.locale,
      reason,
    });
  }

  signedIn(em: EntityManager, u: User, sessionId: string, client: { ip?: string; userAgent?: string }) {
    return this.outbox.add(
      em,
      'identity.user.signed_in.v1',
      u.id,
      { userId: u.id, ip: client.ip ?? '', userAgent: client.userAgent ?? '', sessionFamilyId: sessionId },
      { actorId: u.id },
    );
  }

  signInFailed(
    em: EntityManager,
    email: string,
    user: User | null,
    reason: 'bad_credentials' | 'suspended' | 'locked',
    ip?: string,
  ) {
    return this.outbox.add(em, 'identity.user.sign_in_failed.v1', user?.id ?? email, {
      email,
      userId: user?.id ?? '',
      reason,
      ip: ip ?? '',
    });
  }

  roleChanged(em: EntityManager, u: User, oldRole: Role, actorId: string | undefined) {
    return this.outbox.add(
      em,
      'identity.user.role_changed.v1',
      u.id,
      { userId: u.id, email: u.email, oldRole: protoRole(oldRole), newRole: protoRole(u.role) },
      { actorId },
    );
  }

  suspended(em: EntityManager, u: User, actorId: string) {
    return this.outbox.add(
      em,
      'identity.user.suspended.v1',
      u.id,
      { userId: u.id, email: u.email, reason: u.suspensionReason ?? '' },
      { actorId },
    );
  }

  reinstated(em: EntityManager, u: User, actorId: string, reason = '') {
    return this.outbox.add(
      em,
      'identity.user.reinstated.v1',
      u.id,
      { userId: u.id, email: u.email, reason },
      { actorId },
    );
  }

  profileUpdated(em: EntityManager, u: User) {
    return this.outbox.add(em, 'identity.user.profile_updated.v1', u.id, {
      userId: u.id,
      email: u.email,
      fullName: u.fullName,
      businessName: u.businessName,
      phone: u.phone ?? '',
      country: u.country,
      city: u.city ?? '',
      locale: u.locale,
    });
  }
}
