import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sokoni/platform/auth';
import { ApiProblemResponses } from '@sokoni/platform/errors';
import { MarkRead } from '../messages/mark-read.use-case.js';
import { MessageReader } from '../messages/message-reader.js';
import { SendMessage } from '../messages/send-message.use-case.js';
import { ReportConversation } from '../reports/report-conversation.use-case.js';
import { ReportConversationDto } from '../reports/reports.dto.js';
import { ReportResponse } from '../reports/report.response.js';
import { ConversationReader } from './conversation-reader.js';
import {
  ConversationPageResponse,
  ConversationResponse,
  MessagePageResponse,
  MessageResponse,
  OpenConversationResponse,
  ReadReceiptResponse,
} from './conversation.response.js';
import {
  conversationIdPipe,
  InboxQueryDto,
  MessagesQueryDto,
  OpenConversationDto,
  SendMessageDto,
} from './conversations.dto.js';
import { OpenConversation } from './open-conversation.use-case.js';
import { MikroORM } from '@mikro-orm/postgresql';

/**
 * Buyer–supplier conversations for their two parties only: anyone else gets 404 for every
 * conversation route. Contact details are masked until an order exists between the parties.
 */
@ApiTags('messaging')
@ApiBearerAuth()
@Controller('api/v1/conversations')
export class ConversationsController {
  constructor(
    private readonly orm: MikroORM,
    private readonly open: OpenConversation,
    private readonly send: SendMessage,
    private readonly markRead: MarkRead,
    private readonly conversations: ConversationReader,
    private readonly messages: MessageReader,
    private readonly report: ReportConversation,
  ) {}

  /** Opens the conversation about the subject, or continues the existing one, with a first message. */
  @Post()
  @ApiCreatedResponse({ type: OpenConversationResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409, 422, 429)
  start(@CurrentUser() user: AuthUser, @Body() body: OpenConversationDto): Promise<OpenConversationResponse> {
    const { subjectKind, subjectId, recipientId, text, attachmentIds } = body;
    return this.open.execute(user.id, { subjectKind, subjectId, recipientId }, { text, attachmentIds });
  }

  /** The inbox: unread conversations first, then the newest. */
  @Get()
  @ApiOkResponse({ type: ConversationPageResponse })
  @ApiProblemResponses(401, 422)
  inbox(@CurrentUser() user: AuthUser, @Query() query: InboxQueryDto): Promise<ConversationPageResponse> {
    return this.conversations.inbox(user.id, {
      q: query.q || undefined,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? 20,
    });
  }

  @Get(':id')
  @ApiOkResponse({ type: ConversationResponse })
  @ApiProblemResponses(401, 404)
  one(
    @CurrentUser() user: AuthUser,
    @Param('id', conversationIdPipe()) id: string,
  ): Promise<ConversationResponse> {
    return this.conversations.one(this.orm.em.fork(), id, user.id);
  }

  @Get(':id/messages')
  @ApiOkResponse({ type: MessagePageResponse })
  @ApiProblemResponses(401, 404, 422)
  list(
    @CurrentUser() user: AuthUser,
    @Param('id', conversationIdPipe()) id: string,
    @Query() query: MessagesQueryDto,
  ): Promise<MessagePageResponse> {
    return this.messages.page(user.id, id, { before: query.before, limit: query.limit ?? 30 });
  }

  @Post(':id/messages')
  @ApiCreatedResponse({ type: MessageResponse })
  @ApiProblemResponses(400, 401, 403, 404, 409, 422, 429)
  post(
    @CurrentUser() user: AuthUser,
    @Param('id', conversationIdPipe()) id: string,
    @Body() body: SendMessageDto,
  ): Promise<MessageResponse> {
    return this.send.execute(user.id, id, { text: body.text, attachmentIds: body.attachmentIds });
  }

  /** Marks the messages to the caller read; the other party then sees `readAt` on them. */
  @Post(':id/read')
  @HttpCode(200)
  @ApiOkResponse({ type: ReadReceiptResponse })
  @ApiProblemResponses(401, 404)
  read(
    @CurrentUser() user: AuthUser,
    @Param('id', conversationIdPipe()) id: string,
  ): Promise<ReadReceiptResponse> {
    return this.markRead.execute(user.id, id);
  }

  /** Tells staff about the conversation (spam, fraud, abuse, asking to trade off the platform...). */
  @Post(':id/report')
  @ApiCreatedResponse({ type: ReportResponse })
  @ApiProblemResponses(400, 401, 404, 422)
  reportIt(
    @CurrentUser() user: AuthUser,
    @Param('id', conversationIdPipe()) id: string,
    @Body() body: ReportConversationDto,
  ): Promise<ReportResponse> {
    return this.report.execute(user.id, id, body);
  }
}
