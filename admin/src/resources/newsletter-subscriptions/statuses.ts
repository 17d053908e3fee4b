/** notifications' subscription statuses (newsletter-subscription.entity.ts: SUBSCRIPTION_STATUSES). */
export const SUBSCRIPTION_STATUSES = ['subscribed', 'unsubscribed'] as const;
export const SUBSCRIPTION_COLOURS = { subscribed: 'success', unsubscribed: 'default' } as const;
