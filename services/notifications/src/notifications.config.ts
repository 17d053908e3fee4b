import { z } from 'zod';
import {
  databaseSettings,
  envInt,
  envUrl,
  eventSettings,
  httpSettings,
  logSettings,
  redisSettings,
} from '@sokoni/platform/config';

export const notificationsConfigSchema = z.object({
  ...httpSettings(3006).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
  /** smtp(s)://user:pass@host:port — when absent, e-mails go to the stored dev mailbox. */
  SMTP_URL: envUrl({
    protocols: ['smtp', 'smtps'],
    message: 'must be an smtp:// or smtps:// URL',
  }).optional(),
  MAIL_FROM: z.string().min(3).default('Sokoni <no-reply@sokoni.africa>'),
  /** Identity's published signing keys, for verifying staff tokens. */
  JWKS_URL: envUrl({ protocols: ['http', 'https'] }).default('http://127.0.0.1:3001/.well-known/jwks.json'),
  /** Where the dev transport also writes each message as an .eml file (optional). */
  DEV_MAILBOX_DIR: z.string().optional(),
  MAIL_MAX_ATTEMPTS: envInt({ min: 1, max: 20 }).default(5),
  /** The support team's inbox: contact-form messages are sent there. */
  SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@sokoni.africa'),
  /** The days a seller is asked to answer a dispute in (trade's events do not say). */
  DISPUTE_ANSWER_DAYS: envInt({ min: 1, max: 60 }).default(7),
});
export type NotificationsConfig = z.output<typeof notificationsConfigSchema>;
