import type { NewsletterSubscription, SubscriptionStatus } from './newsletter-subscription.entity.js';

/** A subscription as staff see it (never its unsubscribe token). */
export interface SubscriptionView {
  id: string;
  email: string;
  locale: string;
  status: SubscriptionStatus;
  subscribedAt: string;
  unsubscribedAt: string | null;
  createdAt: string;
}

export const toSubscriptionView = (s: NewsletterSubscription): SubscriptionView => ({
  id: s.id,
  email: s.email,
  locale: s.locale,
  status: s.status,
  subscribedAt: s.subscribedAt.toISOString(),
  unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
  createdAt: s.createdAt.toISOString(),
});
