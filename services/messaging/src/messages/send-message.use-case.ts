import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { conversationOf } from '../conversations/conversation-access.js';
import type { MessageResponse } from '../conversations/conversation.response.js';
import { MessageReader } from './message-reader.js';
import { MessageWriter, type NewMessage } from './message-writer.js';

/** A party writes in a conversation they belong to (404 otherwise). */
@Injectable()
export class SendMessage {
  constructor(
    private readonly orm: MikroORM,
    private readonly writer: MessageWriter,
    private readonly reader: MessageReader,
  ) {}

  async execute(me: string, conversationId: string, message: NewMessage): Promise<MessageResponse> {
    this.writer.check(message);
    // The 404 comes before the rate limit, so probing other people's ids costs nothing of the budget either way.
    await conversationOf(this.orm.em.fork(), conversationId, me);
    await this.writer.throttle(me);
    return this.orm.em.fork().transactional(async (em) => {
      const c = await conversationOf(em, conversationId, me);
      const m = await this.writer.append(em, c, me, message);
      return this.reader.one(em, m, me);
    });
  }
}
