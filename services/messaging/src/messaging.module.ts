import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { CONFIG } from '@sokoni/platform/config';
import type { EventTransport } from '@sokoni/platform/events';
import { servicePlatform } from '@sokoni/platform/service';
import { DeadLettersAdminModule } from '@sokoni/platform/dead-letters-admin';
import { createObjectStorage, OBJECT_STORAGE, type StorageSettings } from '@sokoni/platform/storage';
import { AdminConversationsController } from './admin/admin-conversations.controller.js';
import { AdminReportsController } from './admin/admin-reports.controller.js';
import { AttachmentStore } from './attachments/attachment-store.js';
import { AttachmentSweeper } from './attachments/attachment-sweeper.job.js';
import { AttachmentsController } from './attachments/attachments.controller.js';
import { UploadErrors } from './attachments/upload-errors.interceptor.js';
import { BlocksController } from './blocks/blocks.controller.js';
import { Blocks } from './blocks/blocks.service.js';
import { ConversationReader } from './conversations/conversation-reader.js';
import { ConversationsController } from './conversations/conversations.controller.js';
import { OpenConversation } from './conversations/open-conversation.use-case.js';
import { MarkRead } from './messages/mark-read.use-case.js';
import { MessageReader } from './messages/message-reader.js';
import { MessageWriter } from './messages/message-writer.js';
import { SendMessage } from './messages/send-message.use-case.js';
import type { MessagingConfig } from './messaging.config.js';
import { MESSAGING_ENTITY_LIST } from './messaging.entities.js';
import { SCHEMA } from './messaging.schema.js';
import { Migration20261226200000Messaging } from './migrations/migration-20261226200000-messaging.js';
import { Migration20261231200000PartyStatus } from './migrations/migration-20261231200000-party-status.js';
import { Migration20261231200100UnsentAttachments } from './migrations/migration-20261231200100-unsent-attachments.js';
import { ReadModelsConsumer } from './read-models/read-models.consumer.js';
import { ListReports } from './reports/list-reports.query.js';
import { ReportConversation } from './reports/report-conversation.use-case.js';
import { ResolveReport } from './reports/resolve-report.use-case.js';

export interface MessagingModuleOptions {
  config: MessagingConfig;
  transport: EventTransport;
  ownsTransport?: boolean;
  /** Identity's key set, for verifying access tokens. */
  jwksUrl: string;
}

export const MESSAGING_ENTITIES = MESSAGING_ENTITY_LIST;
export const MESSAGING_MIGRATIONS = [
  Migration20261226200000Messaging,
  Migration20261231200000PartyStatus,
  Migration20261231200100UnsentAttachments,
];

/** Buyer–supplier conversations (DESIGN §1): messages, attachments, read receipts, masking, reports, blocks. */
@Module({})
export class MessagingModule {
  static forRoot(o: MessagingModuleOptions): DynamicModule {
    return {
      module: MessagingModule,
      imports: [
        ...servicePlatform({
          service: 'messaging',
          config: o.config,
          schema: SCHEMA,
          entities: MESSAGING_ENTITIES,
          migrations: MESSAGING_MIGRATIONS,
          transport: o.transport,
          ownsTransport: o.ownsTransport,
          i18nDir: join(import.meta.dirname, 'i18n'),
          auth: { jwksUrl: o.jwksUrl },
        }),
        DeadLettersAdminModule.forRoot({ service: 'messaging' }),
      ],
      // Attachments first: its literal `attachments` segment must not be read as a conversation id.
      controllers: [
        AttachmentsController,
        ConversationsController,
        BlocksController,
        AdminReportsController,
        AdminConversationsController,
      ],
      providers: [
        {
          provide: OBJECT_STORAGE,
          inject: [CONFIG],
          useFactory: (c: StorageSettings) => createObjectStorage(c),
        },
        AttachmentStore,
        AttachmentSweeper,
        UploadErrors,
        MessageWriter,
        MessageReader,
        ConversationReader,
        OpenConversation,
        SendMessage,
        MarkRead,
        Blocks,
        ReportConversation,
        ListReports,
        ResolveReport,
        ReadModelsConsumer,
      ],
    };
  }
}
