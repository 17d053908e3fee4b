import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import type { EventTransport } from '@sokoni/platform/events';
import { createRealtimeFanout, REALTIME_FANOUT, type RealtimeFanout } from '@sokoni/platform/realtime';
import { servicePlatform } from '@sokoni/platform/service';
import { DeadLettersAdminModule } from '@sokoni/platform/dead-letters-admin';
import { AdminEmailsController } from './admin/admin-emails.controller.js';
import { AdminContactMessagesController } from './contact-form/admin-contact-messages.controller.js';
import { ContactController } from './contact-form/contact.controller.js';
import { ContactMessage } from './contact-form/contact-message.entity.js';
import { SendContactMessage } from './contact-form/send-contact-message.use-case.js';
import { Contact } from './contacts/contact.entity.js';
import { ContactMailer } from './contacts/contact-mailer.js';
import { ContactsConsumer } from './contacts/contacts.consumer.js';
import { HeldEmail } from './contacts/held-email.entity.js';
import { EmailDelivery } from './email/email-delivery.entity.js';
import { EmailConsumer } from './email/email.consumer.js';
import { EmailQueue } from './email/email-queue.js';
import { MAIL_TRANSPORT } from './email/mail-transport.port.js';
import { DevMailTransport, SmtpMailTransport } from './email/mail-transports.js';
import { Migration20261122000200Notifications } from './migrations/migration-20261122000200-notifications.js';
import { Migration20261201006000NewsletterContact } from './migrations/migration-20261201006000-newsletter-contact.js';
import { Migration20261222000100HeldEmails } from './migrations/migration-20261222000100-held-emails.js';
import { Migration20261230000100ServiceRequests } from './migrations/migration-20261230000100-service-requests.js';
import { AdminNewsletterController } from './newsletter/admin-newsletter.controller.js';
import { NewsletterController } from './newsletter/newsletter.controller.js';
import { NewsletterSubscription } from './newsletter/newsletter-subscription.entity.js';
import { SubscribeNewsletter } from './newsletter/subscribe-newsletter.use-case.js';
import { UnsubscribeNewsletter } from './newsletter/unsubscribe-newsletter.use-case.js';
import type { NotificationsConfig } from './notifications.config.js';
import { Migration20261225700010NotificationPreferences } from './migrations/migration-20261225700010-notification-preferences.js';
import { Migration20261231000100ContactIdempotency } from './migrations/migration-20261231000100-contact-idempotency.js';
import { GetNotificationSettings } from './preferences/get-notification-settings.query.js';
import { MarketingNewsletter } from './preferences/marketing-newsletter.js';
import { NotificationPreference } from './preferences/notification-preference.entity.js';
import { NotificationPreferences } from './preferences/notification-preferences.js';
import { NotificationSettingsController } from './preferences/notification-settings.controller.js';
import { UnsubscribeByLink } from './preferences/unsubscribe-by-link.use-case.js';
import { UnsubscribeLinks } from './preferences/unsubscribe-links.js';
import { UpdateNotificationSettings } from './preferences/update-notification-settings.use-case.js';
import { SCHEMA } from './notifications.schema.js';
import { AdminServiceRequestsController } from './service-requests/admin-service-requests.controller.js';
import { CreateServiceRequest } from './service-requests/create-service-request.use-case.js';
import { ServiceRequestController } from './service-requests/service-request.controller.js';
import { ServiceRequest } from './service-requests/service-request.entity.js';
import { UpdateServiceRequest } from './service-requests/update-service-request.use-case.js';
import { TradeEmailsConsumer } from './trade-emails/trade-emails.consumer.js';
import { MessageDigests } from './digests/message-digests.js';
import { InAppNotification } from './inbox/in-app-notification.entity.js';
import { GetUnreadCount } from './inbox/get-unread-count.query.js';
import { InboxWriter } from './inbox/inbox-writer.js';
import { ListNotifications } from './inbox/list-notifications.query.js';
import { MarkNotificationsRead } from './inbox/mark-notifications-read.use-case.js';
import { NotificationsController } from './inbox/notifications.controller.js';
import { PeopleInboxConsumer } from './inbox/people-inbox.consumer.js';
import { OWNS_REALTIME_FANOUT, RealtimePusher } from './inbox/realtime-pusher.js';
import { RfqInboxConsumer } from './inbox/rfq-inbox.consumer.js';
import { TradeInboxConsumer } from './inbox/trade-inbox.consumer.js';
import { Migration20261231000200InboxSms } from './migrations/migration-20261231000200-inbox-sms.js';
import { Migration20261231000300DeletedContacts } from './migrations/migration-20261231000300-deleted-contacts.js';
import { Migration20261231000410PendingPhoneVerifications } from './migrations/migration-20261231000410-pending-phone-verifications.js';
import { PhoneCodesConsumer } from './sms/phone-codes.consumer.js';
import { AdminSmsController } from './sms/admin-sms.controller.js';
import { SmsMessage } from './sms/sms-message.entity.js';
import { SmsQueue } from './sms/sms-queue.js';
import { SMS_TRANSPORT } from './sms/sms-transport.port.js';
import { createSmsTransport } from './sms/sms-transports.js';

