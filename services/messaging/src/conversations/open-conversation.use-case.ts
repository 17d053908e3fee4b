import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { Conversation } from '../messaging.entities.js';
import { MessagingProblems } from '../messaging.problems.js';
import { SCHEMA } from '../messaging.schema.js';
import { MessageReader } from '../messages/message-reader.js';
import { MessageWriter, type NewMessage } from '../messages/message-writer.js';
import { ConversationReader } from './conversation-reader.js';
import { resolveParties, type OpenRequest } from './conversation-subjects.js';
import type { OpenConversationResponse } from './conversation.response.js';

/**
 * "Contact supplier", a question about an RFQ or an order: the one conversation of the buyer and
 * the supplier about that subject is created, or continued when it exists, with the first message.
 * Two openings at once meet at the unique index: `on conflict do nothing` lets the second wait for
 * the first and then write into the same row.
 */
@Injectable()
export class OpenConversation {
  constructor(
    private readonly orm: MikroORM,
    private readonly writer: MessageWriter,
    private readonly conversations: ConversationReader,
    private readonly messages: MessageReader,
  ) {}

  async execute(me: string, request: OpenRequest, message: NewMessage): Promise<OpenConversationResponse> {
    this.writer.check(message);
    const parties = await resolveParties(this.orm.em.fork(), me, request);
    if (parties.buyerId === parties.supplierId) throw MessagingProblems.selfConversation();
    await this.writer.throttle(me);
    return this.orm.em.fork().transactional(async (em) => {
      const key = [parties.buyerId, parties.supplierId, request.subjectKind, request.subjectId.toLowerCase()];
      let existing = await em.findOne(Conversation, {
        buyerId: key[0],
        supplierId: key[1],
        subjectKind: request.subjectKind,
        subjectId: key[3],
      });
      let created = false;
      if (!existing) {
        // Only a live subject starts a conversation; one already open goes on (an archived product's thread).
        if (!parties.open) throw MessagingProblems.subjectNotFound();
        const now = new Date();
        const inserted = await em.execute<{ id: string }[]>(
          `insert into ${SCHEMA}.conversation (id, buyer_id, supplier_id, subject_kind, subject_id, created_at, last_message_at)
           values (?, ?, ?, ?, ?, ?, ?)
           on conflict (buyer_id, supplier_id, subject_kind, subject_id) do nothing returning id`,
          [uuidv7(), ...key, now, now],
        );
        created = inserted.length === 1;
        existing = await em.findOneOrFail(Conversation, {
          buyerId: key[0],
          supplierId: key[1],
          subjectKind: request.subjectKind,
          subjectId: key[3],
        });
      }
      const m = await this.writer.append(em, existing, me, message);
      return {
        created,
        conversation: await this.conversations.one(em, existing.id, me),
        message: await this.messages.one(em, m, me),
      };
    });
  }
}
