import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { CONFIG } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { EmailQueue } from '../email/email-queue.js';
import type { NotificationsConfig } from '../notifications.config.js';
import { SCHEMA } from '../notifications.schema.js';

/**
 * Puts an address on the newsletter list and sends the confirmation (with its unsubscribe link).
 * Idempotent and silent: an address already subscribed changes nothing and gets no second e-mail,
 * and the caller cannot tell the cases apart, so the form reveals nobody's subscription. An
 * address that had unsubscribed is subscribed again (same unsubscribe link as before).
 */
@Injectable()
export class SubscribeNewsletter {
  constructor(
    private readonly orm: MikroORM,
    private readonly queue: EmailQueue,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async execute(email: string, locale: string): Promise<void> {
    const address = email.trim().toLowerCase();
    await this.orm.em.fork().transactional(async (em) => {
      // One statement, so two simultaneous sign-ups of one address make one row and one e-mail.
      const [changed] = await em.execute<{ id: string; unsubscribe_token: string; locale: string }[]>(
        `insert into ${SCHEMA}.newsletter_subscriptions as s
           (id, email, locale, status, unsubscribe_token, subscribed_at, created_at, updated_at)
         values (?, ?, ?, 'subscribed', ?, now(), now(), now())
         on conflict (email) do update
           set status = 'subscribed', locale = excluded.locale, subscribed_at = now(),
               unsubscribed_at = null, updated_at = now()
           where s.status = 'unsubscribed'
         returning s.id, s.unsubscribe_token, s.locale`,
        [uuidv7(), address, locale, randomBytes(24).toString('base64url')],
      );
      if (!changed) return;
      const unsubscribe = new URL('/newsletter/unsubscribe', this.config.PUBLIC_URL);
      unsubscribe.searchParams.set('token', changed.unsubscribe_token);
      // Each (re)subscription is its own e-mail: a fresh id, not the subscription's.
      await this.queue.enqueue(em, uuidv7(), 'newsletter-subscribed', {
        userId: '',
        to: address,
        name: '',
        locale: changed.locale,
        url: new URL('/', this.config.PUBLIC_URL).toString(),
        unsubscribeUrl: unsubscribe.toString(),
      });
    });
  }
}
