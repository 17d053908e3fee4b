import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { conversationOf } from '../conversations/conversation-access.js';
import type {
  AttachmentResponse,
  MessagePageResponse,
  MessageResponse,
} from '../conversations/conversation.response.js';
import { Attachment, Message } from '../messaging.entities.js';

export const attachmentUrl = (id: string): string => `/api/v1/conversations/attachments/${id}`;

export const toAttachment = (a: Attachment): AttachmentResponse => ({
  id: a.id,
  fileName: a.fileName,
  contentType: a.contentType,
  sizeBytes: a.sizeBytes,
  url: attachmentUrl(a.id),
});

/**
 * A message as `viewer` sees it: the sender gets their own words back, the recipient the display
 * text (masked while no order existed when it was sent). The original never reaches the recipient.
 */
export function toMessage(m: Message, viewer: string, attachments: Attachment[]): MessageResponse {
  const mine = m.senderId === viewer;
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    mine,
    text: mine ? m.body : m.displayBody,
    masked: m.masked,
    sentAt: m.createdAt.toISOString(),
    readAt: m.readAt ? m.readAt.toISOString() : null,
    attachments: attachments.map(toAttachment),
  };
}

export async function attachmentsOf(
  em: EntityManager,
  messageIds: string[],
): Promise<Map<string, Attachment[]>> {
  const byMessage = new Map<string, Attachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await em.find(Attachment, { messageId: { $in: messageIds } }, { orderBy: { id: 'asc' } });
  for (const a of rows) byMessage.set(a.messageId!, [...(byMessage.get(a.messageId!) ?? []), a]);
  return byMessage;
}

/** A conversation's messages for one of its parties, newest first, paged by message id (UUIDv7 sorts by time). */
@Injectable()
export class MessageReader {
  constructor(private readonly orm: MikroORM) {}

  async page(
    me: string,
    conversationId: string,
    o: { before?: string; limit: number },
  ): Promise<MessagePageResponse> {
    const em = this.orm.em.fork();
    const c = await conversationOf(em, conversationId, me);
    const rows = await em.find(
      Message,
      { conversationId: c.id, ...(o.before ? { id: { $lt: o.before.toLowerCase() } } : {}) },
      { orderBy: { id: 'desc' }, limit: o.limit + 1 },
    );
    const page = rows.slice(0, o.limit);
    const files = await attachmentsOf(
      em,
      page.map((m) => m.id),
    );
    return {
      items: page.map((m) => toMessage(m, me, files.get(m.id) ?? [])),
      nextCursor: rows.length > o.limit ? page.at(-1)!.id : null,
    };
  }

  async one(em: EntityManager, m: Message, viewer: string): Promise<MessageResponse> {
    const files = await attachmentsOf(em, [m.id]);
    return toMessage(m, viewer, files.get(m.id) ?? []);
  }
}
