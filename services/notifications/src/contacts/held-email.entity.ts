import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PersonalEmail } from './personal-email.js';

/**
 * An e-mail to a user whose contact (address, name, language) notifications has not received yet:
 * the event that asked for it came before identity's. Kept, unrendered, until the contact arrives;
 * then it becomes a delivery under the same event id (contact-mailer.ts).
 */
export const HeldEmail = defineEntity({
  name: 'HeldEmail',
  tableName: 'held_emails',
  properties: {
    id: p.uuid().primary(),
    eventId: p.uuid(),
    userId: p.uuid(),
    template: p.string(),
    mail: p.json<PersonalEmail>(),
    createdAt: p.datetime(),
  },
});
export type HeldEmail = InferEntity<typeof HeldEmail>;
