import type { TemplateName } from '../email/email-renderer.js';

/**
 * What a user may switch off, per channel (e-mail, the in-app bell, SMS/WhatsApp).
 */
export const TOPICS = [
  'order_updates',
  'sales',
  'verification',
  'rfq',
  'messages',
  'product_reviews',
  'marketing',
  'announcements',
] as const;
export type Topic = (typeof TOPICS)[number];

/** SMS stands for the phone channel as a whole: SMS or WhatsApp (SMS_CHANNEL), to a verified number. */
export const CHANNELS = ['email', 'in_app', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Always sent, on every channel, and shown locked: what keeps an account safe (verification and
 * reset links, a changed password) and what the law or the money requires the user to have in
 * writing (order confirmations, payment receipts, refunds, disputes with their deadlines, failed
 * payouts). README § Notification settings says why each is here.
 */
export const ALWAYS_ON = ['account_security', 'payments'] as const;
export type AlwaysOnTopic = (typeof ALWAYS_ON)[number];

export const AUDIENCES = ['everyone', 'buyer', 'seller'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Who a topic concerns: the storefront shows a buyer no seller topics and the other way round. */
export const AUDIENCE: Readonly<Record<Topic | AlwaysOnTopic, Audience>> = {
  order_updates: 'buyer',
  sales: 'seller',
  verification: 'seller',
  rfq: 'everyone',
  messages: 'everyone',
  product_reviews: 'seller',
  marketing: 'everyone',
  announcements: 'everyone',
  account_security: 'everyone',
  payments: 'everyone',
};

/**
 * A choice nobody has made yet. Everything about the user's own trade is on; text messages cost
 * the reader (and us) and are off until asked for; marketing is off
 * until asked for (consent), and its e-mail channel is the newsletter subscription itself
 * (marketing-newsletter.ts), never a row of its own.
 */
export const DEFAULTS: Readonly<Record<Topic, Readonly<Record<Channel, boolean>>>> = {
  order_updates: { email: true, in_app: true, sms: false },
  sales: { email: true, in_app: true, sms: false },
  verification: { email: true, in_app: true, sms: false },
  rfq: { email: true, in_app: true, sms: false },
  messages: { email: true, in_app: true, sms: false },
  product_reviews: { email: true, in_app: true, sms: false },
  marketing: { email: false, in_app: false, sms: false },
  announcements: { email: true, in_app: true, sms: false },
};

/**
 * The e-mails a user may switch off, by topic. A template not listed is always sent: the safe side
 * for one added later (an account-security notice must never be silenced by an oversight), and
 * the e-mails sent to an address rather than an account (newsletter confirmation, contact form,
 * service requests) answer something the reader has just done.
 */
const TEMPLATE_TOPICS: Partial<Readonly<Record<TemplateName, Topic>>> = {
  'order-shipped': 'order_updates',
  'order-delivered': 'order_updates',
  'order-completed': 'order_updates',
  'seller-order-paid': 'sales',
  'seller-funds-released': 'sales',
  'payout-settled': 'sales',
  'verification-approved': 'verification',
  'verification-rejected': 'verification',
  'messages-digest': 'messages',
};

export const topicOfTemplate = (template: TemplateName): Topic | undefined => TEMPLATE_TOPICS[template];

export const isTopic = (value: unknown): value is Topic =>
  typeof value === 'string' && (TOPICS as readonly string[]).includes(value);
