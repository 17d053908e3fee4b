import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** `skipped`: not sent, the recipient has switched its topic's e-mails off (kept for staff, without a body). */
export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One e-mail and what became of it. Created in the same transaction that records the triggering
 * event in the inbox, so each event yields exactly one delivery; the dispatcher then sends it.
 * The rendered message is kept only for the dev transport (it is the dev mailbox); with SMTP the
 * body — which may hold a secret link — is dropped once sent.
 */
export const EmailDelivery = defineEntity({
  name: 'EmailDelivery',
  tableName: 'email_deliveries',
  properties: {
    id: p.uuid().primary(),
    eventId: p.uuid(),
    userId: p.uuid().nullable(),
    to: p.string().fieldName('recipient'),
    template: p.string(),
    /** The preference topic it belongs to (notification-topics.ts); null when always sent. */
    topic: p.string().nullable(),
    locale: p.string(),
    subject: p.string(),
    text: p.text().nullable().lazy(),
    html: p.text().nullable().lazy(),
    raw: p.text().nullable().lazy(),
    status: p.enum(DELIVERY_STATUSES),
    transport: p.string().nullable(),
    attempts: p.integer().default(0),
    error: p.text().nullable(),
    nextAttemptAt: p.datetime(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    messageId: p.string().nullable(),
  },
});
export type EmailDelivery = InferEntity<typeof EmailDelivery>;
