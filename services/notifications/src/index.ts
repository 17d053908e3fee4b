export { NotificationsModule, type NotificationsModuleOptions } from './notifications.module.js';
export { notificationsConfigSchema, type NotificationsConfig } from './notifications.config.js';
export { EmailQueue } from './email/email-queue.js';
