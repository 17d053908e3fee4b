import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampDate } from '@sokoni/contracts';
import { CONFIG } from '@sokoni/platform/config';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import type { NotificationsConfig } from '../notifications.config.js';
import { EmailQueue } from './email-queue.js';

/**
 * Turns identity events into queued e-mails. Each handler runs in the inbox transaction, so an
 * event redelivered after a crash finds its e-mail already queued and queues nothing.
 */
@Injectable()
export class EmailConsumer {
  constructor(
    private readonly queue: EmailQueue,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  @OnEvent('identity.user.email_verification_requested.v1', { purpose: 'email' })
  async verification(event: DomainEvent<'identity.user.email_verification_requested.v1'>, em: EntityManager) {
    const p = event.payload;
    await this.queue.enqueue(em, event.id, 'verify-email', {
      userId: p.userId,
      to: p.email,
      name: p.fullName,
      locale: p.locale,
      url: p.verifyUrl,
    });
  }

  @OnEvent('identity.user.password_reset_requested.v1', { purpose: 'email' })
  async reset(event: DomainEvent<'identity.user.password_reset_requested.v1'>, em: EntityManager) {
    const p = event.payload;
    await this.queue.enqueue(em, event.id, 'reset-password', {
      userId: p.userId,
      to: p.email,
      name: p.fullName,
      locale: p.locale,
      url: p.resetUrl,
    });
  }

  @OnEvent('identity.user.email_verified.v1', { purpose: 'email' })
  async welcome(event: DomainEvent<'identity.user.email_verified.v1'>, em: EntityManager) {
    const p = event.payload;
    await this.queue.enqueue(em, event.id, 'welcome', {
      userId: p.userId,
      to: p.email,
      name: p.fullName,
      locale: p.locale,
      url: this.link('/'),
    });
  }

  @OnEvent('identity.user.password_changed.v1', { purpose: 'email' })
  async passwordChanged(event: DomainEvent<'identity.user.password_changed.v1'>, em: EntityManager) {
    const p = event.payload;
    await this.queue.enqueue(em, event.id, 'password-changed', {
      userId: p.userId,
      to: p.email,
      name: p.fullName,
      locale: p.locale,
      url: this.link('/login'),
    });
  }

  /**
   * The current address is told in every case; the new one gets the link when it is free, and its
   * owner a notice (in their language) when another account has it, never the link.
   */
  @OnEvent('identity.user.email_change_requested.v1', { purpose: 'email' })
  async emailChangeRequested(
    event: DomainEvent<'identity.user.email_change_requested.v1'>,
    em: EntityManager,
  ) {
    const p = event.payload;
    const vars = { newEmail: p.newEmail };
    await this.queue.enqueue(em, event.id, 'email-change-requested', {
      userId: p.userId,
      to: p.email,
      name: p.fullName,
      locale: p.locale,
      url: this.link('/account'),
      vars,
    });
    if (p.newEmailTaken) {
      await this.queue.enqueue(em, event.id, 'email-change-taken', {
        userId: '',
        to: p.newEmail,
        name: p.takenByFullName,
        locale: p.takenByLocale || 'en',
        url: this.link('/account'),
        vars,
      });
    } else if (p.confirmUrl) {
      await this.queue.enqueue(em, event.id, 'email-change-confirm', {
        userId: p.userId,
        to: p.newEmail,
        name: p.fullName,
        locale: p.locale,
        url: p.confirmUrl,
        vars,
      });
    }
  }

  @OnEvent('identity.supplier_verification.approved.v1', { purpose: 'email' })
  async verificationApproved(
    event: DomainEvent<'identity.supplier_verification.approved.v1'>,
    em: EntityManager,
  ) {
    const p = event.payload;
    const expires = p.expiresAt ? timestampDate(p.expiresAt) : undefined;
    await this.queue.enqueue(em, event.id, 'verification-approved', {
      userId: p.sellerId,
      to: p.email,
      name: p.fullName,
      locale: p.locale,
      url: this.link('/advanced-verification'),
      vars: { company: p.companyName },
      details: expires ? [['expires', longDate(expires, p.locale)]] : [],
    });
  }

  @OnEvent('identity.supplier_verification.rejected.v1', { purpose: 'email' })
  async verificationRejected(
    event: DomainEvent<'identity.supplier_verification.rejected.v1'>,
    em: EntityManager,
  ) {
    const p = event.payload;
    await this.queue.enqueue(em, event.id, 'verification-rejected', {
      userId: p.sellerId,
      to: p.email,
      name: p.fullName,
      locale: p.locale,
      url: this.link('/advanced-verification'),
      vars: { company: p.companyName },
      details: [['reason', p.reason]],
    });
  }

  private link(path: string): string {
    return new URL(path, this.config.PUBLIC_URL).toString();
  }
}

/** "22 November 2027" in the recipient's language (UTC: the date staff chose, wherever they are). */
function longDate(d: Date, locale: string): string {
  try {
    return d.toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' });
  } catch {
    return d.toISOString().slice(0, 10); // a locale tag Intl does not accept
  }
}
