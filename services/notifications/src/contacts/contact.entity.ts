import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Read model of identity's users: who to write to and in which language (DESIGN §1: no callbacks). */
export const Contact = defineEntity({
  name: 'Contact',
  tableName: 'contacts',
  properties: {
    userId: p.uuid().primary(),
    email: p.string(),
    fullName: p.string(),
    locale: p.string(),
    /** As identity last sent it ('' when none); SMS/WhatsApp go only to a verified one. */
    phone: p.string().default(''),
    phoneVerified: p.boolean().default(false),
    /** The account was deleted: the row is emptied, and nothing is sent to it any more. */
    deletedAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
  },
});
export type Contact = InferEntity<typeof Contact>;
