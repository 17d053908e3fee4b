import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { Roles } from '@sokoni/platform/auth';
import { ApiProblemResponses, Translator } from '@sokoni/platform/errors';
import { AttachmentStore } from '../attachments/attachment-store.js';
import { sendFile } from '../attachments/attachments.controller.js';
import { SUBJECT_TITLE_SQL } from '../conversations/conversation-subjects.js';
import { attachmentsOf, toAttachment } from '../messages/message-reader.js';
import { Attachment, Message } from '../messaging.entities.js';
import { MessagingProblems } from '../messaging.problems.js';
import { SCHEMA } from '../messaging.schema.js';
import { AdminConversationResponse } from './admin-conversation.response.js';

const STAFF_PAGE = 500;
const notFound = () =>
  new ParseUUIDPipe({ exceptionFactory: () => MessagingProblems.conversationNotFound() });

interface Row {
  id: string;
  subject_kind: AdminConversationResponse['subject']['kind'];
  subject_id: string;
  subject_title: string | null;
  buyer_id: string;
  buyer_name: string | null;
  buyer_deleted: boolean;
  supplier_id: string;
  supplier_name: string | null;
  supplier_deleted: boolean;
  created_at: Date;
}

/** A conversation as staff read it for a report: both parties, every message as written and as shown. Admin-only here, not just at the gateway. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/v1/admin/conversations')
export class AdminConversationsController {
  constructor(
    private readonly orm: MikroORM,
    private readonly attachments: AttachmentStore,
    private readonly t: Translator,
  ) {}

  @Get(':id')
  @ApiOkResponse({ type: AdminConversationResponse })
  @ApiProblemResponses(401, 403, 404)
  async get(@Param('id', notFound()) id: string): Promise<AdminConversationResponse> {
    const em = this.orm.em.fork();
    const row = (
      await em.execute<Row[]>(
        `select c.id, c.subject_kind, c.subject_id, ${SUBJECT_TITLE_SQL} as subject_title, c.buyer_id,
           (select name from ${SCHEMA}.party where user_id = c.buyer_id) as buyer_name,
           exists (select 1 from ${SCHEMA}.party where user_id = c.buyer_id and deleted_at is not null) as buyer_deleted,
           c.supplier_id, (select name from ${SCHEMA}.party where user_id = c.supplier_id) as supplier_name,
           exists (select 1 from ${SCHEMA}.party where user_id = c.supplier_id and deleted_at is not null) as supplier_deleted,
           c.created_at
         from ${SCHEMA}.conversation c where c.id = ?`,
        [id],
      )
    )[0];
    if (!row) throw MessagingProblems.conversationNotFound();
    const messages = await em.find(
      Message,
      { conversationId: row.id },
      { orderBy: { id: 'asc' }, limit: STAFF_PAGE },
    );
    const files = await attachmentsOf(
      em,
      messages.map((m) => m.id),
    );
    const name = (n: string | null, deleted: boolean) =>
      deleted ? this.t.translate('messaging.deleted_user') : (n ?? '');
    return {
      id: row.id,
      subject: { kind: row.subject_kind, id: row.subject_id, title: row.subject_title ?? '' },
      buyer: { id: row.buyer_id, name: name(row.buyer_name, row.buyer_deleted) },
      supplier: { id: row.supplier_id, name: name(row.supplier_name, row.supplier_deleted) },
      createdAt: new Date(row.created_at).toISOString(),
      messages: messages.map((m) => ({
        id: m.id,
        senderId: m.senderId,
        recipientId: m.recipientId,
        text: m.body,
        displayText: m.displayBody,
        masked: m.masked,
        sentAt: m.createdAt.toISOString(),
        readAt: m.readAt ? m.readAt.toISOString() : null,
        attachments: (files.get(m.id) ?? []).map((a) => ({
          ...toAttachment(a),
          url: `/api/v1/admin/conversations/${row.id}/attachments/${a.id}`,
        })),
      })),
    };
  }

  @Get(':id/attachments/:attachmentId')
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ description: 'The file, as an attachment', schema: { type: 'string', format: 'binary' } })
  @ApiProblemResponses(401, 403, 404)
  async attachment(
    @Param('id', notFound()) id: string,
    @Param(
      'attachmentId',
      new ParseUUIDPipe({ exceptionFactory: () => MessagingProblems.attachmentNotFound() }),
    )
    attachmentId: string,
    @Res() res: Response,
  ): Promise<void> {
    const a = await this.orm.em.fork().findOne(Attachment, { id: attachmentId, conversationId: id });
    const body = a ? await this.attachments.read(a) : null;
    if (!a || !body) throw MessagingProblems.attachmentNotFound();
    sendFile(res, a, body);
  }
}
