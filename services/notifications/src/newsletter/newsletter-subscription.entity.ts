import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const SUBSCRIPTION_STATUSES = ['subscribed', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * One address on the newsletter list; unsubscribing keeps the row (status) so that the address is
 * not written to again by mistake, and subscribing again reuses it. The unsubscribe token is kept
 * as issued, not hashed: every newsletter must carry the link, and all it can do is unsubscribe.
 */
export const NewsletterSubscription = defineEntity({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscriptions',
  properties: {
    id: p.uuid().primary(),
    /** Trimmed and lower-cased, unique. */
    email: p.string().unique(),
    locale: p.string(),
    status: p.enum(SUBSCRIPTION_STATUSES),
    unsubscribeToken: p.string().unique().hidden(),
    subscribedAt: p.datetime(),
    unsubscribedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type NewsletterSubscription = InferEntity<typeof NewsletterSubscription>;
