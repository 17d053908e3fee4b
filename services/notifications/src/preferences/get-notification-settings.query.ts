import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { MarketingNewsletter } from './marketing-newsletter.js';
import { NotificationPreferences } from './notification-preferences.js';
import type { NotificationSettingsView } from './notification-settings.view.js';
import { ALWAYS_ON, AUDIENCE, TOPICS } from './notification-topics.js';

/** A user's own settings: their choices, the defaults where they made none, the locked topics. */
@Injectable()
export class GetNotificationSettings {
  constructor(
    private readonly orm: MikroORM,
    private readonly preferences: NotificationPreferences,
    private readonly newsletter: MarketingNewsletter,
  ) {}

  async execute(userId: string, tokenEmail: string): Promise<NotificationSettingsView> {
    const em = this.orm.em.fork();
    const chosen = await this.preferences.choicesOf(em, userId);
    const subscribed = await this.newsletter.isSubscribed(
      em,
      await this.newsletter.addressOf(em, userId, tokenEmail),
    );
    return {
      topics: TOPICS.map((topic) => ({
        topic,
        audience: AUDIENCE[topic],
        email: topic === 'marketing' ? subscribed : chosen(topic, 'email'),
        inApp: chosen(topic, 'in_app'),
        sms: chosen(topic, 'sms'),
      })),
      alwaysOn: ALWAYS_ON.map((topic) => ({ topic, audience: AUDIENCE[topic] })),
    };
  }
}
