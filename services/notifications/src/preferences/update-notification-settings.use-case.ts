import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ProblemException } from '@sokoni/platform/errors';
import { GetNotificationSettings } from './get-notification-settings.query.js';
import { MarketingNewsletter } from './marketing-newsletter.js';
import { NotificationPreferences } from './notification-preferences.js';
import type { TopicChoiceDto } from './notification-settings.dto.js';
import type { NotificationSettingsView } from './notification-settings.view.js';

/**
 * Stores a user's new choices, all or none. The marketing e-mail choice is the newsletter
 * subscription of the account's address: switching it off unsubscribes in the same transaction;
 * switching it on subscribes after it (with the list's confirmation e-mail), as the storefront's
 * newsletter box would.
 */
@Injectable()
export class UpdateNotificationSettings {
  constructor(
    private readonly orm: MikroORM,
    private readonly preferences: NotificationPreferences,
    private readonly newsletter: MarketingNewsletter,
    private readonly settings: GetNotificationSettings,
  ) {}

  async execute(
    userId: string,
    tokenEmail: string,
    choices: readonly TopicChoiceDto[],
    locale: string,
  ): Promise<NotificationSettingsView> {
    const repeated = choices.findIndex((c, i) => choices.findIndex((o) => o.topic === c.topic) !== i);
    if (repeated >= 0)
      throw ProblemException.validation([
        {
          field: `topics.${repeated}.topic`,
          code: 'notifications.topic_repeated',
          i18nKey: 'notifications.topic_repeated',
        },
      ]);
    let optInAddress: string | null = null;
    await this.orm.em.fork().transactional(async (em) => {
      for (const c of choices) {
        if (c.inApp !== undefined) await this.preferences.choose(em, userId, c.topic, 'in_app', c.inApp);
        if (c.sms !== undefined) await this.preferences.choose(em, userId, c.topic, 'sms', c.sms);
        if (c.email === undefined) continue;
        if (c.topic !== 'marketing') {
          await this.preferences.choose(em, userId, c.topic, 'email', c.email);
          continue;
        }
        const address = await this.newsletter.addressOf(em, userId, tokenEmail);
        if (!c.email) await this.newsletter.optOut(em, address);
        else if (!(await this.newsletter.isSubscribed(em, address))) optInAddress = address;
      }
    });
    // Its own transaction, after ours: the embedded database serves one session at a time.
    if (optInAddress) await this.newsletter.optIn(optInAddress, locale);
    return this.settings.execute(userId, tokenEmail);
  }
}
