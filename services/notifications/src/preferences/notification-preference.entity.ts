import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CHANNELS } from './notification-topics.js';

/**
 * A user's choice for one topic on one channel. Only choices made are stored: a missing row is the
 * topic's default (notification-topics.ts), so a default changed later reaches everyone who never
 * chose. The marketing topic's e-mail channel is the newsletter subscription, not a row here.
 */
export const NotificationPreference = defineEntity({
  name: 'NotificationPreference',
  tableName: 'notification_preferences',
  properties: {
    userId: p.uuid().primary(),
    topic: p.string().primary(),
    channel: p.enum(CHANNELS).primary(),
    enabled: p.boolean(),
    updatedAt: p.datetime(),
  },
});
export type NotificationPreference = InferEntity<typeof NotificationPreference>;
