import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const CONTACT_TOPICS = ['general', 'buying', 'selling', 'partnership', 'press', 'support'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** A message sent through the public contact form; the support inbox gets a copy by e-mail. */
export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: p.uuid().primary(),
    name: p.string(),
    email: p.string(),
    company: p.string().nullable(),
    topic: p.enum(CONTACT_TOPICS),
    message: p.text(),
    /** The sender's language: the acknowledgement is written in it. */
    locale: p.string(),
    createdAt: p.datetime(),
    /** The sender's Idempotency-Key, when they sent one; unique. */
    idempotencyKey: p.string().nullable(),
    /** The first request's body fingerprint: a repeat under the key must carry the same message. */
    requestFingerprint: p.string().nullable(),
  },
});
export type ContactMessage = InferEntity<typeof ContactMessage>;
