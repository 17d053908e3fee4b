import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampFromDate } from '@sokoni/contracts';
import { RATE_LIMITER, type RateLimiter } from '@sokoni/platform/cache';
import { InjectConfig } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { EventOutbox } from '@sokoni/platform/events';
import { counterpartOf } from '../conversations/conversation-access.js';
import { haveOrdered, SUBJECT_TITLE_SQL } from '../conversations/conversation-subjects.js';
import { maskContacts } from '../masking/contact-masker.js';
import type { MessagingConfig } from '../messaging.config.js';
import { type Conversation, Message } from '../messaging.entities.js';
import { MessagingProblems } from '../messaging.problems.js';
import { SCHEMA } from '../messaging.schema.js';
import { uuidArray } from '../read-models/read-model-writes.js';

export const MAX_ATTACHMENTS = 5;
export const PREVIEW_LENGTH = 140;

export interface NewMessage {
  text: string;
  attachmentIds?: string[];
}

/**
 * Appends one message to a conversation inside the caller's transaction: refuses a recipient who
 * is suspended or deleted their account and a sender the recipient blocked, masks contact details
 * while the parties have no order, claims the sender's uploads, moves the conversation up the
 * inboxes and puts messaging.message.sent.v1 in the outbox.
 */
@Injectable()
export class MessageWriter {
  constructor(
    private readonly outbox: EventOutbox,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @InjectConfig() private readonly config: MessagingConfig,
  ) {}

  /** Counts one message against the sender's per-minute budget; call before opening the transaction. */
  async throttle(senderId: string): Promise<void> {
    const d = await this.limiter.hit(`messages:${senderId}`, this.config.MESSAGES_PER_MINUTE, 60_000);
    if (!d.allowed)
      throw MessagingProblems.rateLimited({ seconds: Math.max(1, Math.ceil(d.retryAfterMs / 1000)) });
  }

  /** Refusals that need no writes, so a bad message never leaves a half-opened conversation behind. */
  check(input: NewMessage): void {
    const ids = input.attachmentIds ?? [];
    if (input.text.trim() === '' && ids.length === 0) throw MessagingProblems.emptyMessage();
    if (ids.length > MAX_ATTACHMENTS) throw MessagingProblems.tooManyAttachments({ max: MAX_ATTACHMENTS });
  }

  async append(em: EntityManager, c: Conversation, senderId: string, input: NewMessage): Promise<Message> {
    this.check(input);
    const recipientId = counterpartOf(c, senderId);
    // Checked here, inside the transaction, so a refusal also undoes a conversation just opened.
    const gone = await em.execute<{ unavailable: boolean }[]>(
      `select (suspended or deleted_at is not null) as unavailable from ${SCHEMA}.party where user_id = ?`,
      [recipientId],
    );
    if (gone[0]?.unavailable) throw MessagingProblems.recipientUnavailable();
    const blocked = await em.execute<{ found: boolean }[]>(
      `select exists (select 1 from ${SCHEMA}.block where blocker_id = ? and blocked_id = ?) as found`,
      [recipientId, senderId],
    );
    if (blocked[0]?.found) throw MessagingProblems.blocked();
    const text = input.text.trim();
    const mask = (await haveOrdered(em, c.buyerId, c.supplierId))
      ? { text, masked: false }
      : maskContacts(text);
    const now = new Date();
    const message = em.create(Message, {
      id: uuidv7(),
      conversationId: c.id,
      senderId,
      recipientId,
      body: text,
      displayBody: mask.text,
      masked: mask.masked,
      createdAt: now,
      readAt: null,
    });
    c.lastMessageAt = now;
    await em.flush();
    await this.claimAttachments(em, c, message, senderId, [...new Set(input.attachmentIds ?? [])]);
    await this.publish(em, c, message);
    return message;
  }

  private async claimAttachments(
    em: EntityManager,
    c: Conversation,
    m: Message,
    senderId: string,
    ids: string[],
  ): Promise<void> {
    if (ids.length === 0) return;
    const claimed = await em.execute<{ id: string }[]>(
      `update ${SCHEMA}.attachment set message_id = ?, conversation_id = ?
       where id = any(?::uuid[]) and uploader_id = ? and message_id is null returning id`,
      [m.id, c.id, uuidArray(ids), senderId],
    );
    // Someone else's upload, an unknown id or one already sent: the whole message is refused.
    if (claimed.length !== ids.length) throw MessagingProblems.attachmentUnusable();
  }

  private async publish(em: EntityManager, c: Conversation, m: Message): Promise<void> {
    const facts = (
      await em.execute<{ sender_name: string | null; subject_title: string | null }[]>(
        `select (select name from ${SCHEMA}.party where user_id = ?) as sender_name, ${SUBJECT_TITLE_SQL} as subject_title
         from ${SCHEMA}.conversation c where c.id = ?`,
        [m.senderId, c.id],
      )
    )[0];
    await this.outbox.add(
      em,
      'messaging.message.sent.v1',
      c.id,
      {
        messageId: m.id,
        conversationId: c.id,
        senderId: m.senderId,
        senderName: facts?.sender_name ?? '',
        recipientId: m.recipientId,
        preview: [...m.displayBody].slice(0, PREVIEW_LENGTH).join(''),
        subjectKind: c.subjectKind,
        subjectId: c.subjectId,
        subjectTitle: facts?.subject_title ?? '',
        sentAt: timestampFromDate(m.createdAt),
      },
      { actorId: m.senderId },
    );
  }
}
