import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import type { EventTransport } from '@sokoni/platform/events';
import { servicePlatform } from '@sokoni/platform/http';
import { AdminEmailsController } from './admin/admin-emails.controller.js';
import { Contact } from './contacts/contact.entity.js';
import { ContactsConsumer } from './contacts/contacts.consumer.js';
import { EmailDelivery } from './email/email-delivery.entity.js';
import { EmailConsumer } from './email/email.consumer.js';
import { EmailQueue } from './email/email-queue.js';
import { MAIL_TRANSPORT } from './email/mail-transport.port.js';
import { DevMailTransport, SmtpMailTransport } from './email/mail-transports.js';
import { Migration20261122000200Notifications } from './migrations/migration-20261122000200-notifications.js';
import type { NotificationsConfig } from './notifications.config.js';
import { SCHEMA } from './notifications.schema.js';

export interface NotificationsModuleOptions {
  config: NotificationsConfig;
  transport: EventTransport;
  ownsTransport?: boolean;
  /** Identity's key set, for verifying staff tokens on the admin routes. */
  jwksUrl: string;
}

export const NOTIFICATIONS_ENTITIES = [EmailDelivery, Contact];
export const NOTIFICATIONS_MIGRATIONS = [Migration20261122000200Notifications];

@Module({})
export class NotificationsModule {
  static forRoot(o: NotificationsModuleOptions): DynamicModule {
    return {
      module: NotificationsModule,
      imports: servicePlatform({
        service: 'notifications',
        config: o.config,
        schema: SCHEMA,
        entities: NOTIFICATIONS_ENTITIES,
        migrations: NOTIFICATIONS_MIGRATIONS,
        transport: o.transport,
        ownsTransport: o.ownsTransport,
        i18nDir: join(import.meta.dirname, 'i18n'),
        auth: { jwksUrl: o.jwksUrl },
      }),
      controllers: [AdminEmailsController],
      providers: [
        {
          provide: MAIL_TRANSPORT,
          useFactory: () =>
            o.config.SMTP_URL
              ? new SmtpMailTransport(o.config.SMTP_URL)
              : new DevMailTransport(o.config.DEV_MAILBOX_DIR),
        },
        EmailQueue,
        EmailConsumer,
        ContactsConsumer,
      ],
      exports: [EmailQueue],
    };
  }
}
