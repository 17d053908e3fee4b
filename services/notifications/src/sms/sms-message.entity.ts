import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SMS_CHANNELS } from './sms-transport.port.js';

export const SMS_STATUSES = ['queued', 'sent', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * One text message (SMS or WhatsApp) and what became of it: the queue the dispatcher sends from,
 * and under the stored transport the dev log staff read in the back office. One per event,
 * recipient and kind, created in the consumer's inbox transaction.
 */
export const SmsMessage = defineEntity({
  name: 'SmsMessage',
  tableName: 'sms_messages',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    eventId: p.uuid(),
    kind: p.string(),
    channel: p.enum(SMS_CHANNELS),
    to: p.string().fieldName('recipient'),
    body: p.text(),
    status: p.enum(SMS_STATUSES),
    transport: p.string().nullable(),
    providerMessageId: p.string().nullable(),
    attempts: p.integer().default(0),
    error: p.text().nullable(),
    nextAttemptAt: p.datetime(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
});
export type SmsMessage = InferEntity<typeof SmsMessage>;
