export {
  NotificationsModule,
  NOTIFICATIONS_ENTITIES,
  NOTIFICATIONS_MIGRATIONS,
  type NotificationsModuleOptions,
} from './notifications.module.js';
export { SCHEMA as NOTIFICATIONS_SCHEMA } from './notifications.schema.js';
export { notificationsConfigSchema, type NotificationsConfig } from './notifications.config.js';
export { EmailQueue } from './email/email-queue.js';
export { RealtimePusher } from './inbox/realtime-pusher.js';
export { SmsQueue } from './sms/sms-queue.js';
export { MessageDigests } from './digests/message-digests.js';