export interface NotificationsModuleOptions {
  config: NotificationsConfig;
  transport: EventTransport;
  ownsTransport?: boolean;
  /** Identity's key set, for verifying staff tokens on the admin routes. */
  jwksUrl: string;
  /**
   * The realtime fan-out to push notifications through (a test's, or one the caller shares);
   * otherwise one is made from REALTIME_FANOUT / REDIS_URL and closed with the app.
   */
  realtime?: RealtimeFanout;
}

export const NOTIFICATIONS_ENTITIES = [
  EmailDelivery,
  Contact,
  HeldEmail,
  NewsletterSubscription,
  ContactMessage,
  ServiceRequest,
  NotificationPreference,
  InAppNotification,
  SmsMessage,
];
export const NOTIFICATIONS_MIGRATIONS = [
  Migration20261122000200Notifications,
  Migration20261201006000NewsletterContact,
  Migration20261222000100HeldEmails,
  Migration20261230000100ServiceRequests,
  Migration20261225700010NotificationPreferences,
  Migration20261231000100ContactIdempotency,
  Migration20261231000200InboxSms,
  Migration20261231000300DeletedContacts,
  Migration20261231000410PendingPhoneVerifications,
];

@Module({})
export class NotificationsModule {
  static forRoot(o: NotificationsModuleOptions): DynamicModule {
    return {
      module: NotificationsModule,
      imports: [
        ...servicePlatform({
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
        DeadLettersAdminModule.forRoot({ service: 'notifications' }),
      ],
      controllers: [
        AdminEmailsController,
        NewsletterController,
        AdminNewsletterController,
        ContactController,
        AdminContactMessagesController,
        ServiceRequestController,
        AdminServiceRequestsController,
        NotificationSettingsController,
        NotificationsController,
        AdminSmsController,
      ],
      providers: [
        {
          provide: MAIL_TRANSPORT,
          useFactory: () =>
            o.config.SMTP_URL
              ? new SmtpMailTransport(o.config.SMTP_URL)
              : new DevMailTransport(o.config.DEV_MAILBOX_DIR),
        },
        {
          provide: REALTIME_FANOUT,
          useFactory: () =>
            o.realtime ??
            createRealtimeFanout({
              redisUrl:
                (o.config.REALTIME_FANOUT ?? (o.config.REDIS_URL ? 'redis' : 'memory')) === 'redis'
                  ? o.config.REDIS_URL
                  : undefined,
            }),
        },
        { provide: OWNS_REALTIME_FANOUT, useValue: !o.realtime },
        { provide: SMS_TRANSPORT, useFactory: () => createSmsTransport(o.config) },
        EmailQueue,
        EmailConsumer,
        ContactMailer,
        ContactsConsumer,
        TradeEmailsConsumer,
        SubscribeNewsletter,
        UnsubscribeNewsletter,
        SendContactMessage,
        CreateServiceRequest,
        UpdateServiceRequest,
        UnsubscribeLinks,
        MarketingNewsletter,
        NotificationPreferences,
        GetNotificationSettings,
        UpdateNotificationSettings,
        UnsubscribeByLink,
        RealtimePusher,
        SmsQueue,
        PhoneCodesConsumer,
        InboxWriter,
        TradeInboxConsumer,
        RfqInboxConsumer,
        PeopleInboxConsumer,
        ListNotifications,
        GetUnreadCount,
        MarkNotificationsRead,
        MessageDigests,
      ],
      exports: [EmailQueue],
    };
  }
}
