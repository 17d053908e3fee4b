import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SubscribeNewsletter } from '../newsletter/subscribe-newsletter.use-case.js';
import { SCHEMA } from '../notifications.schema.js';

/**
 * The marketing topic's e-mail channel *is* the newsletter subscription of the account's address:
 * one truth, whether the user ticks it here, subscribes from the storefront's box, or leaves through
 * a newsletter's own unsubscribe link.
 */
@Injectable()
export class MarketingNewsletter {
  constructor(private readonly subscribe: SubscribeNewsletter) {}

  /** The address notifications writes to for this account: the contact's, else the token's. */
  async addressOf(em: EntityManager, userId: string, tokenEmail: string): Promise<string> {
    const [row] = await em.execute<{ email: string }[]>(
      `select email from ${SCHEMA}.contacts where user_id = ?`,
      [userId],
    );
    return (row?.email ?? tokenEmail).trim().toLowerCase();
  }

  async isSubscribed(em: EntityManager, address: string): Promise<boolean> {
    const [row] = await em.execute<{ status: string }[]>(
      `select status from ${SCHEMA}.newsletter_subscriptions where email = ?`,
      [address],
    );
    return row?.status === 'subscribed';
  }

  /** Subscribes as the storefront's box does (the confirmation e-mail carries the list's own link). */
  async optIn(address: string, locale: string): Promise<void> {
    await this.subscribe.execute(address, locale);
  }

  async optOut(em: EntityManager, address: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `update ${SCHEMA}.newsletter_subscriptions
         set status = 'unsubscribed', unsubscribed_at = now(), updated_at = now()
       where email = ? and status = 'subscribed'
       returning id`,
      [address],
    );
    return rows.length > 0;
  }
}
