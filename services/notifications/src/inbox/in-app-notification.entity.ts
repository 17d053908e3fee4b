import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One notification in one user's bell, rendered in their language when the event came. Created in
 * the consumer's inbox transaction (one per event, recipient and kind, so a redelivery adds none);
 * `pushedAt` is when it went out to the realtime fan-out, `digestedAt` when a message digest
 * e-mail listed it (or decided not to).
 */
export const InAppNotification = defineEntity({
  name: 'InAppNotification',
  tableName: 'in_app_notifications',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    eventId: p.uuid(),
    kind: p.string(),
    topic: p.string(),
    title: p.text(),
    body: p.text(),
    link: p.text(),
    conversationId: p.uuid().nullable(),
    /** Not in the bell (switched off there): kept only for the message digest. */
    hidden: p.boolean().default(false),
    readAt: p.datetime().nullable(),
    digestedAt: p.datetime().nullable(),
    pushedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type InAppNotification = InferEntity<typeof InAppNotification>;
