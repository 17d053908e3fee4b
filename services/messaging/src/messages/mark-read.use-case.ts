import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { timestampFromDate } from '@sokoni/contracts';
import { EventOutbox } from '@sokoni/platform/events';
import { conversationOf } from '../conversations/conversation-access.js';
import type { ReadReceiptResponse } from '../conversations/conversation.response.js';
import { SCHEMA } from '../messaging.schema.js';

/**
 * Read receipts: every message to the caller in the conversation is marked read now (the sender
 * sees `readAt`), and messaging.conversation.read.v1 lets notifications mark its notices read.
 */
@Injectable()
export class MarkRead {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(me: string, conversationId: string): Promise<ReadReceiptResponse> {
    return this.orm.em.fork().transactional(async (em) => {
      const c = await conversationOf(em, conversationId, me);
      const now = new Date();
      const marked = await em.execute<{ id: string }[]>(
        `update ${SCHEMA}.message set read_at = ? where conversation_id = ? and recipient_id = ? and read_at is null
         returning id`,
        [now, c.id, me],
      );
      if (marked.length === 0) return { marked: 0, readAt: null };
      // The read time, not the newest message's: notifications date a message's notice by its event,
      // written a moment after the message row, and must count that notice as read too.
      const upTo = now;
      await this.outbox.add(
        em,
        'messaging.conversation.read.v1',
        c.id,
        { conversationId: c.id, readerId: me, readUpTo: timestampFromDate(upTo) },
        { actorId: me },
      );
      return { marked: marked.length, readAt: now.toISOString() };
    });
  }
}
