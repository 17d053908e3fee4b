import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { EventOutbox } from '@sokoni/platform/events';
import { conversationOf } from '../conversations/conversation-access.js';
import { ConversationReport, type ReportReason } from '../messaging.entities.js';
import { toReport, type ReportResponse } from './report.response.js';

/**
 * A party reports the conversation to staff (back office: conversation reports). A second report
 * by the same party while theirs is open adds nothing: the open one is answered.
 */
@Injectable()
export class ReportConversation {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(
    me: string,
    conversationId: string,
    input: { reason: ReportReason; note?: string },
  ): Promise<ReportResponse> {
    return this.orm.em.fork().transactional(async (em) => {
      const c = await conversationOf(em, conversationId, me);
      const open = await em.findOne(ConversationReport, {
        conversationId: c.id,
        reporterId: me,
        status: 'open',
      });
      if (open) return toReport(open);
      const report = em.create(ConversationReport, {
        id: uuidv7(),
        conversationId: c.id,
        reporterId: me,
        reason: input.reason,
        note: input.note ?? '',
        status: 'open',
        createdAt: new Date(),
        resolvedAt: null,
        resolvedBy: null,
        resolution: null,
      });
      await em.flush();
      await this.outbox.add(
        em,
        'messaging.conversation.reported.v1',
        c.id,
        { conversationId: c.id, reporterId: me, reason: report.reason, note: report.note },
        { actorId: me },
      );
      return toReport(report);
    });
  }
}
