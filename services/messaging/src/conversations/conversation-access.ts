import type { EntityManager } from '@mikro-orm/postgresql';
import { Conversation } from '../messaging.entities.js';
import { MessagingProblems } from '../messaging.problems.js';
import { isUuid } from '../read-models/read-model-writes.js';

/** The conversation if the user is one of its two parties; otherwise the same 404 as an unknown id. */
export async function conversationOf(em: EntityManager, id: string, userId: string): Promise<Conversation> {
  if (!isUuid(id)) throw MessagingProblems.conversationNotFound();
  const c = await em.findOne(Conversation, {
    id: id.toLowerCase(),
    $or: [{ buyerId: userId }, { supplierId: userId }],
  });
  if (!c) throw MessagingProblems.conversationNotFound();
  return c;
}

export const counterpartOf = (c: Conversation, userId: string): string =>
  c.buyerId === userId ? c.supplierId : c.buyerId;
