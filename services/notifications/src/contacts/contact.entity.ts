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
    updatedAt: p.datetime(),
  },
});
export type Contact = InferEntity<typeof Contact>;
