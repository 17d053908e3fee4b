import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ProblemException } from '@sokoni/platform/errors';
import { SCHEMA } from '../notifications.schema.js';
import { MarketingNewsletter } from './marketing-newsletter.js';
import { NotificationPreferences } from './notification-preferences.js';
import type { UnsubscribeResultView } from './notification-settings.view.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

/** Issued tokens are about 110 characters; anything far longer is not one and is not hashed. */
const MAX_TOKEN = 300;

const invalidLink = () =>
  ProblemException.validation([
    {
      field: 'token',
      code: 'notifications.notification_link_invalid',
      i18nKey: 'notifications.notification_link_invalid',
    },
  ]);

/**
 * The one-click unsubscribe of an e-mail: switches that topic's e-mails off for the user the link
 * was signed for, without signing in. Clicked again (or POSTed again by a mail client) it changes
 * nothing and says so; a link not signed here changes nothing at all.
 */
@Injectable()
export class UnsubscribeByLink {
  constructor(
    private readonly orm: MikroORM,
    private readonly links: UnsubscribeLinks,
    private readonly preferences: NotificationPreferences,
    private readonly newsletter: MarketingNewsletter,
  ) {}

  async execute(token: unknown): Promise<UnsubscribeResultView> {
    const grant = typeof token === 'string' && token.length <= MAX_TOKEN ? this.links.verify(token) : null;
    if (!grant) throw invalidLink();
    const { userId, topic } = grant;
    const changed = await this.orm.em.fork().transactional(async (em) => {
      if (topic !== 'marketing') return this.preferences.choose(em, userId, topic, 'email', false);
      const [contact] = await em.execute<{ email: string }[]>(
        `select email from ${SCHEMA}.contacts where user_id = ?`,
        [userId],
      );
      return contact ? this.newsletter.optOut(em, contact.email.trim().toLowerCase()) : false;
    });
    return { topic, channel: 'email', changed };
  }
}
